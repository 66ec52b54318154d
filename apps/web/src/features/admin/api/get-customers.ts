import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { CustomerLookup } from '../types';
import { adminKeys } from './query-keys';

export const getCustomers = () => http.get<CustomerLookup[]>('/api/customer/getcustomers');

export const useCustomersLookup = (isEnabled: boolean) =>
  useQuery({
    queryKey: adminKeys.customersLookup,
    queryFn: getCustomers,
    enabled: isEnabled,
    staleTime: 5 * 60_000,
  });
