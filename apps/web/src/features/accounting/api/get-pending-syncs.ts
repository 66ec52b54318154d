import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { accountingKeys } from './query-keys';
import type { PendingSyncs } from './types';

/** GET /api/accounting/getpendingsyncs: the three tabs' rows in one answer. */
export const usePendingSyncs = () =>
  useQuery({
    queryKey: accountingKeys.pending,
    queryFn: ({ signal }) => http.get<PendingSyncs>('/api/accounting/getpendingsyncs', { signal }),
  });
