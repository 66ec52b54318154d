import { CUSTOMER_LIST_DEFAULT_COLUMNS, customerListResource, GRID_STORAGE_KEYS } from '@dispatchwise/shared';
import type { QueryClient } from '@tanstack/react-query';
import { firstPageQuery, type GridState } from '../../../components/data-grid';
import { customerListKeys, getCustomerList } from './api/get-customer-list';

/** localStorage key of the Customers grid (spec A "Customers list": state stored under customerList). */
export const CUSTOMER_LIST_STATE_KEY = GRID_STORAGE_KEYS.customers;

/** The resource's fields that are columns: the spec's nine first, then the id and the name parts (hidden). */
export const CUSTOMER_LIST_COLUMNS: readonly string[] = [
  ...CUSTOMER_LIST_DEFAULT_COLUMNS,
  ...customerListResource.fields
    .map((field) => field.name)
    .filter((name) => !CUSTOMER_LIST_DEFAULT_COLUMNS.includes(name)),
];
export const CUSTOMER_LIST_HIDDEN = CUSTOMER_LIST_COLUMNS.filter(
  (name) => !CUSTOMER_LIST_DEFAULT_COLUMNS.includes(name),
);

/** 50 rows a page: a screenful and more, the next 50 appended by keyset as the list scrolls near its end. */
export const CUSTOMER_LIST_PAGE_SIZE = 50;

/**
 * The grid's defaults the first page's query depends on (the page and the prefetch share them). Infinite
 * scrolling (spec A): each next page is read by the API's keyset cursor (`after`), so the thousandth row
 * costs what the first does (decision 149).
 */
export const CUSTOMER_LIST_DEFAULTS = {
  pageSize: CUSTOMER_LIST_PAGE_SIZE,
  sorting: customerListResource.defaultSort.map((s) => ({ id: s.selector, desc: s.desc })),
  columnVisibility: Object.fromEntries(CUSTOMER_LIST_HIDDEN.map((name) => [name, false])),
  columnOrder: ['mrt-row-actions', ...CUSTOMER_LIST_COLUMNS],
} satisfies Partial<GridState>;

export const CUSTOMER_LIST_QUERY = {
  queryKey: customerListKeys.all,
  fetcher: getCustomerList,
} as const;

/** Page 1 of the Customers list, asked for while the screen's code and the session load (decision 129). */
export function prefetchData(queryClient: QueryClient) {
  void queryClient.prefetchQuery(
    firstPageQuery(customerListResource, CUSTOMER_LIST_QUERY.fetcher, {
      stateKey: CUSTOMER_LIST_STATE_KEY,
      queryKey: CUSTOMER_LIST_QUERY.queryKey,
      defaults: CUSTOMER_LIST_DEFAULTS,
    }),
  );
}
