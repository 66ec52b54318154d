import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ListFieldType } from '@dispatchwise/shared';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Row = Record<string, unknown>;

/** One column of a streamed sheet: the row key it reads, its heading and how its cells are written. */
export type XlsxColumn = {
  key: string;
  header: string;
  type: ListFieldType;
  /** A value the type alone cannot write (e.g. a list of objects), else `cellOf(type, value)`. */
  cell?: (value: unknown) => ExcelJS.CellValue;
};

const NUMBER_FORMATS: Partial<Record<ListFieldType, string>> = {
  date: 'mm/dd/yyyy',
  money: '"$"#,##0.00',
};

/** A row value as a spreadsheet cell: real dates and numbers, lists joined, booleans Yes/No. */
export function cellOf(type: ListFieldType, value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.join(', ');
  if (type === 'date') return value instanceof Date ? value : new Date(String(value));
  if (type === 'money' || type === 'number') return Number(value);
  if (type === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/**
 * The one .xlsx stream writer (work-order and alert exports, reports; docs/decisions/080, 151): rows
 * come in chunks (a list's keyset stream) and go out through exceljs' streaming writer, waiting for the
 * client when the socket is full and stopping the reader when it goes away. The first chunk is read
 * before the answer starts, so a value the database refuses is a 400, not a dropped connection
 * (decision 117).
 */
export async function streamXlsx(options: {
  sheetName: string;
  columns: readonly XlsxColumn[];
  rows: AsyncIterable<Row[]>;
}): Promise<PassThrough> {
  const { columns } = options;
  const rows = options.rows[Symbol.asyncIterator]();
  const first = await rows.next();
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(options.sheetName);
  sheet.columns = columns.map((column) => {
    const numFmt = NUMBER_FORMATS[column.type];
    return {
      header: column.header,
      key: column.key,
      width: column.type === 'string' ? 24 : 14,
      style: numFmt ? { numFmt } : {},
    };
  });
  const write = async () => {
    for (let next = first; !next.done; next = await rows.next()) {
      for (const row of next.value)
        sheet
          .addRow(
            columns.map((column) =>
              column.cell ? column.cell(row[column.key]) : cellOf(column.type, row[column.key]),
            ),
          )
          .commit();
      if (stream.destroyed) {
        await rows.return?.(undefined); // the client went away: stop reading
        return;
      }
      if (stream.writableNeedDrain) await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) =>
    stream.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return stream;
}
