import type { Entry } from './builders';

/** The authorization matrix rows of the vendor portal's proposals and invoices on a work order (issue 15, decision 163). */
export const VENDOR_PORTAL_DOCUMENTS_MATRIX: Record<string, Entry> = {};
