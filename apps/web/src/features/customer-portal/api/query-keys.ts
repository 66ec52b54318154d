/** Query keys of the customer portal: the list pages, one order's details, its proposals and invoices. */
export const customerPortalKeys = {
  all: ['customerprofile'] as const,
  lists: ['customerprofile', 'workorders'] as const,
  list: (customerid: number, status: string) => [...customerPortalKeys.lists, customerid, status] as const,
  detail: (id: number) => ['customerprofile', 'workorder', id] as const,
  documents: (workorderid: number) => ['customerprofile', 'documents', workorderid] as const,
  proposals: (workorderid: number) => [...customerPortalKeys.documents(workorderid), 'proposals'] as const,
  invoices: (workorderid: number) => [...customerPortalKeys.documents(workorderid), 'invoices'] as const,
  documentLists: ['customerprofile', 'documentlists'] as const,
};
