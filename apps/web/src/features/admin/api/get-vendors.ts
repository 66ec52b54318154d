import type { LoadResult } from '../../../components/data-grid';
import { http, type QueryParams } from '../../../lib/http';
import type { VendorRow } from '../types';

/**
 * GET /api/vendor/getvendors on the grid protocol: a page of the Vendors list, whose search and filters
 * reach the name, address, city, state and zip Import Vendor Zips picks by (decision 156).
 */
export const getVendors = (params: QueryParams, signal?: AbortSignal) =>
  http.get<LoadResult<VendorRow>>('/api/vendor/getvendors', { params, signal });
