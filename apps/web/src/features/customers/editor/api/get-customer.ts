import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http';
import { customerEditorKeys } from './query-keys';
import type { CustomerDetail, ManagementProvider } from './types';

/** GET /api/customer/{id}: the record plus states, dispatchers, sales reps, terms and providers (spec C 7). */
export const getCustomer = (id: number, signal?: AbortSignal) =>
  http.get<CustomerDetail>(`/api/customer/${id}`, { signal });

/**
 * The editor's record. A failed first load goes to the page's error boundary ("Something went wrong:");
 * a failed refetch keeps the record on screen (the client has toasted the failure).
 */
export const useCustomer = (id: number) =>
  useQuery({
    queryKey: customerEditorKeys.detail(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
    throwOnError: (_error, query) => query.state.data === undefined,
  });

/** GET /api/managementprovider/getproviders: the providers a customer may name (the new screen's list). */
export const useManagementProviders = (isEnabled = true) =>
  useQuery({
    queryKey: customerEditorKeys.providers,
    queryFn: ({ signal }) =>
      http.get<ManagementProvider[]>('/api/managementprovider/getproviders', { signal }),
    enabled: isEnabled,
    staleTime: 5 * 60_000,
  });
