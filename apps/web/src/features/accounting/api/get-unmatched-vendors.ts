import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { accountingKeys } from './query-keys';
import type { UnmatchedVendor } from './types';

/** GET /api/accounting/getunmatchedvendors: vendors with bills that QuickBooks does not know (Find Unmatched Vendors). */
export const useUnmatchedVendors = (isEnabled: boolean) =>
  useQuery({
    queryKey: accountingKeys.unmatchedVendors,
    queryFn: ({ signal }) => http.get<UnmatchedVendor[]>('/api/accounting/getunmatchedvendors', { signal }),
    enabled: isEnabled,
  });
