import { sql } from 'drizzle-orm';
import {
  findReportGrid,
  isAdmin,
  REPORT_EXPORT_FILE,
  REPORT_MESSAGES,
  REPORTS,
  type ReportDataRequest,
  type ReportDefinition,
  type SessionUser,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { badRequest, forbidden } from '../../lib/errors';
import { readRows, type ListQuery } from '../../lib/list-query/index';
import { streamXlsx } from '../../lib/xlsx/xlsx-stream';
import { ACTIVITY_REPORTS } from './reports.activity';
import { findHeatMap } from './reports.heatmaps';
import { reportList, type ReportParams, type ReportQuery } from './reports.list';
import { VENDOR_REPORTS } from './reports.vendors';
import { WORK_ORDER_REPORTS } from './reports.work-orders';

export { REPORT_EXPORT_FILE };

/** Every grid report's query by id (docs/reports.md). */
const REPORT_QUERIES = new Map<number, ReportQuery>(
  [...WORK_ORDER_REPORTS, ...VENDOR_REPORTS, ...ACTIVITY_REPORTS].map((report) => [report.id, report]),
);

/** The report grid's page size (spec A "Reports": page size 100). */
export const REPORT_PAGE_SIZE = 100;
const DAY_MS = 86_400_000;

type ReportOptions = { db: Db; user: SessionUser };
export type ReportDataQuery = ListQuery & ReportDataRequest;

/** The reports the caller's user record grants (userreport), every one for an Admin, in id order. */
export async function findGrantedReports({ db, user }: ReportOptions) {
  const rows = isAdmin(user)
    ? await readRows<ReportDefinition>(
        db,
        sql`select "id", "reportname", "showdateselection", "reporttype" from "report" order by "id"`,
      )
    : await readRows<ReportDefinition>(
        db,
        sql`select r."id", r."reportname", r."showdateselection", r."reporttype"
          from "userreport" ur join "report" r on r."id" = ur."reportid"
          where ur."userid" = ${user.id} order by r."id"`,
      );
  return rows;
}

/**
 * The one gate of a report run (decision 151): an id of spec A's list (else 400 'Report is invalid.')
 * that the caller's user record grants (else 403), Admin every one.
 */
async function requireGrantedReport({ db, user, reportid }: ReportOptions & { reportid: number }) {
  const definition = REPORTS.find((item) => item.id === reportid);
  if (!definition)
    throw badRequest(REPORT_MESSAGES.unknownReport, { reportid: REPORT_MESSAGES.unknownReport });
  if (isAdmin(user)) return definition;
  const [granted] = await readRows(
    db,
    sql`select 1 from "userreport" where "userid" = ${user.id} and "reportid" = ${reportid}`,
  );
  if (!granted) throw forbidden(REPORT_MESSAGES.notGranted);
  return definition;
}

/** Begin Date .. End Date inclusive as [start, day after end); a begin after the end is a 400. */
function paramsOf(input: ReportDataRequest): ReportParams {
  const start = input.startDate ?? undefined;
  const endDay = input.endDate ?? undefined;
  if (start && endDay && start.getTime() > endDay.getTime())
    throw badRequest(REPORT_MESSAGES.dateOrder, { startDate: REPORT_MESSAGES.dateOrder });
  return { start, end: endDay ? new Date(endDay.getTime() + DAY_MS) : undefined, now: new Date() };
}

function gridRun(definition: ReportDefinition, input: ReportDataRequest) {
  const grid = findReportGrid(definition.id);
  const report = REPORT_QUERIES.get(definition.id);
  if (!grid || !report)
    throw badRequest('This report has no grid.', { reportid: 'This report has no grid.' });
  const params = paramsOf(input);
  return { grid, report, params, list: reportList(grid, report, params) };
}

/** POST /reports/getreportdata: a grid report's page (or groups), or a heat map's collections. */
export async function getReportData({ db, user, query }: ReportOptions & { query: ReportDataQuery }) {
  const definition = await requireGrantedReport({ db, user, reportid: query.reportid });
  if (definition.reporttype === 'heatmap') return findHeatMap(db, query, paramsOf(query));
  const { grid, report, params, list } = gridRun(definition, query);
  const answer = await list.find({
    db,
    user,
    query: { ...query, take: query.take ?? REPORT_PAGE_SIZE },
    conditions: report.conditions?.(params) ?? [],
  });
  return {
    reportid: definition.id,
    reportname: definition.reportname,
    columns: [...grid.columns],
    ...answer,
  };
}

/** POST /reports/export: the whole filtered, sorted report as Report.xlsx with its shown columns. */
export async function exportReport({ db, user, query }: ReportOptions & { query: ReportDataQuery }) {
  const definition = await requireGrantedReport({ db, user, reportid: query.reportid });
  if (definition.reporttype === 'heatmap')
    throw badRequest('A heat map has no grid to export.', { reportid: 'A heat map has no grid to export.' });
  const { grid, report, params, list } = gridRun(definition, query);
  const rows = list.stream({
    db,
    user,
    query: { ...query, group: undefined, groupSummary: undefined, totalSummary: undefined, skip: 0 },
    conditions: report.conditions?.(params) ?? [],
  });
  return streamXlsx({
    sheetName: definition.reportname.slice(0, 31),
    columns: grid.columns
      .filter((column) => !column.hidden)
      .map((column) => ({ key: column.name, header: column.caption, type: column.type })),
    rows,
  });
}
