import {
  canCheckInToWorkOrder,
  isAssignedTechOnly,
  isBeforeTechOnSite,
  isOutsideGeofence,
  STATUS,
  updateStatusSchema,
  VENDOR_PORTAL_CHECKIN_MESSAGES,
  type CheckInKind,
  type SessionUser,
  type VendorPortalCheckInAnswer,
  type VendorPortalCheckInInput,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { insertEvent } from '../vendor-lines/index';
import { insertNote, systemNote, updateWorkOrder, updateWorkOrderStatus } from '../work-orders/index';
import { portalVendorId } from './vendor-portal.guard';
import * as repository from './vendor-portal.checkin.repository';
import { withPortalWorkOrder } from './vendor-portal.work-orders.service';

// Check-in and check-out from the technician's phone (issue 15 "Beyond the spec", docs/decisions/159).

type CheckInOptions = {
  db: Db;
  user: SessionUser;
  input: VendorPortalCheckInInput;
  radius: number;
  /** The customer's status-change notification links to its portal (decision 168). */
  publicUrl: string;
};

const metres = (distance: number) =>
  distance >= 1000 ? `${(distance / 1000).toFixed(1)} km` : `${Math.round(distance)} m`;

/** The System note that tells the dispatcher about a check-in outside the fence. */
function outsideNote(options: {
  user: SessionUser;
  distance: number;
  radius: number;
  accuracy?: number | null;
}) {
  const { user, distance, radius, accuracy } = options;
  const precision = accuracy == null ? '' : ` (location accuracy ${metres(accuracy)})`;
  return `${user.name} checked in ${metres(distance)} from the job site, outside the ${metres(radius)} geofence${precision}.`;
}

/**
 * The caller's check-in or check-out on one order, under the order's lock: the portal scope, the
 * read-only rule (never on Invoiced or Cancelled), and the caller's last entry (a check-out needs an
 * open check-in, a check-in a closed one). `onRecorded` adds what the kind changes on the order.
 */
async function recordEntry(
  options: CheckInOptions & { kind: CheckInKind },
  onRecorded: (
    tx: Db,
    context: { vendorid: number; statusid: number; outsidefence: boolean; distance: number | null },
  ) => Promise<number>,
) {
  const { db, user, input, radius, kind } = options;
  const id = input.workorderid;
  // The portal's guard (decision 158): 404 outside the caller's portal, 403 without a line of its vendor.
  const isAllowed: Parameters<typeof withPortalWorkOrder>[0]['isAllowed'] = (scope, workOrder) =>
    canCheckInToWorkOrder(user, { ...scope, status: workOrder.statusid });
  return withPortalWorkOrder({ db, user, id, isAllowed }, async (tx, { vendorid, workOrder }) => {
    const [last] = await repository.findLastCheckIns(tx, { workorderids: [id], userid: user.id });
    const isCheckedIn = last?.kind === 'checkin';
    if (kind === 'checkin' && isCheckedIn)
      throw new HttpError(400, VENDOR_PORTAL_CHECKIN_MESSAGES.alreadyCheckedIn);
    if (kind === 'checkout' && !isCheckedIn)
      throw new HttpError(400, VENDOR_PORTAL_CHECKIN_MESSAGES.notCheckedIn);

    const place = await repository.getCheckInPlace(tx, {
      workorderid: id,
      latitude: input.latitude,
      longitude: input.longitude,
    });
    const distance = place?.distance == null ? null : Math.round(place.distance);
    const geofencing = place?.overridegeofencing !== true;
    const outsidefence =
      kind === 'checkin' && isOutsideGeofence({ distance, radius, overridegeofencing: !geofencing });
    const record = await repository.insertCheckIn(tx, {
      workorderid: id,
      vendorid,
      userid: user.id,
      kind,
      latitude: input.latitude,
      longitude: input.longitude,
      accuracy: input.accuracy ?? null,
      distance,
      geofencing,
      outsidefence,
    });
    const statusid = await onRecorded(tx, { vendorid, statusid: workOrder.statusid, outsidefence, distance });
    return { record, geofencing, statusid, outsidefence };
  });
}

/**
 * POST /vendorprofile/checkin: records where the tech is; outside the fence (geofencing not disabled
 * for the order) the order is flagged with a System note for the dispatcher, never refused. The
 * order goes to TOS through the status change (its note and rules) unless it is already there or
 * past it, and the vendor's lines get their first TOS event: the arrival the scorecard reads.
 */
export async function checkIn(options: CheckInOptions): Promise<VendorPortalCheckInAnswer> {
  const { user, input, radius } = options;
  const id = input.workorderid;
  const result = await recordEntry({ ...options, kind: 'checkin' }, async (tx, context) => {
    if (context.outsidefence) {
      await updateWorkOrder(tx, { id, userid: user.id, changes: { flagged: true } });
      const note = outsideNote({ user, distance: context.distance!, radius, accuracy: input.accuracy });
      await insertNote(tx, systemNote(user, id, note));
    }
    for (const line of await repository.findLinesWithoutArrival(tx, {
      workorderid: id,
      vendorid: context.vendorid,
    }))
      await insertEvent(tx, {
        workorderid: id,
        workordervendorid: line.id,
        vendorid: context.vendorid,
        actiontype: 'TOS',
        type: 'checkin',
        createdby: user.id,
      });
    if (!isBeforeTechOnSite(context.statusid)) return context.statusid;
    await updateWorkOrderStatus({
      db: tx,
      user,
      publicUrl: options.publicUrl,
      // The status popup's own contract: the change is the one staff make.
      input: updateStatusSchema.parse({
        workorderid: id,
        statusid: STATUS.TOS,
        note: VENDOR_PORTAL_CHECKIN_MESSAGES.statusNote,
      }),
    });
    return STATUS.TOS;
  });
  return {
    ...result.record,
    geofencing: result.geofencing,
    radius,
    statusid: result.statusid,
    message: result.outsidefence
      ? VENDOR_PORTAL_CHECKIN_MESSAGES.checkedInOutside
      : VENDOR_PORTAL_CHECKIN_MESSAGES.checkedIn,
  };
}

/** POST /vendorprofile/checkout: records the departure (the caller's open check-in is closed). */
export async function checkOut(options: CheckInOptions): Promise<VendorPortalCheckInAnswer> {
  const result = await recordEntry({ ...options, kind: 'checkout' }, async (_, context) => context.statusid);
  return {
    ...result.record,
    geofencing: result.geofencing,
    radius: options.radius,
    statusid: result.statusid,
    message: VENDOR_PORTAL_CHECKIN_MESSAGES.checkedOut,
  };
}

const DAY_MS = 86_400_000;

/**
 * GET /vendorprofile/today: the caller's orders scheduled before the end of `date` (the phone's
 * day, else today in UTC; schedule dates are days stored at midnight UTC, decision 131) whose field
 * work is not over, with the site's place and the caller's last check-in or check-out.
 */
export async function findTodayWork(options: {
  db: Db;
  user: SessionUser;
  date?: Date | null;
  radius: number;
}) {
  const { db, user, radius } = options;
  const day = options.date ?? new Date();
  const before = new Date(Math.floor(day.getTime() / DAY_MS) * DAY_MS + DAY_MS);
  const orders = await repository.findTodayOrders(db, {
    vendorid: portalVendorId(user),
    techauthid: isAssignedTechOnly(user) ? user.user_id : undefined,
    before,
  });
  const last = await repository.findLastCheckIns(db, {
    workorderids: orders.map((order) => order.id),
    userid: user.id,
  });
  const byOrder = new Map(last.map((entry) => [entry.workorderid, entry]));
  return { radius, data: orders.map((order) => ({ ...order, last: byOrder.get(order.id) ?? null })) };
}
