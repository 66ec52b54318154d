import {
  canAddWorkOrderNote,
  canChangeVendorPortalWorkOrder,
  canSeeVendorPortalWorkOrder,
  NOTE_TYPE,
  NOTE_TYPES,
  PERTAINS_TO,
  SYSTEM_NOTE_TEXT,
  VENDOR_PORTAL_WORK_ORDER_MESSAGES,
  WORK_ORDER_MESSAGES,
  type SessionUser,
  type VendorPortalAssignTechInput,
  type VendorPortalNoteInput,
  type VendorPortalScheduleDateInput,
  type VendorPortalWorkOrder,
  type VendorPortalWorkOrderScope,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import {
  findNoteRecipients,
  insertNote,
  parseEmails,
  queueNoteEmails,
  requireWorkOrder,
  systemNote,
  updateWorkOrder,
  withLockedWorkOrder,
  type WorkOrderSummary,
} from '../work-orders/index';
import { portalVendorId } from './vendor-portal.guard';
import * as repository from './vendor-portal.work-orders.repository';

// The vendor portal's work orders (issue 15, spec C 2.8, docs/decisions/158): the Work-order details,
// Add Note, Assign Tech and the vendor's Schedule Date.

type Options = { db: Db; user: SessionUser; id: number };

/**
 * The portal's scope, checked before the one work-order guard (decision 123) so that an order of the
 * caller's vendor outside the caller's portal (its line cancelled, or for a Tech an order not assigned
 * to it, which the guard refuses with 403 since decision 158) answers 404 as it is in none of the
 * caller's lists: a Tech never learns that a colleague's order exists. A missing order is 404, an
 * order without a line of the caller's vendor 403 (decision 065), as the guard answers.
 */
export async function requirePortalScope({ db, user, id }: Options) {
  const vendorid = portalVendorId(user);
  const scope = await repository.getPortalScope(db, { workorderid: id, vendorid });
  if (scope && canSeeVendorPortalWorkOrder(user, scope)) return { vendorid, scope };
  if (!scope || scope.lines.length > 0) throw new HttpError(404, WORK_ORDER_MESSAGES.notFound);
  throw new HttpError(403, 'Forbidden');
}

/** A change of one order in the portal: the portal scope, its lock, the scope again, then `isAllowed`. */
export async function withPortalWorkOrder<T>(
  options: Options & {
    isAllowed: (scope: VendorPortalWorkOrderScope, workOrder: WorkOrderSummary) => boolean;
  },
  action: (tx: Db, context: { vendorid: number; workOrder: WorkOrderSummary }) => Promise<T>,
): Promise<T> {
  const { isAllowed, ...guard } = options;
  await requirePortalScope(guard);
  return withLockedWorkOrder({ ...guard, forChange: 'any-status' }, async (tx, workOrder) => {
    const { vendorid, scope } = await requirePortalScope({ ...guard, db: tx });
    if (!isAllowed(scope, workOrder)) throw new HttpError(400, WORK_ORDER_MESSAGES.readOnly);
    return action(tx, { vendorid, workOrder });
  });
}

/** GET /vendorprofile/workorder?id=: the header, the Work Order tab and the caller's own lines only. */
export async function getPortalWorkOrder(options: Options): Promise<VendorPortalWorkOrder> {
  const { db, user, id } = options;
  const { vendorid, scope } = await requirePortalScope(options);
  await requireWorkOrder({ db, user, id });
  const row = await repository.getPortalWorkOrderRow(db, id);
  if (!row) throw new HttpError(404, WORK_ORDER_MESSAGES.notFound);
  // One query at a time: `db` may be a transaction's single connection.
  const trades = await repository.findTradeNames(db, id);
  const vendors = await repository.findOwnVendorLines(db, { workorderid: id, vendorid });
  const canchange = canChangeVendorPortalWorkOrder(user, { ...scope, status: row.statusid });
  return { ...row, trades, vendors, canchange };
}

/**
 * POST /vendorprofile/savenote: a Vendor note (canvendorsee, visible to staff, never to the customer),
 * e-mailed to the Additional Email Addresses through the outbox as staff notes are. Refused on an
 * Invoiced order, as every Add Note (canAddWorkOrderNote).
 */
export function savePortalNote(options: { db: Db; user: SessionUser; input: VendorPortalNoteInput }) {
  const { db, user, input } = options;
  const emails = parseEmails(input.emails);
  const type = NOTE_TYPES.find((candidate) => candidate.id === NOTE_TYPE.Vendor)!;
  return withPortalWorkOrder(
    {
      db,
      user,
      id: input.workorderid,
      isAllowed: (_, workOrder) => canAddWorkOrderNote(user, workOrder.statusid),
    },
    async (tx, { workOrder }) => {
      const recipients = await findNoteRecipients(tx, {
        emailuserids: [],
        otherEmails: emails,
        field: 'emails',
      });
      const saved = await insertNote(tx, {
        workorderid: workOrder.id,
        note: input.note,
        notetypeid: type.id,
        typeid: type.typeid,
        pertainsto: PERTAINS_TO.Vendor,
        emails: emails.length > 0 ? emails.join(', ') : null,
        canvendorsee: true,
        isvisibletocustomer: false,
        createdby: user.id,
        createdbyuser: user.name,
        modifiedby: user.id,
      });
      const emailed = await queueNoteEmails(tx, {
        user,
        workorderid: workOrder.id,
        note: saved,
        notetype: type.name,
        recipients,
        source: 'note',
      });
      return {
        id: saved.id,
        workorderid: saved.workorderid,
        notenumber: saved.notenumber,
        note: saved.note,
        canvendorsee: saved.canvendorsee,
        emailed,
        message: VENDOR_PORTAL_WORK_ORDER_MESSAGES.noteAdded,
      };
    },
  );
}

const canChange = (user: SessionUser) => (scope: VendorPortalWorkOrderScope, workOrder: WorkOrderSummary) =>
  canChangeVendorPortalWorkOrder(user, { ...scope, status: workOrder.statusid });

/** PUT /vendorprofile/assigntech: one of the vendor's own techs (or none) becomes the order's techauthid. */
export function assignPortalTech(options: { db: Db; user: SessionUser; input: VendorPortalAssignTechInput }) {
  const { db, user, input } = options;
  return withPortalWorkOrder(
    { db, user, id: input.workorderid, isAllowed: canChange(user) },
    async (tx, { vendorid }) => {
      const tech =
        input.techauthid === null
          ? { user_id: null, name: null }
          : await repository.getVendorTech(tx, { vendorid, user_id: input.techauthid });
      if (!tech) {
        const message = VENDOR_PORTAL_WORK_ORDER_MESSAGES.techInvalid;
        throw new HttpError(400, message, { techauthid: message });
      }
      await updateWorkOrder(tx, {
        id: input.workorderid,
        userid: user.id,
        changes: { techauthid: tech.user_id },
      });
      return { id: input.workorderid, techauthid: tech.user_id, techname: tech.name };
    },
  );
}

/** PUT /vendorprofile/updatescheduledate: the vendor's Schedule Date, with the System note "Vendor Updated". */
export async function updatePortalScheduleDate(options: {
  db: Db;
  user: SessionUser;
  input: VendorPortalScheduleDateInput;
}) {
  const { db, user, input } = options;
  await withPortalWorkOrder({ db, user, id: input.id, isAllowed: canChange(user) }, async (tx) => {
    await updateWorkOrder(tx, {
      id: input.id,
      userid: user.id,
      changes: { scheduledate: input.scheduledate },
    });
    // The vendor sees its own change among the System notes.
    await insertNote(tx, {
      ...systemNote(user, input.id, SYSTEM_NOTE_TEXT.vendorUpdated),
      canvendorsee: true,
    });
  });
  return getPortalWorkOrder({ db, user, id: input.id });
}
