import type { GridFetcher, LoadResult } from '../../../components/data-grid';
import { http, type QueryParams } from '../../../lib/http';

/**
 * One row of GET /vendor/history: the fields of `vendorHistoryResource` by name. The contract answers the grid
 * protocol's `data: unknown[]`, so the row is read through the resource's field list, not a copied type.
 */
export type VendorHistoryRow = Record<string, unknown> & { id: number; workorderid: number };

/** The history's pages are cached under the vendor, so a change to the vendor can refresh them with it. */
export const vendorHistoryKey = (vendorid: number) => ['vendors', vendorid, 'history'] as const;

/** GET /api/vendor/history?vendorid on the grid protocol (the WO Count popup and History tab, decision 132). */
export const vendorHistoryFetcher =
  (vendorid: number): GridFetcher =>
  (params: QueryParams, signal?: AbortSignal) =>
    http.get<LoadResult<unknown>>('/api/vendor/history', { params: { ...params, vendorid }, signal });
