import { findReportGrid, PAGE_SIZES, type ReportColumn } from '@dispatchwise/shared';
import { Box } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import {
  DataGrid,
  useServerGrid,
  type FilterExpression,
  type GridFetcher,
} from '../../../components/data-grid';
import { getReportPage, type ReportDataBody } from '../api/get-report-data';
import {
  reportGridColumns,
  reportGridResource,
  reportTotalSummary,
  summaryFooters,
  type ReportRow,
} from './report-columns';

/** One run of a report: its own fields and the Fetch it came from (a new Fetch asks again). */
export type ReportRun = { body: ReportDataBody; fetchCount: number };

const sameColumns = (a: readonly ReportColumn[], b: readonly ReportColumn[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The rows of a run in the shared server grid: page size 100 (spec A section 9), sort, header filters,
 * search and footers (count and sums) computed by the API. The columns are the ones the answer describes;
 * `groupFilter` narrows it to one group's rows (a group's panel).
 */
export function useReportRows(run: ReportRun, groupFilter: FilterExpression | null, searchText = '') {
  // The shared declaration the API answers from, so the first page already asks for the footers; the
  // answer's columns, when they differ, are the ones drawn.
  const [columns, setColumns] = useState<readonly ReportColumn[]>(
    () => findReportGrid(Number(run.body.reportid))?.columns ?? [],
  );
  const fetcher = useCallback<GridFetcher>(
    async (params, signal) => {
      const answer = await getReportPage(run.body, params, signal);
      setColumns((current) => (sameColumns(current, answer.columns) ? current : answer.columns));
      return answer;
    },
    [run.body],
  );
  const resource = useMemo(() => reportGridResource(columns), [columns]);
  const totalSummary = useMemo(() => reportTotalSummary(columns), [columns]);
  const defaults = useMemo(() => ({ pageSize: PAGE_SIZES.reports, searchText }), [searchText]);
  const server = useServerGrid<ReportRow>(resource, fetcher, {
    queryKey: ['reports', 'data', run.body, run.fetchCount, groupFilter],
    defaults,
    extraFilter: groupFilter,
    totalSummary,
  });
  const gridColumns = useMemo(
    () => reportGridColumns(columns, summaryFooters(columns, server.summary)),
    [columns, server.summary],
  );
  return { columns, server, gridColumns };
}

/**
 * A group's rows under its row in the groups grid: the same grid, narrowed to the group by `filter` (the
 * report's filter and the group's key) and the report's search text.
 */
export function ReportGroupRows({
  run,
  filter,
  searchText,
}: {
  run: ReportRun;
  filter: FilterExpression;
  searchText: string;
}) {
  const { server, gridColumns } = useReportRows(run, filter, searchText);
  return (
    <Box sx={{ p: 1 }}>
      <DataGrid<ReportRow>
        server={server}
        columns={gridColumns}
        hasSearch={false}
        hasHeaderFilters={false}
        hasFilterBuilder={false}
        hasColumnChooser={false}
        maxHeight={420}
        emptyText="No rows"
      />
    </Box>
  );
}
