import type { GroupRow, ReportColumn } from '@dispatchwise/shared';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Alert, IconButton } from '@mui/material';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  DataGrid,
  GRID_WINDOW_HEIGHT,
  groupRowFilter,
  groupRowId,
  joinExpressions,
  toFieldType,
  useServerGroups,
  type DataGridColumn,
  type ServerGrid,
} from '../../../components/data-grid';
import { Tooltip } from '../../../components/tooltip';
import { formatReportValue, summedColumns, type ReportRow } from './report-columns';
import { ReportGroupRows, type ReportRun } from './report-rows';

type Props = {
  run: ReportRun;
  /** The report's grid: its filter and search apply to the groups and to each group's rows. */
  server: ServerGrid<ReportRow>;
  columns: readonly ReportColumn[];
  groupColumn: ReportColumn;
  /** The totals under the whole report (count and sums), as the rows' grid shows them. */
  footers: ReadonlyMap<string, string>;
  renderToolbarStart: () => ReactNode;
  onExport: () => Promise<void>;
};

const COUNT = '__count';

/**
 * A report grouped by one column (decision 155): one row per group with its count and the sum of each
 * summable column (the API's `group` + `groupSummary`), the report's totals in the footer, and under an
 * opened group its own rows, paged from the API like the report's.
 */
export function ReportGroupsGrid({
  run,
  server,
  columns,
  groupColumn,
  footers,
  renderToolbarStart,
  onExport,
}: Props) {
  const sums = useMemo(() => summedColumns(columns), [columns]);
  const request = useMemo(
    () => ({
      group: { selector: groupColumn.name },
      groupSummary: sums.map((column) => ({ selector: column.name, summaryType: 'sum' as const })),
    }),
    [groupColumn.name, sums],
  );
  const groups = useServerGroups(server, {
    queryKey: ['reports', 'data', run.body, run.fetchCount],
    request,
  });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (id: string) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  const groupColumns = useMemo<DataGridColumn<GroupRow>[]>(
    () => [
      {
        id: groupColumn.name,
        accessorFn: (row) => formatReportValue(groupColumn.type, row.key) || '(Blanks)',
        header: groupColumn.caption,
        Footer: () => footers.get(columns.find((c) => !c.hidden)?.name ?? '') ?? '',
      },
      {
        id: COUNT,
        accessorFn: (row) => row.count,
        header: 'Count',
        Cell: ({ row }) => row.original.count.toLocaleString('en-US'),
        muiTableBodyCellProps: { align: 'right' },
      },
      ...sums.map((column, index): DataGridColumn<GroupRow> => ({
        id: column.name,
        accessorFn: (row) => row.summary?.[index] ?? null,
        header: `${column.caption} (Sum)`,
        Cell: ({ row }) => formatReportValue(column.type, row.original.summary?.[index] ?? null),
        muiTableBodyCellProps: { align: 'right' },
        ...(footers.has(column.name) ? { Footer: () => footers.get(column.name) } : {}),
      })),
    ],
    [groupColumn, sums, footers, columns],
  );

  // A group's rows: the report's own filter and search, and the group's key.
  const searchText = typeof server.queryParams.searchValue === 'string' ? server.queryParams.searchValue : '';
  const panelKey = JSON.stringify(server.queryParams);
  const fieldType = toFieldType(groupColumn.type);

  return (
    <>
      {groups.isComplete ? null : (
        <Alert severity="info">The first 1,000 groups are shown; filter the report to see the others.</Alert>
      )}
      <DataGrid<GroupRow>
        columns={groupColumns}
        data={groups.groups}
        getRowId={groupRowId}
        isLoading={groups.isLoading}
        isFetching={groups.isFetching}
        defaultPageSize={100}
        hasSearch={false}
        hasHeaderFilters={false}
        renderToolbarStart={renderToolbarStart}
        onExport={onExport}
        maxHeight={GRID_WINDOW_HEIGHT}
        emptyText="No groups"
        rowActionsWidth={56}
        renderRowActions={(row) => {
          const id = groupRowId(row);
          const isOpen = expanded.has(id);
          const name = formatReportValue(groupColumn.type, row.key) || '(Blanks)';
          return (
            <Tooltip title={isOpen ? 'Hide rows' : 'Show rows'}>
              <IconButton
                size="small"
                aria-expanded={isOpen}
                aria-label={`${isOpen ? 'Hide' : 'Show'} rows of ${name}`}
                onClick={() => toggle(id)}
              >
                {isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
              </IconButton>
            </Tooltip>
          );
        }}
        expandedRowIds={expanded}
        renderDetailPanel={(row) => (
          <ReportGroupRows
            key={panelKey}
            run={run}
            filter={joinExpressions([server.filter, groupRowFilter(groupColumn.name, fieldType, row.key)])!}
            searchText={searchText}
          />
        )}
      />
    </>
  );
}
