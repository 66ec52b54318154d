export const workOrderKeys = {
  all: ['workorders'] as const,
  /** Every page of every list (invalidate after an order is saved). */
  lists: ['workorders', 'list'] as const,
  list: (toolbar: object) => ['workorders', 'list', toolbar] as const,
  statuses: ['lookups', 'statuses'] as const,
  /** One order's editor: its record and the notes and attachments tabs keyed under it (invalidate `detailAll(id)` after a change). */
  detailAll: (id: number) => ['workorders', 'detail', id] as const,
  detail: (id: number) => ['workorders', 'detail', id, 'record'] as const,
  customerLists: (customerid: number | null) => ['customers', 'lists', customerid] as const,
  tradeRates: (customerid: number, statecode: string) =>
    ['customers', 'traderates', customerid, statecode] as const,
};
