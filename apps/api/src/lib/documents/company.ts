/** The company that issues every printed document: tickets, customer proposals and invoices, vendor proposals. */
export const DOCUMENT_COMPANY = 'Dispatchwise';
