// The Accounting screen's and the QuickBooks connection's messages (spec A section 8; docs/decisions/175, 176):
// here, not beside their wire schemas (contracts/accounting.ts), so the web reads them without downloading zod
// (docs/decisions/210).

export const ACCOUNTING_MESSAGES = {
  /** Toast after Push Approved to QB (spec A section 8). */
  sent: 'Approved Rows Sent',
  nothingApproved: 'Approve at least one row before pushing.',
  notConfigured: 'QuickBooks is not configured.',
  notConnected: 'QuickBooks is not connected.',
  vendorBillNotFound: 'Vendor bill not found.',
  /** A row that left the pending lists since the screen loaded (pushed, removed, unapproved). */
  notPending: 'This row is no longer pending. Refresh the list.',
  connected: 'QuickBooks connected',
  disconnected: 'QuickBooks disconnected',
  /** The OAuth callback with a missing, used or lapsed `state`. */
  connectExpired: 'The QuickBooks sign-in expired or was already used. Connect again.',
} as const;
