import {
  isWorkOrderReadOnly,
  NOTE_TYPE,
  PERTAINS_TO,
  REOPEN_STATUS_ID,
  type SessionUser,
  STATUS,
  type UpdateFollowUpInput,
  type UpdateStatusInput,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { findWorkOrderLookups } from '../customers/index';
import * as repository from './work-orders.detail.repository';
import { loadWorkOrderDetail } from './work-orders.detail.service';
import { withLockedWorkOrder } from './work-orders.guard';
import { queueCustomerNotification } from './work-orders.customer-notifications';
import { findNoteRecipients, queueNoteEmails } from './work-orders.note-mail.service';
import { insertNote, systemNote } from './work-orders.notes';

/** Status changes (spec B section 4, decision 111): the status popup, Re-Open and the Follow-Up tab. */

export const STATUS_INVALID = 'Status is invalid.';
export const REOPEN_REFUSED = 'Only Invoiced or Cancelled work orders can be re-opened.';

function statusNoteText(options: { from: string; to: string; statusid: number; input: UpdateStatusInput }) {
  const { from, to, statusid, input } = options;
  const note = input.note?.trim();
  if (statusid === STATUS.Cancelled)
    return [`Cancelled: ${input.cancelreason!.trim()}`, note].filter(Boolean).join('\n');
  return `Status changed from ${from} to ${to}: ${note}`;
}

/**
 * POST /workorder/updateworkorderstatus: in one transaction the status (with the cancel reason and
 * the schedule and promise dates when given), an Internal note saying what changed, and its e-mails
 * through the outbox (the note popup's e-mail, docs/decisions/087).
 */
export function updateWorkOrderStatus(options: {
  db: Db;
  user: SessionUser;
  input: UpdateStatusInput;
  /** The portal link of the customer's status-change notification (docs/decisions/168). */
  publicUrl: string;
}) {
  const { db, user, input, publicUrl } = options;
  return withLockedWorkOrder(
    { db, user, id: input.workorderid, forChange: 'invoiced-or-cancelled' },
    async (tx, workOrder) => {
      const { statuses } = await findWorkOrderLookups(tx);
      const next = statuses.find((status) => status.id === input.statusid);
      if (!next) throw new HttpError(400, STATUS_INVALID, { statusid: STATUS_INVALID });
      const current = statuses.find((status) => status.id === workOrder.statusid);
      // Staff chosen in the popup and, with notifycustomer, the customer's contacts.
      const emailuserids = [...new Set(input.emailuserids)];
      const recipients = await findNoteRecipients(tx, {
        emailuserids,
        customerid: input.notifycustomer ? workOrder.customerid : undefined,
        field: 'emailuserids',
      });

      await repository.updateWorkOrderColumns(tx, {
        id: workOrder.id,
        userid: user.id,
        changes: {
          statusid: next.id,
          ...(next.id === STATUS.Cancelled ? { cancelreason: input.cancelreason!.trim() } : {}),
          ...(input.scheduledate ? { scheduledate: input.scheduledate } : {}),
          ...(input.promisedate ? { promisedate: input.promisedate } : {}),
        },
      });
      const note = await insertNote(tx, {
        workorderid: workOrder.id,
        note: statusNoteText({
          from: current?.name ?? String(workOrder.statusid),
          to: next.name,
          statusid: next.id,
          input,
        }),
        notetypeid: NOTE_TYPE.Internal,
        typeid: 1,
        pertainsto: PERTAINS_TO.Internal,
        emailuserids: emailuserids.length > 0 ? emailuserids : null,
        includecustomer: input.notifycustomer === true,
        createdby: user.id,
        createdbyuser: user.name,
        modifiedby: user.id,
      });

      await queueNoteEmails(tx, {
        user,
        workorderid: workOrder.id,
        note: { ...note, highpriority: false },
        notetype: 'Status Change',
        recipients,
        source: 'status',
      });
      // The customer's Notifications: not when "notify customer" already mailed them this change (decision 168).
      if (!input.notifycustomer)
        await queueCustomerNotification(tx, {
          workorderid: workOrder.id,
          publicUrl,
          event: {
            kind: 'statuschange',
            key: note.id,
            status: { from: current?.name ?? String(workOrder.statusid), to: next.name },
          },
        });
      return loadWorkOrderDetail(tx, user, workOrder.id);
    },
  );
}

/** PUT /workorder/reopenworkorder: an Invoiced or Cancelled order goes back to work (status 25). */
export function reopenWorkOrder(options: { db: Db; user: SessionUser; id: number; publicUrl: string }) {
  const { db, user, id, publicUrl } = options;
  return withLockedWorkOrder({ db, user, id, forChange: 'any-status' }, async (tx, workOrder) => {
    if (!isWorkOrderReadOnly(workOrder.statusid)) throw new HttpError(400, REOPEN_REFUSED);
    await repository.updateWorkOrderColumns(tx, {
      id,
      userid: user.id,
      changes: { statusid: REOPEN_STATUS_ID },
    });
    const note = await insertNote(tx, systemNote(user, id, 'Work order re-opened.'));
    const { statuses } = await findWorkOrderLookups(tx);
    const nameOf = (statusid: number) =>
      statuses.find((status) => status.id === statusid)?.name ?? String(statusid);
    await queueCustomerNotification(tx, {
      workorderid: id,
      publicUrl,
      event: {
        kind: 'statuschange',
        key: note.id,
        status: { from: nameOf(workOrder.statusid), to: nameOf(REOPEN_STATUS_ID) },
      },
    });
    return loadWorkOrderDetail(tx, user, id);
  });
}

/** PUT /workorder/updatefollowup: records calls, not the order, so any status is allowed (decision 111). */
export function updateFollowUp(options: { db: Db; user: SessionUser; input: UpdateFollowUpInput }) {
  const { db, user, input } = options;
  return withLockedWorkOrder({ db, user, id: input.id, forChange: 'any-status' }, async (tx) =>
    repository.updateWorkOrderColumns(tx, {
      id: input.id,
      userid: user.id,
      changes: { customercalled: input.customercalled, vendorcalled: input.vendorcalled },
    }),
  );
}
