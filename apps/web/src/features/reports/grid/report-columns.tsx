import {
  formatDate,
  formatMoney,
  REPORT_LINK_PATHS,
  type ReportColumn,
  type SummaryOption,
} from '@dispatchwise/shared';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { toFieldType, type DataGridColumn, type GridResource } from '../../../components/data-grid';

export type ReportRow = Record<string, unknown>;

const isNumeric = (column: Pick<ReportColumn, 'type'>) => column.type === 'number' || column.type === 'money';

/** A report value as the grid shows it: dates as dates, money as money, numbers grouped, Yes/No. */
export function formatReportValue(type: ReportColumn['type'], value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (type === 'date') return formatDate(value as string);
  if (type === 'money') return formatMoney(value as number | string);
  if (type === 'number') {
    const number = Number(value);
    return Number.isFinite(number)
      ? number.toLocaleString('en-US', { maximumFractionDigits: 2 })
      : String(value);
  }
  if (type === 'boolean') return value === true || value === 'true' ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** The columns a report's grid shows (hidden ones carry a link's id). */
export const shownColumns = (columns: readonly ReportColumn[]) => columns.filter((column) => !column.hidden);

/** The report's columns as the server grid's resource (names and types: filters and their values). */
export const reportGridResource = (columns: readonly ReportColumn[]): GridResource => ({
  fields: columns.map((column) => ({ name: column.name, type: column.type })),
});

/** The footer aggregates: the row count under the first shown column, a sum under each summable one. */
export function reportTotalSummary(columns: readonly ReportColumn[]): SummaryOption[] {
  const first = shownColumns(columns)[0];
  return [
    ...(first ? [{ selector: first.name, summaryType: 'count' as const }] : []),
    ...summedColumns(columns).map((column) => ({ selector: column.name, summaryType: 'sum' as const })),
  ];
}

/** The columns summed in footers and per group. */
export const summedColumns = (columns: readonly ReportColumn[]) =>
  shownColumns(columns).filter((column) => column.summable && isNumeric(column) && !column.isDisplayOnly);

/** The footer text of each column from the `totalSummary` answer (in `reportTotalSummary`'s order). */
export function summaryFooters(
  columns: readonly ReportColumn[],
  summary: readonly (number | null)[] | null,
): Map<string, string> {
  const footers = new Map<string, string>();
  if (!summary) return footers;
  reportTotalSummary(columns).forEach((option, index) => {
    const value = summary[index];
    if (value === null || value === undefined) return;
    const column = columns.find((c) => c.name === option.selector)!;
    footers.set(
      column.name,
      option.summaryType === 'count'
        ? `Count: ${value.toLocaleString('en-US')}`
        : `Sum: ${formatReportValue(column.type, value)}`,
    );
  });
  return footers;
}

/** A cell: the value, as a link to the work order or vendor when the column says so. */
function ReportCell({ column, row }: { column: ReportColumn; row: ReportRow }) {
  const text = formatReportValue(column.type, row[column.name]);
  const id = column.link ? row[column.link.idField] : undefined;
  if (!column.link || id === null || id === undefined || text === '') return text;
  return (
    <Link component={RouterLink} to={`${REPORT_LINK_PATHS[column.link.to]}${String(id)}`}>
      {text}
    </Link>
  );
}

/** The grid columns of any report, drawn from the columns its answer describes. */
export function reportGridColumns(
  columns: readonly ReportColumn[],
  footers: ReadonlyMap<string, string> = new Map(),
): DataGridColumn<ReportRow>[] {
  return shownColumns(columns).map((column) => {
    const footer = footers.get(column.name);
    return {
      id: column.name,
      accessorFn: (row: ReportRow) => row[column.name],
      header: column.caption,
      dataType: toFieldType(column.type),
      enableSorting: !column.isDisplayOnly,
      isFilterable: !column.isDisplayOnly,
      hasHeaderFilter: !column.isDisplayOnly && (column.type === 'string' || column.type === 'boolean'),
      formatFilterValue: (value: unknown) => formatReportValue(column.type, value) || '(Blanks)',
      Cell: ({ row }: { row: { original: ReportRow } }) => <ReportCell column={column} row={row.original} />,
      ...(isNumeric(column) ? { muiTableBodyCellProps: { align: 'right' as const } } : {}),
      ...(footer ? { Footer: () => footer } : {}),
    };
  });
}
