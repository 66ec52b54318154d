import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { workOrderKeys } from './query-keys';
import type { CustomerTradeRate } from './work-order-types';

/** GET /api/customer/traderates (decision 111): 204 (no body) means the customer has no rates for the state. */
export const getCustomerTradeRates = async (customerid: number, statecode: string) =>
  (await http.get<CustomerTradeRate[] | undefined>('/api/customer/traderates', {
    params: { customerid, statecode },
  })) ?? [];

/** The side panel's rates for the order's customer in its job site's state; no state, no call. */
export const useCustomerTradeRates = (customerid: number, statecode: string | null | undefined) =>
  useQuery({
    queryKey: workOrderKeys.tradeRates(customerid, statecode ?? ''),
    queryFn: () => getCustomerTradeRates(customerid, statecode ?? ''),
    enabled: Boolean(statecode),
  });
