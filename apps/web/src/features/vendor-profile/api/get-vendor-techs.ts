import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { vendorProfileKeys } from './query-keys';
import type { VendorTech } from './types';

/** GET /api/vendorprofile/vendortechs: the techs of the caller's vendor. */
export const useVendorTechs = () =>
  useQuery({
    queryKey: vendorProfileKeys.techs,
    queryFn: ({ signal }) => http.get<VendorTech[]>('/api/vendorprofile/vendortechs', { signal }),
  });
