import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { workOrderKeys } from './query-keys';

/** A row of GET /api/customer/getcustomers (staff only). */
export type CustomerOption = { id: number; customername: string; isactive: boolean };

export const getCustomers = (signal?: AbortSignal) =>
  http.get<CustomerOption[]>('/api/customer/getcustomers', { signal });

/** The customer select of the work-order form. */
export const useCustomers = () =>
  useQuery({
    queryKey: workOrderKeys.customers,
    queryFn: ({ signal }) => getCustomers(signal),
    staleTime: 5 * 60_000,
  });
