/** Query keys of one customer: the record, and its tabs' lists under it (a change to one refreshes the record). */
export const customerEditorKeys = {
  all: ['customers'] as const,
  detail: (id: number) => ['customers', 'detail', id] as const,
  excludedVendors: (id: number) => ['customers', 'detail', id, 'excluded-vendors'] as const,
  providers: ['lookups', 'management-providers'] as const,
};
