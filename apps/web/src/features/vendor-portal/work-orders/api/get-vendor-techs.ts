import type { vendorTechSchema, WireOf } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http';
import { portalWorkOrderKeys } from './query-keys';

export type VendorTech = WireOf<typeof vendorTechSchema>;

/** GET /vendorprofile/vendortechs: the caller's vendor's techs (Assign Tech picks one by user_id). */
export const getVendorTechs = (signal?: AbortSignal) =>
  http.get<VendorTech[]>('/api/vendorprofile/vendortechs', { signal });

export const useVendorTechs = (isEnabled = true) =>
  useQuery({
    queryKey: portalWorkOrderKeys.techs,
    queryFn: ({ signal }) => getVendorTechs(signal),
    enabled: isEnabled,
    staleTime: 60_000,
  });
