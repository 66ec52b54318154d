import { GRID_STORAGE_KEYS, PAGE_SIZES, workOrderListResource } from '@dispatchwise/shared';
import type { QueryClient } from '@tanstack/react-query';
import { firstPageQuery, type GridState } from '../../components/data-grid';
import { PAST_DUE_FILTER } from '../../entities/work-orders';
import { getStatuses } from './api/get-statuses';
import { getWorkOrders, type WorkOrderToolbar } from './api/get-work-orders';
import { workOrderKeys } from './api/query-keys';

/** localStorage key of the Work Orders grid (spec A section 9). */
export const LIST_STATE_KEY = GRID_STORAGE_KEYS.workOrders;
const TOOLBAR_KEY = `${LIST_STATE_KEY}:toolbar`;
const DEFAULT_TOOLBAR: WorkOrderToolbar = {
  quick: 'active',
  isFlagged: false,
  isMine: false,
  isOverdue: false,
  isPastDue: false,
};

/** What of the grid's defaults the first page's query depends on (the hidden columns depend on the viewer). */
export const LIST_QUERY_DEFAULTS = {
  pageSize: PAGE_SIZES.workOrderList,
  sorting: workOrderListResource.defaultSort.map((s) => ({ id: s.selector, desc: s.desc })),
} satisfies Partial<GridState>;

// The quick filter lasts for the tab, so going to a work order and back keeps it.
export function readToolbar(): WorkOrderToolbar {
  try {
    const raw = sessionStorage.getItem(TOOLBAR_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<WorkOrderToolbar>) : {};
    const quick = value.quick === 'all' || typeof value.quick === 'number' ? value.quick : 'active';
    const isFlagged = value.isFlagged === true;
    return {
      quick,
      isFlagged,
      isMine: !isFlagged && value.isMine === true,
      isOverdue: false,
      isPastDue: value.isPastDue === true,
    };
  } catch {
    return DEFAULT_TOOLBAR;
  }
}

export function writeToolbar(toolbar: WorkOrderToolbar) {
  try {
    sessionStorage.setItem(TOOLBAR_KEY, JSON.stringify({ ...toolbar, isOverdue: false }));
  } catch {
    // The choice lasts for this visit.
  }
}

/** The Admin bell's link: /workorder?overdue=1. */
export const isOverdueAddress = (search: URLSearchParams) =>
  search.get('overdue') === '1' || search.get('overdue') === 'true';

/** The Past Due quick filter is a condition of the grid's filter, kept out of saved views (decision 191). */
export const extraFilterOf = (toolbar: WorkOrderToolbar) => (toolbar.isPastDue ? PAST_DUE_FILTER : null);

/** The list's page query for a toolbar choice: the component and the prefetch share it. */
export const listQueryOf = (toolbar: WorkOrderToolbar) => ({
  queryKey: workOrderKeys.list(toolbar),
  fetcher: (params: Parameters<typeof getWorkOrders>[1], signal?: AbortSignal) =>
    getWorkOrders(toolbar, params, signal),
});

/**
 * Starts what the list shows first while its code and the session load (docs/decisions/129, round 3):
 * the statuses (quick filters, legend) and page 1 as the grid will ask for it from the stored state.
 */
export function prefetchData(queryClient: QueryClient, search: URLSearchParams) {
  void queryClient.prefetchQuery({
    queryKey: workOrderKeys.statuses,
    queryFn: getStatuses,
    staleTime: Infinity,
  });
  const toolbar = { ...readToolbar(), isOverdue: isOverdueAddress(search) };
  const { queryKey, fetcher } = listQueryOf(toolbar);
  void queryClient.prefetchQuery(
    firstPageQuery(workOrderListResource, fetcher, {
      stateKey: LIST_STATE_KEY,
      queryKey,
      defaults: LIST_QUERY_DEFAULTS,
      extraFilter: extraFilterOf(toolbar),
    }),
  );
}
