import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { accountingKeys } from './query-keys';
import type { QuickBooksStatus } from './types';

/** GET /api/accounting/quickbooks: configured, connected, company and the sync's last figures. */
export const useQuickBooksStatus = () =>
  useQuery({
    queryKey: accountingKeys.quickBooks,
    queryFn: ({ signal }) => http.get<QuickBooksStatus>('/api/accounting/quickbooks', { signal }),
  });
