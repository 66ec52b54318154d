/** Query keys of one vendor: the record, and its tabs' lists under it (a change to one refreshes the record). */
export const vendorKeys = {
  all: ['vendors'] as const,
  detail: (id: number) => ['vendors', 'detail', id] as const,
  payments: (id: number) => ['vendors', 'detail', id, 'payments'] as const,
  reminders: (id: number) => ['vendors', 'detail', id, 'reminders'] as const,
};
