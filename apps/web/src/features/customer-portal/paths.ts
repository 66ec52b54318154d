/** The customer portal's screens (spec C 2.1). */
export const CUSTOMER_NEW_WORK_ORDER_PATH = '/customerprofile/workorder/new?id=0';

export const customerDetailsPath = (id: number, tab?: string) =>
  `/customerprofile/workorderdetails?id=${id}${tab ? `&tab=${tab}` : ''}`;
