import { formatDate, NOTE_TYPE, PERTAINS_TO, type SessionUser } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { getActiveDispatcher, getUserName } from '../admin/index';
import { getCustomerById } from '../customers/index';
import { withLockedWorkOrder } from './work-orders.guard';
import { insertNote, type NewNote } from './work-orders.notes';
import * as repository from './work-orders.repository';
import type { WorkOrderSummary } from './work-orders.repository';

/**
 * The work-order row actions of spec A (sections 2, 4, 5 and 7) and their rules (docs/decisions/086).
 * Each action is one transaction that locks the order first (requireWorkOrder, decision 123).
 */

async function withDispatcherName(db: Db, summary: WorkOrderSummary) {
  return { ...summary, dispatcher: await getUserName(db, summary.dispatcherid) };
}

/** A server-written Internal note recording a change and its reason. */
function actionNote(user: SessionUser, workorderid: number, note: string): NewNote {
  return {
    workorderid,
    note,
    notetypeid: NOTE_TYPE.Internal,
    typeid: 1,
    pertainsto: PERTAINS_TO.Internal,
    createdby: user.id,
    createdbyuser: user.name,
    modifiedby: user.id,
  };
}

/** Take Ownership: the signed-in user becomes the order's dispatcher (spec A section 4). */
export function takeOwnership(options: { db: Db; user: SessionUser; workorderid: number }) {
  const { db, user, workorderid } = options;
  return withLockedWorkOrder({ db, user, id: workorderid, forChange: 'invoiced-or-cancelled' }, async (tx) =>
    withDispatcherName(
      tx,
      await repository.updateWorkOrder(tx, {
        id: workorderid,
        userid: user.id,
        changes: { dispatcherid: user.id },
      }),
    ),
  );
}

/** Flag/Un-Flag toggles; a marker for the team, so it is allowed on closed orders too (decision 086). */
export function toggleFlag(options: { db: Db; user: SessionUser; workorderid: number }) {
  const { db, user, workorderid } = options;
  return withLockedWorkOrder({ db, user, id: workorderid, forChange: 'any-status' }, async (tx, workOrder) =>
    withDispatcherName(
      tx,
      await repository.updateWorkOrder(tx, {
        id: workorderid,
        userid: user.id,
        changes: { flagged: !workOrder.flagged },
      }),
    ),
  );
}

async function requireDispatcher(db: Db, key: number | string) {
  const dispatcher = await getActiveDispatcher(db, key);
  if (!dispatcher) {
    const message = 'Dispatcher is invalid.';
    throw new HttpError(400, message, { userid: message });
  }
  return dispatcher;
}

export function reassignDispatcher(options: {
  db: Db;
  user: SessionUser;
  input: { workorderid: number; userid: number | string };
}) {
  const { db, user, input } = options;
  return withLockedWorkOrder(
    { db, user, id: input.workorderid, forChange: 'invoiced-or-cancelled' },
    async (tx) => {
      const dispatcher = await requireDispatcher(tx, input.userid);
      return withDispatcherName(
        tx,
        await repository.updateWorkOrder(tx, {
          id: input.workorderid,
          userid: user.id,
          changes: { dispatcherid: dispatcher.id },
        }),
      );
    },
  );
}

export async function reassignDispatchers(options: {
  db: Db;
  user: SessionUser;
  input: { customerid: number; userid: number | string };
}) {
  const { db, user, input } = options;
  return db.transaction(async (tx) => {
    if (!(await getCustomerById(tx, input.customerid))) {
      const message = 'Customer is invalid.';
      throw new HttpError(400, message, { customerid: message });
    }
    const dispatcher = await requireDispatcher(tx, input.userid);
    const updated = await repository.reassignCustomerWorkOrders(tx, {
      customerid: input.customerid,
      dispatcher,
      userid: user.id,
    });
    return { customerid: input.customerid, dispatcherid: dispatcher.id, updated };
  });
}

/** enabled=false sets the override (geofencing off for the order's check-ins), enabled=true clears it. */
export function setGeofencing(options: { db: Db; user: SessionUser; workorderid: number; enabled: boolean }) {
  const { db, user, workorderid, enabled } = options;
  return withLockedWorkOrder({ db, user, id: workorderid, forChange: 'invoiced-or-cancelled' }, async (tx) =>
    withDispatcherName(
      tx,
      await repository.updateWorkOrder(tx, {
        id: workorderid,
        userid: user.id,
        changes: { overridegeofencing: !enabled },
      }),
    ),
  );
}

const shown = (date: Date | null) => formatDate(date) || '(none)';

export function updateScheduleDate(options: {
  db: Db;
  user: SessionUser;
  input: { id: number; scheduledate: Date; reason: string };
}) {
  const { db, user, input } = options;
  return withLockedWorkOrder(
    { db, user, id: input.id, forChange: 'invoiced-or-cancelled' },
    async (tx, workOrder) => {
      const updated = await repository.updateWorkOrder(tx, {
        id: input.id,
        userid: user.id,
        changes: { scheduledate: input.scheduledate },
      });
      await insertNote(
        tx,
        actionNote(
          user,
          input.id,
          `Schedule Date changed from ${shown(workOrder.scheduledate)} to ${shown(input.scheduledate)}. Reason: ${input.reason}`,
        ),
      );
      return withDispatcherName(tx, updated);
    },
  );
}

/** The Follow-up Date is the order's `promisedate` (spec A "Work Orders list"). */
export function updateFollowUpDate(options: {
  db: Db;
  user: SessionUser;
  input: { id: number; followupdate: Date; reason?: string | null | undefined };
}) {
  const { db, user, input } = options;
  return withLockedWorkOrder(
    { db, user, id: input.id, forChange: 'invoiced-or-cancelled' },
    async (tx, workOrder) => {
      const updated = await repository.updateWorkOrder(tx, {
        id: input.id,
        userid: user.id,
        changes: { promisedate: input.followupdate },
      });
      const reason = input.reason?.trim();
      await insertNote(
        tx,
        actionNote(
          user,
          input.id,
          `Follow-up Date changed from ${shown(workOrder.promisedate)} to ${shown(input.followupdate)}.${reason ? ` Reason: ${reason}` : ''}`,
        ),
      );
      return withDispatcherName(tx, updated);
    },
  );
}
