import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { workOrderKeys } from './query-keys';
import type { CustomerLists } from './work-order-types';

/** GET /api/customer/getlists?customerid: the form's lookups; job sites only with a customer. */
export const getCustomerLists = (customerid: number | null, signal?: AbortSignal) =>
  http.get<CustomerLists>('/api/customer/getlists', { params: { customerid }, signal });

/** Spec B section 7: a failed call leaves the lists empty (the screen reads `data ?? EMPTY_CUSTOMER_LISTS`). */
export const EMPTY_CUSTOMER_LISTS: CustomerLists = {
  divisions: [],
  statuses: [],
  priorities: [],
  requesttypes: [],
  tradetypes: [],
  salesreps: [],
  jobsites: [],
  dispatchers: [],
};

export const useCustomerLists = (customerid: number | null) =>
  useQuery({
    queryKey: workOrderKeys.customerLists(customerid),
    queryFn: ({ signal }) => getCustomerLists(customerid, signal),
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });

/** The lists to show: empty until loaded, and never the previous customer's job sites for the next one. */
export function shownLists(query: { data?: CustomerLists; isPlaceholderData: boolean }): CustomerLists {
  const lists = query.data ?? EMPTY_CUSTOMER_LISTS;
  return query.isPlaceholderData ? { ...lists, jobsites: [] } : lists;
}
