import {
  EVENT_COUNT_KEYS,
  isOverWorkOrderNte,
  VENDOR_LINE_MESSAGES,
  vendorInvoiceHoldMessage,
  type SessionUser,
  type VendorLineDetail,
  type VendorQc,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { requireWorkOrder, withLockedWorkOrder, type ReadOnlyRule } from '../work-orders/index';
import * as lines from './vendor-lines.read.repository';
import * as repository from './vendor-lines.repository';
import { pgDate } from './sql-values';
import { toScorecard } from './vendor-scorecard';

/**
 * The Vendor tab's lines (spec B sections 2 and 3) and the lock every vendor-line verb takes
 * (docs/decisions/132): a line is changed inside its order's lock, with the order's read-only rule.
 */

type EventCountRow = Awaited<ReturnType<typeof lines.findLineEventCounts>>[number];
type QcRow = Awaited<ReturnType<typeof lines.findLineQcs>>[number];

function eventCountsOf(rows: readonly EventCountRow[], lineid: number): VendorLineDetail['eventcounts'] {
  const byCode = new Map(
    rows.filter((row) => row.workordervendorid === lineid).map((row) => [row.actiontype, row.count]),
  );
  return Object.fromEntries(
    Object.entries(EVENT_COUNT_KEYS).map(([key, code]) => [key, byCode.get(code) ?? 0]),
  ) as VendorLineDetail['eventcounts'];
}

function qcOf(rows: readonly QcRow[], lineid: number): VendorQc | null {
  const row = rows.find((qc) => qc.workordervendorid === lineid);
  return row ?? null;
}

/** The NTE guard's hold on an unapproved line over the order's NTE (issue 10 "Beyond the spec"). */
function holdOf(row: lines.VendorLineRow): VendorLineDetail['hold'] {
  if (row.isapproved || row.status === 'Cancelled' || !isOverWorkOrderNte(row, row.workordernte)) return null;
  const nte = row.workordernte!;
  return {
    reason: 'over-nte',
    message: vendorInvoiceHoldMessage(row.quotedamount, nte),
    amount: row.quotedamount,
    nte,
  };
}

async function toWire(db: Db, rows: lines.VendorLineRow[]): Promise<VendorLineDetail[]> {
  const ids = rows.map((row) => row.id);
  const [counts, qcs] = await Promise.all([lines.findLineEventCounts(db, ids), lines.findLineQcs(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    wovendorid: row.id,
    workordervendorid: row.id,
    workorderid: row.workorderid,
    vendorid: row.vendorid,
    vendorname: row.vendorname,
    vendoraddress: row.vendoraddress,
    vendorcity: row.vendorcity,
    vendorstate: row.vendorstate,
    vendorzip: row.vendorzip,
    phone: row.phone,
    dispatchemail: row.dispatchemail,
    nte: row.nte,
    quotedamount: row.quotedamount,
    minnte: row.minnte,
    quoteonly: row.quoteonly,
    invnumber: row.invnumber,
    status: row.status,
    workorderstatus: row.workorderstatus,
    paidbycc: row.paidbycc,
    nodflagged: row.nodflagged,
    note: row.note,
    isapproved: row.isapproved,
    approveddate: pgDate(row.approveddate),
    approvedby: row.approvedby,
    syncedtoaccountingdate: row.syncedtoaccountingdate === null ? null : pgDate(row.syncedtoaccountingdate),
    createddate: pgDate(row.createddate),
    tradeid: row.tradeid,
    tradename: row.tradename,
    tradearray: row.tradearray ?? [],
    tierid: row.tierid,
    vendorstatustypeid: row.vendorstatustypeid,
    wocount: Number(row.wocount),
    eventcounts: eventCountsOf(counts, row.id),
    qc: qcOf(qcs, row.id),
    scorecard: row.tradeid === null ? null : toScorecard(row.tradeid, row),
    hold: holdOf(row),
  }));
}

/** GET /workorder/vendors?workorderid: the order's lines, newest first. */
export async function findWorkOrderVendorLines(options: { db: Db; user: SessionUser; workorderid: number }) {
  const { db, user, workorderid } = options;
  await requireWorkOrder({ db, user, id: workorderid });
  return toWire(db, await lines.findVendorLineRows(db, { workorderid }));
}

/** One line as the verbs answer it. */
export async function getVendorLineDetail(db: Db, id: number): Promise<VendorLineDetail> {
  const [line] = await toWire(db, await lines.findVendorLineRows(db, { id }));
  if (!line) throw new HttpError(404, VENDOR_LINE_MESSAGES.lineNotFound);
  return line;
}

/**
 * A change of one line inside its order's lock: 404 for an unknown line, the order's guard (404, 403,
 * read-only rule `forChange`), then the line as it is under the lock.
 */
export async function withLockedLine<T>(
  options: { db: Db; user: SessionUser; id: number; forChange: ReadOnlyRule },
  action: (tx: Db, line: repository.LineForChange) => Promise<T>,
): Promise<T> {
  const { db, user, id, forChange } = options;
  const workorderid = await repository.getLineWorkOrderId(db, id);
  if (workorderid === undefined) throw new HttpError(404, VENDOR_LINE_MESSAGES.lineNotFound);
  return withLockedWorkOrder({ db, user, id: workorderid, forChange }, async (tx) => {
    const line = await repository.getLineForChange(tx, id);
    // Deleted, or (never in practice) moved, between the first read and the lock.
    if (!line || line.workorderid !== workorderid)
      throw new HttpError(404, VENDOR_LINE_MESSAGES.lineNotFound);
    return action(tx, line);
  });
}

/** GET /workorder/vendor/attachments/{workordervendorid}: the line's files (staff only: every file). */
export async function findVendorLineAttachments(options: {
  db: Db;
  user: SessionUser;
  workordervendorid: number;
}) {
  const { db, user, workordervendorid } = options;
  const workorderid = await repository.getLineWorkOrderId(db, workordervendorid);
  if (workorderid === undefined) throw new HttpError(404, VENDOR_LINE_MESSAGES.lineNotFound);
  await requireWorkOrder({ db, user, id: workorderid });
  return lines.findLineAttachments(db, workordervendorid);
}
