import {
  isWorkOrderReadOnly,
  NOTE_TYPE,
  PERTAINS_TO,
  REOPEN_STATUS_ID,
  STATUS,
  type SessionUser,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { renderNoteEmail } from '../../mail/notices/note-email';
import { insertOutboxMessages } from '../../mail/outbox.repository';
import { findWorkOrderLookups } from '../customers/customers.repository';
import * as actions from './work-orders.actions.repository';
import { withLockedWorkOrder } from './work-orders.actions.service';
import * as repository from './work-orders.detail.repository';
import type { UpdateFollowUpInput, UpdateStatusInput } from './work-orders.detail.schemas';
import { loadWorkOrderDetail, systemNote } from './work-orders.detail.service';

/** Status changes (spec B section 4, decision 111): the status popup, Re-Open and the Follow-Up tab. */

export const STATUS_INVALID = 'Status is invalid.';
export const REOPEN_REFUSED = 'Only Invoiced or Cancelled work orders can be re-opened.';

/** The same cap as the note popup's e-mails (work-orders.actions.mail.service). */
const MAX_RECIPIENTS = 50;

function statusNoteText(options: { from: string; to: string; statusid: number; input: UpdateStatusInput }) {
  const { from, to, statusid, input } = options;
  const note = input.note?.trim();
  if (statusid === STATUS.Cancelled)
    return [`Cancelled: ${input.cancelreason!.trim()}`, note].filter(Boolean).join('\n');
  return `Status changed from ${from} to ${to}: ${note}`;
}

/** Staff chosen in the popup and, with notifycustomer, the customer's contacts; one address once. */
async function findStatusRecipients(db: Db, options: { input: UpdateStatusInput; customerid: number }) {
  const { input, customerid } = options;
  const emailuserids = [...new Set(input.emailuserids)];
  const chosen = await actions.findUserEmails(db, emailuserids);
  if (chosen.length !== emailuserids.length) {
    const message = 'Users is invalid.';
    throw new HttpError(400, message, { emailuserids: message });
  }
  const customerEmails = input.notifycustomer ? await actions.findCustomerEmails(db, customerid) : [];
  const recipients = new Map<string, string>();
  for (const email of [...chosen.map((user) => user.email), ...customerEmails])
    if (!recipients.has(email.toLowerCase())) recipients.set(email.toLowerCase(), email);
  if (recipients.size > MAX_RECIPIENTS) {
    const message = `A note can be e-mailed to at most ${MAX_RECIPIENTS} addresses.`;
    throw new HttpError(400, message, { emailuserids: message });
  }
  return { emailuserids, recipients };
}

/**
 * POST /workorder/updateworkorderstatus: in one transaction the status (with the cancel reason and
 * the schedule and promise dates when given), an Internal note saying what changed, and its e-mails
 * through the outbox (the note popup's e-mail, docs/decisions/087).
 */
export function updateWorkOrderStatus(options: { db: Db; user: SessionUser; input: UpdateStatusInput }) {
  const { db, user, input } = options;
  return withLockedWorkOrder(
    { db, user, id: input.workorderid, readOnly: 'invoiced-or-cancelled' },
    async (tx, workOrder) => {
      const { statuses } = await findWorkOrderLookups(tx);
      const next = statuses.find((status) => status.id === input.statusid);
      if (!next) throw new HttpError(400, STATUS_INVALID, { statusid: STATUS_INVALID });
      const current = statuses.find((status) => status.id === workOrder.statusid);
      const { emailuserids, recipients } = await findStatusRecipients(tx, {
        input,
        customerid: workOrder.customerid,
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
      const note = await actions.insertNote(tx, {
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

      if (recipients.size > 0) {
        const context = await actions.getWorkOrderMailContext(tx, workOrder.id);
        const mail = renderNoteEmail({
          wonumber: context!.wonumber,
          ponumber: context!.ponumber,
          customername: context!.customername,
          jobsite: context!.jobsite,
          scheduledate: context!.scheduledate,
          briefdescription: context!.briefdescription,
          note: note.note,
          notetype: 'Status Change',
          highpriority: false,
          author: user.name,
        });
        await insertOutboxMessages(
          tx,
          [...recipients].map(([key, email]) => ({
            idempotencykey: `status:${note.id}:${key}`,
            kind: 'note',
            to: email,
            replyto: user.email || null,
            ...mail,
          })),
        );
      }
      return loadWorkOrderDetail(tx, user, workOrder.id);
    },
  );
}

/** PUT /workorder/reopenworkorder: an Invoiced or Cancelled order goes back to work (status 25). */
export function reopenWorkOrder(options: { db: Db; user: SessionUser; id: number }) {
  const { db, user, id } = options;
  return withLockedWorkOrder({ db, user, id, readOnly: 'never' }, async (tx, workOrder) => {
    if (!isWorkOrderReadOnly(workOrder.statusid)) throw new HttpError(400, REOPEN_REFUSED);
    await repository.updateWorkOrderColumns(tx, {
      id,
      userid: user.id,
      changes: { statusid: REOPEN_STATUS_ID },
    });
    await actions.insertNote(tx, systemNote(user, id, 'Work order re-opened.'));
    return loadWorkOrderDetail(tx, user, id);
  });
}

/** PUT /workorder/updatefollowup: records calls, not the order, so any status is allowed (decision 111). */
export function updateFollowUp(options: { db: Db; user: SessionUser; input: UpdateFollowUpInput }) {
  const { db, user, input } = options;
  return withLockedWorkOrder({ db, user, id: input.id, readOnly: 'never' }, async (tx) =>
    repository.updateWorkOrderColumns(tx, {
      id: input.id,
      userid: user.id,
      changes: { customercalled: input.customercalled, vendorcalled: input.vendorcalled },
    }),
  );
}
