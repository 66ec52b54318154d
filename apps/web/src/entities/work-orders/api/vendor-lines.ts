import type {
  saveVendorLineSchema,
  vendorLineSchema,
  WireInput,
  WireOf,
  workOrderVendorLinesSchema,
} from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

// The vendor lines of a work order (issue 10, docs/decisions/132): read by the Vendor tab (features/vendor-lines)
// and by the detail screen's side panel (Selected Vendors and Trades), attached from the Select Vendor popup
// and from Previously Used Vendors. One fetcher per call for both features (docs/decisions/125, 126).

/** One line of GET /workorder/vendors (the Vendor tab's grid). */
export type VendorLine = WireOf<typeof vendorLineSchema>;

/** The lines load under the order's record key, so a change that invalidates the order refreshes them too. */
export const vendorLinesKey = (recordKey: readonly unknown[]) => [...recordKey, 'vendors'] as const;

/** GET /api/workorder/vendors?workorderid: the order's lines, cancelled ones included. */
export const getWorkOrderVendorLines = (workorderid: number, signal?: AbortSignal) =>
  http.get<WireOf<typeof workOrderVendorLinesSchema>>('/api/workorder/vendors', {
    params: { workorderid },
    signal,
  });

export const useWorkOrderVendorLines = (options: {
  workorderid: number;
  recordKey: readonly unknown[];
  isEnabled?: boolean;
}) =>
  useQuery({
    queryKey: vendorLinesKey(options.recordKey),
    queryFn: ({ signal }) => getWorkOrderVendorLines(options.workorderid, signal),
    enabled: options.isEnabled ?? true,
  });

export type AttachVendorInput = WireInput<typeof saveVendorLineSchema>;

/**
 * POST /api/workorder/savevendor: attaches a vendor (400 with the reason for a Redlined, Tier 6 or excluded
 * vendor, an Invoiced order, a vendor already on the order). Silent: the caller toasts.
 */
export const attachVendor = (input: AttachVendorInput) =>
  http.post<VendorLine>('/api/workorder/savevendor', input, { isSilent: true });
