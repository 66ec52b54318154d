/** Query keys of one order's vendor documents; every change invalidates `all(workorderid)`. */
export const portalDocumentKeys = {
  all: (workorderid: number) => ['vendorprofile', 'documents', workorderid] as const,
  proposals: (workorderid: number) => [...portalDocumentKeys.all(workorderid), 'proposals'] as const,
  invoices: (workorderid: number) => [...portalDocumentKeys.all(workorderid), 'invoices'] as const,
};
