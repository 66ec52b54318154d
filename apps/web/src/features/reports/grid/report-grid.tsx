import { Alert, Box, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { DataGrid, GRID_WINDOW_HEIGHT } from '../../../components/data-grid';
import { exportReport } from '../api/export-report';
import { shownColumns, summaryFooters, type ReportRow } from './report-columns';
import { ReportGroupsGrid } from './report-groups-grid';
import { useReportRows, type ReportRun } from './report-rows';

/**
 * A report's grid (spec A "Reports"): rows with links, footers, export to Report.xlsx, and grouping by a
 * column, when the groups (count and sums each) replace the rows and each opens its own rows.
 */
export function ReportGrid({ run }: { run: ReportRun }) {
  const { columns, server, gridColumns } = useReportRows(run, null);
  const [groupBy, setGroupBy] = useState('');
  const groupColumn = columns.find((column) => column.name === groupBy && !column.isDisplayOnly);
  const handleExport = () => exportReport(run.body, server.queryParams);

  const groupPicker = () => (
    <TextField
      select
      size="small"
      label="Group by"
      value={groupColumn ? groupBy : ''}
      onChange={(event) => setGroupBy(event.target.value)}
      sx={{ width: 200 }}
    >
      <MenuItem value="">(none)</MenuItem>
      {shownColumns(columns)
        .filter((column) => !column.isDisplayOnly)
        .map((column) => (
          <MenuItem key={column.name} value={column.name}>
            {column.caption}
          </MenuItem>
        ))}
    </TextField>
  );

  const error = server.isError ? (server.error as Error).message : null;
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {groupColumn ? (
        <ReportGroupsGrid
          run={run}
          server={server}
          columns={columns}
          groupColumn={groupColumn}
          footers={summaryFooters(columns, server.summary)}
          renderToolbarStart={groupPicker}
          onExport={handleExport}
        />
      ) : (
        <DataGrid<ReportRow>
          server={server}
          columns={gridColumns}
          renderToolbarStart={groupPicker}
          onExport={handleExport}
          maxHeight={GRID_WINDOW_HEIGHT}
          emptyText={error ? 'No data' : 'No rows for this report'}
        />
      )}
    </Box>
  );
}
