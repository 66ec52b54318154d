import { sql, type SQL } from 'drizzle-orm';
import { reportResource, type ReportGrid } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import {
  defineServerList,
  readRows,
  type FieldMap,
  type FieldSql,
  type RawRow,
  type RowReader,
  type ServerList,
} from '../../lib/list-query/index';

/** The Begin/End dates of a run: `start` inclusive, `end` the day after End Date (exclusive). */
export type ReportRange = { start: Date | undefined; end: Date | undefined };

/** The report-14 and -24 parameters travel with the range; grid reports read only the range. */
export type ReportParams = ReportRange & { now: Date };

/**
 * A grid report as a declaration (decision 151): its SQL source for the run's parameters (aggregate
 * reports put the range inside their grouped subquery), the row key, one SQL expression per column of
 * its ReportGrid (packages/shared/src/resources/reports.ts), the run's conditions (the date range on an
 * indexed column) and, for display-only columns, `finish` over the page's rows.
 */
export type ReportQuery = {
  id: number;
  source: (params: ReportParams) => { from: SQL; id: SQL };
  fields: FieldMap;
  conditions?: (params: ReportParams) => SQL[];
  finish?: (rows: RawRow[], params: ReportParams) => void;
};

export const col = (expr: SQL, nullable = true): FieldSql => ({ expr, nullable });

/** `expr` within the range: sargable bounds on the stored column (no function around it). */
export const inRange = (expr: SQL, range: ReportRange): SQL[] => [
  ...(range.start ? [sql`${expr} >= ${range.start.toISOString()}::timestamptz`] : []),
  ...(range.end ? [sql`${expr} < ${range.end.toISOString()}::timestamptz`] : []),
];

/** The range as one SQL condition (`true` when open on both sides), for a grouped subquery's WHERE. */
export const rangeWhere = (expr: SQL, range: ReportRange): SQL => {
  const parts = inRange(expr, range);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
};

const ROW_KEY = 'reportrowkey';

/**
 * The page rows of a report in one set-based statement over all the page's keys (`key = any(keys)`),
 * instead of one correlated read per row: an aggregate report's grouped source then runs once for the
 * page, with the keys pushed into its GROUP BY (docs/decisions/110's `attach`).
 */
function setReader(report: ReportQuery, params: ReportParams, source: { from: SQL; id: SQL }): RowReader {
  const columns = Object.entries(report.fields).map(
    ([name, field]) => sql`${field.expr} as ${sql.identifier(name)}`,
  );
  return {
    select: (id) => sql`select ${id} as ${sql.identifier(ROW_KEY)}`,
    attach: async (db: Db, rows: RawRow[]) => {
      const keys = rows.map((row) => Number(row[ROW_KEY]));
      const found = await readRows(
        db,
        sql`select ${source.id} as ${sql.identifier(ROW_KEY)}, ${sql.join(columns, sql`, `)}
          from ${source.from} where ${source.id} = any(${`{${keys.join(',')}}`}::int4[])`,
      );
      const byKey = new Map(found.map((row) => [Number(row[ROW_KEY]), row]));
      for (const row of rows) {
        const values = byKey.get(Number(row[ROW_KEY])) ?? {};
        delete row[ROW_KEY];
        for (const name of Object.keys(report.fields)) row[name] = values[name] ?? null;
      }
      report.finish?.(rows, params);
    },
  };
}

/** The run's server list: the compiler, keyset pages, bounded count, groups, summaries and stream. */
export function reportList(grid: ReportGrid, report: ReportQuery, params: ReportParams): ServerList {
  const source = report.source(params);
  const reader = setReader(report, params, source);
  return defineServerList({
    resource: reportResource(grid),
    source,
    fields: report.fields,
    scope: () => sql`true`,
    cacheScope: () => 'internal',
    rows: () => reader,
  });
}
