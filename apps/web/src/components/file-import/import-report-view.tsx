import { IMPORT_MESSAGES, type ImportError, type ImportReport } from '@dispatchwise/shared';
import { Alert, Box } from '@mui/material';
import { useMemo } from 'react';
import { DataGrid, type DataGridColumn } from '../data-grid';

type Props = {
  report: ImportReport;
  /** The rows' noun, plural: 'job sites', 'rates'. */
  noun: string;
};

type ErrorRow = ImportError & { key: string };

/** A workbook of several sheets (the vendor line import) names the sheet of each row first. */
const SHEET_COLUMN: DataGridColumn<ErrorRow> = {
  id: 'sheet',
  accessorFn: (error) => error.sheet ?? '',
  header: 'Sheet',
  size: 120,
};

const COLUMNS: DataGridColumn<ErrorRow>[] = [
  { accessorKey: 'row', header: 'Row', size: 90, dataType: 'number' },
  { accessorKey: 'column', header: 'Column', size: 180 },
  { accessorKey: 'message', header: 'Message', size: 480 },
];

/**
 * An import's result: how many rows were added and updated, or (the file refused whole) that nothing was
 * imported and a grid of every refused row by number, column and message.
 */
export function ImportReportView({ report, noun }: Props) {
  const errors = useMemo(
    () => report.errors.map((error, index) => ({ ...error, key: `${index}` })),
    [report.errors],
  );
  const hasSheets = errors.some((error) => error.sheet);
  if (errors.length === 0) {
    return (
      <Alert severity="success" data-testid="import-result">
        Import finished: {report.added} {noun} added, {report.updated} updated.
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="import-result">
      <Alert severity="error">
        {IMPORT_MESSAGES.refused} {errors.length === 1 ? '1 error.' : `${errors.length} errors.`}
      </Alert>
      <DataGrid<ErrorRow>
        columns={hasSheets ? [SHEET_COLUMN, ...COLUMNS] : COLUMNS}
        data={errors}
        getRowId={(error) => error.key}
        defaultPageSize={20}
        hasColumnChooser={false}
        emptyText="No errors."
        maxHeight={480}
      />
    </Box>
  );
}
