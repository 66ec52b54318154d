import { and, eq, inArray } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { z } from 'zod';
import { listViewerOf, type ListField, type SessionUser } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { sitemeta } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { streamListRows } from '../../lib/list-query/index';
import { cellOf, streamXlsx, XLSX_TYPE } from '../../lib/xlsx/xlsx-stream';
import { resolveField } from '../../lib/list-query/fields';
import type { SQL } from 'drizzle-orm';
import {
  alertsConditions,
  alertsQuerySchema,
  compileWorkOrderList,
  workOrderListConditions,
  workOrderListQuerySchema,
  workOrderListSource,
} from './work-orders.list.service';
import { workOrderRowReader } from './work-orders.list.repository';

export const EXPORT_FILE_NAME = 'workorders.xlsx';
export { XLSX_TYPE };

const columnsParam = z
  .string()
  .max(5_000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Must be JSON.' });
      return z.NEVER;
    }
  })
  .pipe(z.array(z.string().max(100)).min(1, 'Choose at least one column.').max(60));

export const exportQuerySchema = workOrderListQuerySchema.extend({ columns: columnsParam });
export type ExportQuery = z.infer<typeof exportQuerySchema>;
/** The Alerts dashboard's export: its ETA window and checkboxes, the same columns parameter. */
export const alertsExportQuerySchema = alertsQuerySchema.extend({ columns: columnsParam });
export type AlertsExportQuery = z.infer<typeof alertsExportQuerySchema>;

type Row = Record<string, unknown>;

/** The vendors column lists the vendor names; every other column is written by its type. */
const vendorNames = (value: unknown): ExcelJS.CellValue =>
  Array.isArray(value)
    ? value.map((line) => (line as { vendorname?: string }).vendorname ?? '').join(', ')
    : cellOf('object[]', value);

/** Checks the columns (known, visible to the user, shown in the row) before anything is streamed. */
function exportColumns(user: SessionUser, names: readonly string[]): ListField[] {
  const viewer = listViewerOf(user);
  return names.map((name) => {
    const { field } = resolveField(workOrderListSource, viewer, name, 'columns');
    if (field.filterOnly || (field.type === 'object[]' && field.name !== 'vendors')) {
      const message = `Column '${field.name}' cannot be exported.`;
      throw badRequest(message, { columns: message });
    }
    return field;
  });
}

async function captionsOf(db: Db, fields: readonly ListField[]) {
  const rows = await db
    .select({ datafieldname: sitemeta.datafieldname, caption: sitemeta.displaynamefield })
    .from(sitemeta)
    .where(
      and(
        eq(sitemeta.tablename, 'workorder'),
        inArray(
          sitemeta.datafieldname,
          fields.map((field) => field.caption.datafieldname),
        ),
      ),
    );
  const byName = new Map(rows.map((row) => [row.datafieldname, row.caption]));
  return fields.map((field) => byName.get(field.caption.datafieldname) ?? field.name);
}

/**
 * The whole filtered, sorted result as .xlsx, streamed (docs/decisions/080): the options are
 * validated first (a 400 before any byte), then rows are read 1,000 at a time by keyset and written
 * by exceljs' streaming writer, waiting for the client when the socket is full.
 */
export async function exportWorkOrders(options: { db: Db; user: SessionUser; query: ExportQuery }) {
  const { columns, ...listQuery } = options.query;
  return exportRows({
    ...options,
    columns,
    listQuery,
    conditions: workOrderListConditions(options.user, listQuery),
  });
}

export async function exportAlerts(options: { db: Db; user: SessionUser; query: AlertsExportQuery }) {
  const { columns, ...listQuery } = options.query;
  return exportRows({
    ...options,
    columns,
    listQuery,
    ...alertsConditions(options.user, listQuery),
  });
}

async function exportRows({
  db,
  user,
  columns: names,
  listQuery,
  conditions,
  anyOf,
}: {
  db: Db;
  user: SessionUser;
  columns: readonly string[];
  listQuery: Omit<ExportQuery, 'columns'> | Omit<AlertsExportQuery, 'columns'>;
  conditions: SQL[];
  anyOf?: SQL[];
}) {
  const fields = exportColumns(user, names);
  const compiled = compileWorkOrderList({
    user,
    query: { ...listQuery, group: undefined, groupSummary: undefined, skip: 0 },
    conditions,
    ...(anyOf ? { anyOf } : {}),
  });
  const captions = await captionsOf(db, fields);
  return streamXlsx({
    sheetName: 'Work Orders',
    columns: fields.map((field, index) => ({
      key: field.name,
      header: captions[index] ?? field.name,
      type: field.type,
      ...(field.name === 'vendors' ? { cell: vendorNames } : {}),
    })),
    rows: streamListRows<Row>({
      db,
      source: workOrderListSource,
      compiled,
      row: workOrderRowReader(listViewerOf(user)),
    }),
  });
}
