import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http';
import { customerEditorKeys } from './query-keys';
import type { ExcludedVendor } from './types';

/** GET /api/customer/excludedvendors?customerid: the vendors this customer keeps off its work. */
export const useExcludedVendors = (customerid: number) =>
  useQuery({
    queryKey: customerEditorKeys.excludedVendors(customerid),
    queryFn: ({ signal }) =>
      http.get<ExcludedVendor[]>('/api/customer/excludedvendors', { params: { customerid }, signal }),
  });

/** POST /api/customer/excludevendor */
export const excludeVendor = (customerid: number, vendorid: number) =>
  http.post<ExcludedVendor>('/api/customer/excludevendor', { customerid, vendorid });

/** DELETE /api/customer/excludevendor/{customerid}/{vendorid} */
export const includeVendor = (customerid: number, vendorid: number) =>
  http.delete<unknown>(`/api/customer/excludevendor/${customerid}/${vendorid}`);
