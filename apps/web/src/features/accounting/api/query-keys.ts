export const accountingKeys = {
  pending: ['accounting', 'pending'] as const,
  /** Prefix of every transmission-log grid's pages (one grid per tab). */
  logs: ['accounting', 'transmissionlogs'] as const,
  logsOf: (tab: string) => ['accounting', 'transmissionlogs', tab] as const,
  uploading: ['accounting', 'uploading'] as const,
  unmatchedVendors: ['accounting', 'unmatchedvendors'] as const,
  quickBooks: ['accounting', 'quickbooks'] as const,
};
