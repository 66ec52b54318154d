/** Query keys of the vendor portal's work orders: the list pages and one order's details. */
export const portalWorkOrderKeys = {
  all: ['vendorprofile', 'workorders'] as const,
  list: (vendorid: number, status: string) => [...portalWorkOrderKeys.all, 'list', vendorid, status] as const,
  detail: (id: number) => [...portalWorkOrderKeys.all, 'detail', id] as const,
  techs: ['vendorprofile', 'vendortechs'] as const,
};
