import type { dispatcherSchema, WireOf } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { workOrderActionKeys } from './query-keys';

/** A row of GET /api/user/getdispatchers. */
export type Dispatcher = WireOf<typeof dispatcherSchema>;

export const getDispatchers = () => http.get<Dispatcher[]>('/api/user/getdispatchers');

export const useDispatchers = (isEnabled = true) =>
  useQuery({
    queryKey: workOrderActionKeys.dispatchers,
    queryFn: getDispatchers,
    enabled: isEnabled,
    staleTime: 5 * 60_000,
  });

/** GET /api/user/getsalesreps: users flagged as sales reps, in the same shape (the new customer's Sales Rep). */
export const getSalesReps = () => http.get<Dispatcher[]>('/api/user/getsalesreps');

export const useSalesReps = (isEnabled = true) =>
  useQuery({
    queryKey: workOrderActionKeys.salesreps,
    queryFn: getSalesReps,
    enabled: isEnabled,
    staleTime: 5 * 60_000,
  });
