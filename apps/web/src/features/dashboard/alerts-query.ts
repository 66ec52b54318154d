import {
  ALERTS_DEFAULT_COLUMNS,
  ALERTS_HIDDEN_COLUMNS,
  PAGE_SIZES,
  workOrderListResource,
} from '@dispatchwise/shared';
import type { QueryClient } from '@tanstack/react-query';
import { firstPageQuery, type GridFetcher } from '../../components/data-grid';
import { DEFAULT_ALERTS_FILTERS, type AlertsFilters } from './alerts-filters';
import { alertsKeys, getAlerts } from './api/get-alerts';

/** localStorage key of the alerts grid (spec A section 9 names none for it; decision 108). */
export const ALERTS_STATE_KEY = 'dashboardlist';

export const ALERTS_GRID_DEFAULTS = {
  pageSize: PAGE_SIZES.alertsDashboard,
  columnVisibility: Object.fromEntries(ALERTS_HIDDEN_COLUMNS.map((id) => [id, false])),
  columnOrder: ['mrt-row-actions', ...ALERTS_DEFAULT_COLUMNS, ...ALERTS_HIDDEN_COLUMNS],
};

/** The alerts grid's page query for a filter choice: the page and the prefetch share it. */
export const alertsQueryOf = (filters: AlertsFilters) => ({
  queryKey: alertsKeys.list(filters),
  fetcher: ((params, signal) => getAlerts(filters, params, signal)) satisfies GridFetcher,
});

/** Page 1 of the alerts, asked for while the dashboard's code and the session load (decision 129, round 3). */
export function prefetchData(queryClient: QueryClient) {
  const { queryKey, fetcher } = alertsQueryOf(DEFAULT_ALERTS_FILTERS);
  void queryClient.prefetchQuery(
    firstPageQuery(workOrderListResource, fetcher, {
      stateKey: ALERTS_STATE_KEY,
      queryKey,
      defaults: ALERTS_GRID_DEFAULTS,
    }),
  );
}
