import {
  GRID_STORAGE_KEYS,
  PAGE_SIZES,
  VENDOR_LIST_DEFAULT_COLUMNS,
  VENDOR_SEARCH_MIN_LENGTH,
  vendorListResource,
} from '@dispatchwise/shared';
import type { QueryClient } from '@tanstack/react-query';
import { firstPageQuery, type GridState } from '../../../components/data-grid';
import { getVendors, vendorListKeys } from './api/get-vendors';

/** localStorage key of the Vendors grid (spec A "Vendors list": state stored under vendorList). */
export const VENDOR_LIST_STATE_KEY = GRID_STORAGE_KEYS.vendors;

/** The resource's fields that are columns: everything but the filter-only trade and the expiry flags. */
export const VENDOR_LIST_COLUMNS: readonly string[] = vendorListResource.fields
  .filter((field) => !field.filterOnly && !field.name.endsWith('expired'))
  .map((field) => field.name);

/** Vendor Id, address, secondary phone and e-mail (and GL Exp.) start hidden; the column chooser shows them. */
export const VENDOR_LIST_HIDDEN = VENDOR_LIST_COLUMNS.filter(
  (name) => !VENDOR_LIST_DEFAULT_COLUMNS.includes(name),
);

/** The grid's defaults the first page's query depends on (the page and the prefetch share them). */
export const VENDOR_LIST_DEFAULTS = {
  pageSize: PAGE_SIZES.vendorGrid,
  sorting: vendorListResource.defaultSort.map((s) => ({ id: s.selector, desc: s.desc })),
  columnVisibility: Object.fromEntries(VENDOR_LIST_HIDDEN.map((name) => [name, false])),
  columnOrder: ['mrt-row-actions', ...VENDOR_LIST_DEFAULT_COLUMNS, ...VENDOR_LIST_HIDDEN],
} satisfies Partial<GridState>;

export const VENDOR_LIST_QUERY = {
  queryKey: vendorListKeys.all,
  fetcher: getVendors,
  searchMinLength: VENDOR_SEARCH_MIN_LENGTH,
} as const;

/** Page 1 of the Vendors list, asked for while the screen's code and the session load (decision 129). */
export function prefetchData(queryClient: QueryClient) {
  void queryClient.prefetchQuery(
    firstPageQuery(vendorListResource, VENDOR_LIST_QUERY.fetcher, {
      stateKey: VENDOR_LIST_STATE_KEY,
      queryKey: VENDOR_LIST_QUERY.queryKey,
      defaults: VENDOR_LIST_DEFAULTS,
      searchMinLength: VENDOR_LIST_QUERY.searchMinLength,
    }),
  );
}
