import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http';
import { vendorKeys } from './query-keys';
import type { VendorPayment } from './types';

/** GET /api/vendor/payments?vendorid: the payments the accounting sync recorded, newest first. */
export const useVendorPayments = (vendorid: number) =>
  useQuery({
    queryKey: vendorKeys.payments(vendorid),
    queryFn: ({ signal }) =>
      http.get<VendorPayment[]>('/api/vendor/payments', { params: { vendorid }, signal }),
  });
