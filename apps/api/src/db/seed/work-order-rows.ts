import {
  PRIORITIES,
  PRIORITY,
  STATUS,
  TRADE,
  WORK_ORDER_STATUSES,
  type StatusId,
} from '@dispatchwise/shared';
import { DAY, HOUR, SYNC_BACKLOG_MS, type Clock } from './clock';
import { push, takeId, type Batch } from './batch';
import { addDocuments } from './work-order-documents';
import { addNotes } from './work-order-notes';
import { money } from './rates';
import { weightTable, type Rng } from './random';
import { briefFor, CANCEL_REASONS, descriptionFor, type TextPools } from './text';
import type { World } from './world';

/** The first orders of a seed get every detail; the rest of a big seed only the core rows (decision 075). */
export const RICH_ORDER_LIMIT = 2_000;

export type OrderContext = { world: World; clock: Clock; pools: TextPools };

/** Share of orders still open: a little more in the demo orders, 5% beyond them (decision 075). */
const ACTIVE_SHARE = { rich: 0.09, bulk: 0.05 };

const S = STATUS;
const ALL_STATUS_IDS = WORK_ORDER_STATUSES.map((s) => s.id);
const HISTORIC = weightTable<StatusId>([
  [S.Invoiced, 78],
  [S.Cancelled, 18],
  [S.Denied, 4],
]);
const ACTIVE = weightTable<StatusId>([
  [S.Received, 12],
  [S.TBS, 8],
  [S.Dispatched, 15],
  [S.PendingProposalVendor, 5],
  [S.PendingProposalEDC, 4],
  [S.DFQ, 5],
  [S.WOA, 5],
  [S.POH, 3],
  [S.InProcess, 6],
  [S.TOS, 7],
  [S.WOP, 5],
  [S.CAR, 3],
  [S.VendorSupport, 3],
  [S.CompletedVendor, 6],
  [S.CWOP, 6],
  [S.NOD, 3],
  [S.RTB, 5],
  [S.BillingPending, 5],
]);
/** How old an order in each status is, in days [min, max]. */
const AGE_DAYS: Record<StatusId, readonly [number, number]> = {
  [S.Received]: [0.02, 2],
  [S.TBS]: [0.2, 10],
  [S.Dispatched]: [0.2, 14],
  [S.DFQ]: [1, 20],
  [S.PendingProposalVendor]: [2, 25],
  [S.PendingProposalEDC]: [4, 40],
  [S.WOA]: [5, 45],
  [S.POH]: [10, 90],
  [S.InProcess]: [3, 60],
  [S.TOS]: [0.3, 10],
  [S.WOP]: [3, 30],
  [S.CAR]: [2, 30],
  [S.VendorSupport]: [2, 30],
  [S.CompletedVendor]: [2, 20],
  [S.CWOP]: [3, 30],
  [S.NOD]: [5, 40],
  [S.RTB]: [5, 40],
  [S.BillingPending]: [7, 45],
  [S.Invoiced]: [20, 1000],
  [S.Cancelled]: [1, 1000],
  [S.Denied]: [2, 1000],
};
/** Waiting for a technician: the statuses the overdue-Emergency bell counts (decision 066). */
const WAITING: readonly StatusId[] = [S.Received, S.TBS, S.DFQ, S.Dispatched];
const ON_SITE: readonly StatusId[] = [
  S.TOS,
  S.WOP,
  S.NOD,
  S.CompletedVendor,
  S.CWOP,
  S.RTB,
  S.BillingPending,
  S.Invoiced,
];
const COMPLETED: readonly StatusId[] = [
  S.CompletedVendor,
  S.CWOP,
  S.NOD,
  S.RTB,
  S.BillingPending,
  S.Invoiced,
];
const SCHEDULED: readonly StatusId[] = [
  S.TBS,
  S.Dispatched,
  S.InProcess,
  S.VendorSupport,
  S.CAR,
  S.WOA,
  S.POH,
];
const PRIORITY_WEIGHTS = weightTable<number>([
  [PRIORITY.Emergency, 6],
  [PRIORITY.Urgent, 14],
  [PRIORITY.High, 20],
  [PRIORITY.Normal, 50],
  [PRIORITY.Low, 10],
]);
const ETA_HOURS = new Map(PRIORITIES.map((p) => [p.id as number, p.etahours]));
const TRADE_WEIGHTS = weightTable<number>([
  [TRADE.GeneralMaintenance, 35],
  [TRADE.Hvac, 30],
  [TRADE.Plumbing, 20],
  [TRADE.Electrical, 15],
]);
const DIVISION_WEIGHTS = weightTable<number>([
  [1, 80],
  [2, 8],
  [3, 6],
  [4, 6],
]);
const REQUEST_WEIGHTS = weightTable<number>([
  [1, 70],
  [2, 8],
  [3, 10],
  [4, 5],
  [5, 4],
  [6, 3],
]);

/** Special orders among the first RICH_ORDER_LIMIT: every status twice, overdue and fresh Emergencies. */
function plan(
  rng: Rng,
  ordinal: number,
  activeShare: number,
): { statusid: StatusId; overdue: boolean; freshEmergency: boolean } {
  const overdue = ordinal <= RICH_ORDER_LIMIT && ordinal % 200 === 17;
  const freshEmergency = ordinal <= RICH_ORDER_LIMIT && ordinal % 400 === 91;
  if (overdue || freshEmergency) return { statusid: rng.pick(WAITING), overdue, freshEmergency };
  if (ordinal <= ALL_STATUS_IDS.length * 2)
    return {
      statusid: ALL_STATUS_IDS[(ordinal - 1) % ALL_STATUS_IDS.length] as StatusId,
      overdue,
      freshEmergency,
    };
  return {
    statusid: rng.chance(activeShare) ? rng.weighted(ACTIVE) : rng.weighted(HISTORIC),
    overdue,
    freshEmergency,
  };
}

const minute = (ms: number) => Math.floor(ms / 60_000) * 60_000;

export function generateWorkOrder(ctx: OrderContext, batch: Batch, rng: Rng, ordinal: number): void {
  const { world, clock, pools } = ctx;
  const now = clock.anchor.getTime();
  const clamp = (ms: number) => Math.min(ms, now);
  const rich = ordinal <= RICH_ORDER_LIMIT;
  const { statusid, overdue, freshEmergency } = plan(
    rng,
    ordinal,
    rich ? ACTIVE_SHARE.rich : ACTIVE_SHARE.bulk,
  );
  const id = takeId(batch, 'workorder');
  const wonumber = String(batch.nextWonumber++);
  const isActive = statusid !== S.Invoiced && statusid !== S.Cancelled && statusid !== S.Denied;

  // Customer and job site; a child order stays at its parent's site.
  const parent =
    rich && ordinal > 100 && ordinal % 97 === 0 && batch.recent.length > 0
      ? rng.pick(batch.recent)
      : undefined;
  const customer = parent
    ? (world.customers.find((c) => c.id === parent.customerid) ?? rng.pick(world.customers))
    : world.demoCustomerId !== null && rng.chance(0.08)
      ? (world.customers.find((c) => c.id === world.demoCustomerId) ?? rng.pick(world.customers))
      : rng.pick(world.customers);
  const jobsite = parent
    ? {
        id: parent.jobsiteid,
        statecode: customer.jobsites.find((j) => j.id === parent.jobsiteid)?.statecode ?? '',
      }
    : rng.pick(customer.jobsites);

  let priorityid = overdue || freshEmergency ? PRIORITY.Emergency : rng.weighted(PRIORITY_WEIGHTS);
  // Only the planned Emergencies wait for a technician, so the Admin bell shows a known count.
  if (priorityid === PRIORITY.Emergency && WAITING.includes(statusid) && !overdue && !freshEmergency)
    priorityid = PRIORITY.Urgent;
  const [minAge, maxAge] = AGE_DAYS[statusid];
  const ageHours = overdue
    ? rng.int(5, 72)
    : freshEmergency
      ? rng.int(0, 2) + rng.next()
      : (minAge + (maxAge - minAge) * rng.next() ** (isActive ? 1.5 : 1)) * 24;
  const created = minute(now - ageHours * HOUR);
  const tradeid = rng.weighted(TRADE_WEIGHTS);
  const hasVendor =
    statusid !== S.Received && statusid !== S.Denied && (statusid !== S.Cancelled || rng.chance(0.5));
  const dispatched = hasVendor ? clamp(minute(created + (0.2 + rng.next() * 12) * HOUR)) : null;
  const dayStart = Math.floor(now / DAY) * DAY;
  let scheduled: number | null = null;
  if (SCHEDULED.includes(statusid)) scheduled = dayStart + rng.int(-2, 7) * DAY + rng.int(13, 22) * HOUR;
  else if (ON_SITE.includes(statusid) && dispatched !== null)
    scheduled = clamp(minute(dispatched + rng.int(2, 72) * HOUR));
  const onsite = ON_SITE.includes(statusid) ? scheduled : null;
  const completed =
    COMPLETED.includes(statusid) && onsite !== null ? clamp(onsite + rng.int(1, 48) * HOUR) : null;
  const invoiced =
    statusid === S.Invoiced && completed !== null ? clamp(completed + rng.int(3, 25) * DAY) : null;
  const cancelled =
    statusid === S.Cancelled || statusid === S.Denied ? clamp(created + rng.int(1, 240) * HOUR) : null;
  const modified = Math.max(
    created,
    dispatched ?? 0,
    onsite ?? 0,
    completed ?? 0,
    invoiced ?? 0,
    cancelled ?? 0,
  );
  const nte =
    priorityid === PRIORITY.Emergency
      ? customer.nte * 2
      : rng.chance(0.3)
        ? rng.pick([250, 350, 500, 750, 1000, 1500, 2500])
        : customer.nte;
  const dispatcherid =
    rng.chance(0.7) && customer.dispatcherid !== null ? customer.dispatcherid : rng.pick(world.dispatcherIds);
  const receiver = rng.pick(world.staff);
  const brief = briefFor(rng, tradeid);
  const onsiteDate = onsite === null ? null : new Date(onsite);
  const d = (ms: number | null) => (ms === null ? null : new Date(ms));

  // The vendor: the demo vendor gets a share, otherwise one who covers the trade in the site's state.
  let vendorid: number | null = null;
  if (hasVendor) {
    const local = world.vendorsByTradeState.get(`${tradeid}|${jobsite.statecode}`);
    vendorid =
      world.demoVendorId !== null && rng.chance(0.06)
        ? world.demoVendorId
        : local && local.length > 0
          ? rng.pick(local)
          : rng.pick(world.vendorsByTrade.get(tradeid) ?? world.vendorsByTrade.values().next().value ?? [0]);
  }
  const techauthid =
    vendorid !== null &&
    vendorid === world.demoVendorId &&
    world.demoTechAuthId !== null &&
    (onsite !== null || scheduled !== null) &&
    rng.chance(0.7)
      ? world.demoTechAuthId
      : null;

  push(batch, 'workorder', [
    id,
    wonumber,
    rng.chance(0.7) ? `${customer.customerprefix}-${rng.int(100000, 999999)}` : null,
    customer.id,
    jobsite.id,
    statusid,
    priorityid,
    rng.weighted(DIVISION_WEIGHTS),
    rng.weighted(REQUEST_WEIGHTS),
    dispatcherid,
    customer.dispatcherid,
    customer.salesrepid,
    receiver.id,
    techauthid,
    `${rng.pick(pools.firstNames)} ${rng.pick(pools.lastNames)}`,
    new Date(created),
    new Date(modified),
    d(dispatched),
    d(scheduled),
    isActive ? new Date(dayStart + rng.int(-3, 5) * DAY + 15 * HOUR) : null,
    new Date(created + (ETA_HOURS.get(priorityid) ?? 72) * HOUR),
    onsiteDate,
    onsiteDate
      ? `${String(onsiteDate.getUTCHours()).padStart(2, '0')}:${String(onsiteDate.getUTCMinutes()).padStart(2, '0')}:00`
      : null,
    d(completed),
    d(invoiced),
    money(nte),
    brief,
    descriptionFor(rng, brief),
    cancelled !== null ? rng.pick(CANCEL_REASONS) : null,
    rng.chance(isActive ? 0.08 : 0.005),
    rng.chance(0.3),
    rng.chance(0.4),
    parent?.id ?? null,
    parent !== undefined,
    customer.isservicechannel ? 'servicechannel' : null,
    customer.isservicechannel ? String(90_000_000 + id) : null,
    receiver.id,
    dispatcherid,
  ]);
  push(batch, 'workordertrade', [takeId(batch, 'workordertrade'), id, tradeid]);
  if (rng.chance(0.08)) {
    const second = rng.weighted(TRADE_WEIGHTS);
    if (second !== tradeid) push(batch, 'workordertrade', [takeId(batch, 'workordertrade'), id, second]);
  }

  // Vendor line: its cost, invoice number and accounting state follow the order's status.
  let workordervendorid: number | null = null;
  let costCents = 0;
  if (vendorid !== null && dispatched !== null) {
    workordervendorid = takeId(batch, 'workordervendor');
    costCents = rng.int(60, 95) * nte + (rng.chance(0.15) ? rng.int(500, 8000) * 100 : 0);
    const hasCost = completed !== null || statusid === S.Cancelled;
    const isQuoteOnly = statusid === S.DFQ || statusid === S.PendingProposalVendor;
    const invnumber =
      completed !== null && statusid !== S.CompletedVendor ? `INV-${rng.int(10000, 99999)}` : null;
    const approved =
      statusid === S.Invoiced || statusid === S.BillingPending || (statusid === S.RTB && rng.chance(0.5));
    const approvedDate = approved ? clamp((completed ?? modified) + rng.int(1, 72) * HOUR) : null;
    // Pushed to QuickBooks within days. A tenth waits on the Accounting screen: among the demo's (rich)
    // orders whatever its age, so the screen has work to show; among the bulk orders only for two weeks, so
    // the queue at a million orders is the few days' backlog of a real company, not years of it.
    const waitsForPush =
      statusid === S.Invoiced &&
      approvedDate !== null &&
      !rng.chance(0.9) &&
      (rich || now - approvedDate <= SYNC_BACKLOG_MS);
    const synced =
      statusid === S.Invoiced && approvedDate !== null && !waitsForPush
        ? clamp(approvedDate + rng.int(1, 96) * HOUR)
        : null;
    push(batch, 'workordervendor', [
      workordervendorid,
      id,
      vendorid,
      tradeid,
      money(nte * 0.8),
      // Until the work is done the quoted amount is the price agreed at dispatch (the line's NTE).
      money(hasCost ? costCents / 100 : isQuoteOnly ? 0 : nte * 0.8),
      isQuoteOnly,
      invnumber,
      statusid === S.Cancelled ? 'Cancelled' : 'Attached',
      statusid === S.NOD,
      null,
      approved,
      approved ? rng.pick(world.staff).id : null,
      d(approvedDate),
      synced !== null,
      d(synced),
      dispatcherid,
      new Date(dispatched),
    ]);
    if (synced !== null && invnumber !== null && rich)
      batch.paidBills.push({ vendorid, wonumber, invnumber, cents: costCents, date: new Date(synced) });
  }

  addNotes({ batch, rng, world, id, statusid, rich, receiver, dates: { created, dispatched, modified } });
  if (rich) {
    if (vendorid !== null && workordervendorid !== null && dispatched !== null) {
      addDocuments({
        ctx,
        batch,
        rng,
        id,
        wonumber,
        statusid,
        vendorid,
        workordervendorid,
        costCents,
        tradeid,
        brief,
        dates: { created, dispatched, completed, invoiced, modified },
      });
    }
    batch.recent.push({ id, customerid: customer.id, jobsiteid: jobsite.id });
    if (batch.recent.length > 50) batch.recent.shift();
  }
}
