import type { vendorListRowSchema, WireOf } from '@dispatchwise/shared';
import type { LoadResult } from '../../../../components/data-grid';
import { http, type QueryParams } from '../../../../lib/http';

/** One row of the Vendors list as GET /vendor/getvendors answers it (decision 125). */
export type VendorListRow = WireOf<typeof vendorListRowSchema>;

export const vendorListKeys = {
  all: ['vendors', 'list'] as const,
};

/** One page (or the `group` values) of the Vendors list on the grid protocol (spec A "Vendors list"). */
export const getVendors = (params: QueryParams, signal?: AbortSignal) =>
  http.get<LoadResult<VendorListRow>>('/api/vendor/getvendors', { params, signal });
