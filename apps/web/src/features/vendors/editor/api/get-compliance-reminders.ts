import type { vendorComplianceRemindersSchema, WireOf } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http';
import { vendorKeys } from './query-keys';

export type VendorComplianceReminder = WireOf<typeof vendorComplianceRemindersSchema>[number];

/** GET /api/vendor/compliancereminders?vendorid: who was reminded of what and when (decision 146). Staff only. */
export const useComplianceReminders = (vendorid: number, isEnabled: boolean) =>
  useQuery({
    queryKey: vendorKeys.reminders(vendorid),
    queryFn: ({ signal }) =>
      http.get<VendorComplianceReminder[]>('/api/vendor/compliancereminders', {
        params: { vendorid },
        signal,
      }),
    enabled: isEnabled,
  });
