import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http';
import { vendorKeys } from './query-keys';
import type { VendorContact } from './types';

/** GET /api/vendor/contacts?vendorid: the vendor's contacts. */
export const useVendorContacts = (vendorid: number) =>
  useQuery({
    queryKey: vendorKeys.contacts(vendorid),
    queryFn: ({ signal }) =>
      http.get<VendorContact[]>('/api/vendor/contacts', { params: { vendorid }, signal }),
  });
