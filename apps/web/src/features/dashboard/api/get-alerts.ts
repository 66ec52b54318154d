import type { WorkOrderListRow } from '@dispatchwise/shared';
import type { LoadResult } from '../../../components/data-grid';
import { http, type QueryParams } from '../../../lib/http';
import { alertsParams, type AlertsFilters } from '../alerts-filters';

/** One page of GET /api/dashboard/getalerts: the grid options plus days and flagged/mine. */
export const getAlerts = (filters: AlertsFilters, params: QueryParams, signal?: AbortSignal) =>
  http.get<LoadResult<WorkOrderListRow>>('/api/dashboard/getalerts', {
    params: { ...params, ...alertsParams(filters) },
    signal,
  });

export const alertsKeys = {
  list: (filters: AlertsFilters) =>
    ['dashboard', 'alerts', filters.days, filters.own, filters.isPastDue === true] as const,
};
