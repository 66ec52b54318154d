export const adminKeys = {
  users: ['admin', 'users'] as const,
  user: (id: number) => ['admin', 'users', id] as const,
  roles: ['admin', 'roles'] as const,
  reports: ['admin', 'reports'] as const,
  vendorsLookup: ['lookups', 'vendors'] as const,
  dispatch: ['admin', 'dispatch'] as const,
  /** A trade's prioritised vendors (the Dispatch tab's grid). */
  dispatchVendors: (tradeid: number) => ['admin', 'dispatch', tradeid, 'list'] as const,
  /** Every vendor of a trade (the Select Vendor popup). */
  tradeVendors: (tradeid: number) => ['admin', 'dispatch', tradeid, 'all'] as const,
};
