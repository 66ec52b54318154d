import { LIST_MAX_GROUPS, type GroupRow } from '@dispatchwise/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FieldType, FilterExpression } from './filter-expression';
import type { GroupsRequest, ServerGrid } from './use-server-grid';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The rows of one group as a filter: its column equal to the group's key (null: blank). A date column is
 * grouped by day (the API's `date_trunc`), so its group is the day that starts at the key.
 */
export function groupRowFilter(field: string, type: FieldType, key: GroupRow['key']): FilterExpression {
  if (key === null) return [field, '=', null];
  if (type === 'date') {
    const start = new Date(String(key));
    if (!Number.isNaN(start.getTime()))
      return [
        [field, '>=', start.toISOString()],
        'and',
        [field, '<', new Date(start.getTime() + DAY_MS).toISOString()],
      ];
  }
  return [field, '=', key];
}

/** A group row's id in a grid of groups (keys may be null or booleans). */
export const groupRowId = (row: GroupRow) => JSON.stringify(row.key);

export type ServerGroups = {
  groups: GroupRow[];
  /** False when the column has more groups than one answer holds (LIST_MAX_GROUPS). */
  isComplete: boolean;
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
};

/**
 * Remote grouping for a server grid (the grid protocol's `group` with `groupSummary`): the groups of one
 * column, with their counts and aggregates, under the grid's own filter and search. Up to LIST_MAX_GROUPS
 * groups in one answer; a group's rows are read by `groupRowFilter` as the screen expands it.
 */
export function useServerGroups<T>(
  server: ServerGrid<T>,
  {
    queryKey,
    request,
  }: {
    /** The grid's query key (its list and parameters). */
    queryKey: readonly unknown[];
    /** The column and its aggregates; null: not grouped, nothing is asked. */
    request: Omit<GroupsRequest, 'skip' | 'take'> | null;
  },
): ServerGroups {
  const query = useQuery({
    queryKey: [...queryKey, 'groups', server.queryParams, request] as const,
    queryFn: ({ signal }) => server.fetchGroups({ ...request!, skip: 0, take: LIST_MAX_GROUPS }, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
  const groups = query.data?.data ?? [];
  return {
    groups,
    isComplete: query.data?.totalCountIsExact ?? true,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.error,
  };
}
