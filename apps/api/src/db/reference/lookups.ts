import {
  ATTACHMENT_TYPES,
  CAPTIONS,
  DIVISIONS,
  LABOR_RATE_TYPES,
  LINE_ITEM_TYPES,
  NOTE_TYPES,
  PERTAINS_TO_LIST,
  PRIORITIES,
  QC_RATINGS,
  REPORTS,
  REQUEST_TYPES,
  SKILL_LEVELS,
  TERMS,
  TIERS,
  TRADES,
  UNITS,
  VENDOR_DOCUMENT_STATUSES,
  VENDOR_STATUS_TYPES,
  WORK_ORDER_STATUSES,
} from '@dispatchwise/shared';
import type { Db } from '../client';
import { MANAGEMENT_PROVIDERS } from './management-providers';
import { run, upsertStatement, valuesList } from './sql-text';
import type { SqlValue } from './sql-text';

type Upsert = { table: string; columns: string[]; key: string[]; rows: SqlValue[][] };

const byId = (table: string, columns: string[], rows: SqlValue[][]): Upsert => ({
  table,
  columns,
  key: [columns[0] ?? 'id'],
  rows,
});

/** Every lookup table and its rows, all taken from `@dispatchwise/shared` constants. */
export const lookupUpserts = (): Upsert[] => [
  byId(
    'workorderstatus',
    ['id', 'name', 'description', 'color', 'sortorder', 'isactive', 'isdefaultonnew'],
    WORK_ORDER_STATUSES.map((s) => [
      s.id,
      s.name,
      s.description,
      s.color,
      s.sortorder,
      s.isactive,
      s.isdefaultonnew,
    ]),
  ),
  byId(
    'priority',
    ['id', 'name', 'etahours', 'color', 'sortorder', 'isdefaultonnew'],
    PRIORITIES.map((p) => [p.id, p.name, p.etahours, p.color, p.sortorder, p.isdefaultonnew]),
  ),
  byId(
    'division',
    ['id', 'name', 'sortorder', 'isdefaultonnew'],
    DIVISIONS.map((d) => [d.id, d.name, d.sortorder, d.isdefaultonnew]),
  ),
  byId(
    'requesttype',
    ['id', 'name', 'sortorder', 'isdefaultonnew'],
    REQUEST_TYPES.map((r) => [r.id, r.name, r.sortorder, r.isdefaultonnew]),
  ),
  byId(
    'trade',
    ['tradeid', 'tradename', 'type', 'isstore'],
    TRADES.map((t) => [t.tradeid, t.tradename, t.type, t.isstore]),
  ),
  byId(
    'attachmenttype',
    ['id', 'attachmenttype', 'isworkorder', 'isvendor', 'iscustomer'],
    ATTACHMENT_TYPES.map((a) => [
      a.id,
      a.attachmenttype,
      a.areas.includes('workorder'),
      a.areas.includes('vendor'),
      a.areas.includes('customer'),
    ]),
  ),
  byId(
    'lineitemtype',
    ['id', 'name'],
    LINE_ITEM_TYPES.map((x) => [x.id, x.name]),
  ),
  byId(
    'unit',
    ['id', 'name'],
    UNITS.map((x) => [x.id, x.name]),
  ),
  byId(
    'skilllevel',
    ['id', 'name'],
    SKILL_LEVELS.map((x) => [x.id, x.name]),
  ),
  byId(
    'laborratetype',
    ['id', 'name', 'multiplier'],
    LABOR_RATE_TYPES.map((x) => [x.id, x.name, x.multiplier]),
  ),
  byId(
    'notetype',
    ['id', 'name', 'typeid', 'isselectable', 'issystem'],
    NOTE_TYPES.map((n) => [n.id, n.name, n.typeid, n.isselectable, n.issystem]),
  ),
  byId(
    'pertainsto',
    ['id', 'name'],
    PERTAINS_TO_LIST.map((x) => [x.id, x.name]),
  ),
  byId(
    'qcrating',
    ['id', 'name'],
    QC_RATINGS.map((x) => [x.id, x.name]),
  ),
  byId(
    'vendorstatustype',
    ['id', 'type', 'color', 'isdispatchable'],
    VENDOR_STATUS_TYPES.map((v) => [v.id, v.type, v.color, v.isdispatchable]),
  ),
  byId(
    'tier',
    ['id', 'name', 'isdispatchable'],
    TIERS.map((t) => [t.id, t.name, t.isdispatchable]),
  ),
  byId(
    'term',
    ['id', 'termdescription', 'days'],
    TERMS.map((t) => [t.id, t.termdescription, t.days]),
  ),
  byId(
    'vendordocumentstatus',
    ['id', 'name'],
    VENDOR_DOCUMENT_STATUSES.map((x) => [x.id, x.name]),
  ),
  byId(
    'report',
    ['id', 'reportname', 'showdateselection', 'reporttype'],
    REPORTS.map((r) => [r.id, r.reportname, r.showdateselection, r.reporttype]),
  ),
  {
    table: 'sitemeta',
    columns: ['tablename', 'datafieldname', 'displaynamefield'],
    key: ['tablename', 'datafieldname'],
    rows: Object.entries(CAPTIONS).flatMap(([tablename, fields]) =>
      Object.entries(fields).map(([field, caption]) => [tablename, field, caption]),
    ),
  },
];

/** Upserts the lookups; management providers and the sync state row are only created, never reset. */
export async function seedLookups(db: Db): Promise<void> {
  for (const upsert of lookupUpserts()) await run(db, upsertStatement(upsert));
  await run(
    db,
    `INSERT INTO "managementprovider" ("id", "managementprovider", "webaddress", "userid", "password") VALUES
${valuesList(MANAGEMENT_PROVIDERS.map((m) => [m.id, m.managementprovider, m.webaddress, m.userid, m.password]))}
ON CONFLICT DO NOTHING`,
  );
  // Explicit ids above: move the sequence past them so created providers do not collide.
  await run(
    db,
    `SELECT setval(pg_get_serial_sequence('managementprovider', 'id'), (SELECT max("id") FROM "managementprovider"))`,
  );
  await run(db, `INSERT INTO "accountingsyncstate" ("id") VALUES (1) ON CONFLICT DO NOTHING`);
}
