export const workOrderKeys = {
  all: ['workorders'] as const,
  /** Every page of every list (invalidate after an order is saved). */
  lists: ['workorders', 'list'] as const,
  list: (toolbar: object) => ['workorders', 'list', toolbar] as const,
  statuses: ['lookups', 'statuses'] as const,
  /** One order's editor: its record, notes and attachments (invalidate `detailAll(id)` after a change). */
  detailAll: (id: number) => ['workorders', 'detail', id] as const,
  detail: (id: number) => ['workorders', 'detail', id, 'record'] as const,
  notes: (id: number) => ['workorders', 'detail', id, 'notes'] as const,
  attachments: (id: number) => ['workorders', 'detail', id, 'attachments'] as const,
  customerLists: (customerid: number | null) => ['customers', 'lists', customerid] as const,
  tradeRates: (customerid: number, statecode: string) =>
    ['customers', 'traderates', customerid, statecode] as const,
  attachmentTypes: ['lookups', 'workorder-attachment-types'] as const,
};
