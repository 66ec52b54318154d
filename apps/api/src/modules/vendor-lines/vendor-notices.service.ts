import {
  canSendQuoteOnlyRequest,
  canSendWorkOrderTicket,
  NOTE_TYPE,
  PERTAINS_TO,
  type CreateWoEmailItemInput,
  type SessionUser,
  type VendorNoticeCode,
  VENDOR_LINE_MESSAGES,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { renderVendorNotice } from '../../mail/notices/vendor-notices';
import { insertOutboxMessages } from '../../mail/outbox.repository';
import { getWorkOrderMailContext, insertNote, withLockedWorkOrder } from '../work-orders/index';
import { ticketAttachments } from './ticket-attachments';
import * as repository from './vendor-lines.repository';
import { vendorNte } from './vendor-lines.documents';

/**
 * Vendor notices (createwoemailitem, spec B "Vendor line"): the e-mail goes to the outbox in the
 * action's own transaction (docs/decisions/087).
 */
export const NO_VENDOR_FOUND = 'No Vendor Found!';
export const VENDOR_NOT_ON_ORDER = 'The vendor is not on this work order.';
export const VENDOR_CANCELLED = 'This vendor was cancelled on this work order.';
export const VENDOR_NO_EMAIL = 'The vendor has no e-mail address.';
export const TICKET_NEEDS_QUOTE = 'Send WO Ticket needs a quoted amount and a line that is not quote only.';
export const QUOTE_NEEDS_QUOTE_ONLY = 'Send Quote Only Request is only for a quote-only vendor line.';

function pickVendorLine(lines: repository.VendorLine[], input: CreateWoEmailItemInput) {
  if (input.workOrderVendorId) {
    const line = lines.find((candidate) => candidate.id === input.workOrderVendorId);
    return line && (!input.vendorId || line.vendorid === input.vendorId) ? line : undefined;
  }
  if (!input.vendorId) return undefined;
  const ofVendor = lines.filter((line) => line.vendorid === input.vendorId);
  return ofVendor.find((line) => line.status !== 'Cancelled') ?? ofVendor[0];
}

/** Spec B "Vendor line": Send WO Ticket is disabled at a zero quote or on quote-only lines, and the reverse for quotes. */
function checkActionAllowed(code: VendorNoticeCode, line: repository.VendorLine) {
  if (line.status === 'Cancelled') throw new HttpError(400, VENDOR_CANCELLED);
  // Cancel Vendor, like Edit and Detach, waits until the invoice is unapproved (spec B section 4).
  if (code === 'cancel_vendor' && line.isapproved) throw new HttpError(400, VENDOR_LINE_MESSAGES.approved);
  if (code === 'TICKET' && !canSendWorkOrderTicket(line)) throw new HttpError(400, TICKET_NEEDS_QUOTE);
  if (code === 'QUOTE' && !canSendQuoteOnlyRequest(line)) throw new HttpError(400, QUOTE_NEEDS_QUOTE_ONLY);
}

/**
 * POST /workorder/createwoemailitem: records the action on the vendor line (the count badges) and
 * queues the notice to the vendor's dispatch e-mail; cancel_vendor also cancels the line.
 */
export function createWoEmailItem(options: { db: Db; user: SessionUser; input: CreateWoEmailItemInput }) {
  const { db, user, input } = options;
  return withLockedWorkOrder(
    { db, user, id: input.workOrderId, forChange: 'invoiced-or-cancelled' },
    async (tx, workOrder) => {
      const lines = await repository.findVendorLines(tx, workOrder.id);
      if (lines.length === 0) throw new HttpError(400, NO_VENDOR_FOUND);
      const line = pickVendorLine(lines, input);
      if (!line) throw new HttpError(400, VENDOR_NOT_ON_ORDER);
      const code = input.actionType;
      checkActionAllowed(code, line);
      const to = line.dispatchemail?.trim() || line.primaryemail?.trim() || null;
      if (!to && code !== 'cancel_vendor') throw new HttpError(400, VENDOR_NO_EMAIL);
      const note = input.note?.trim() || null;

      const event = await repository.insertEvent(tx, {
        workorderid: workOrder.id,
        workordervendorid: line.id,
        vendorid: line.vendorid,
        actiontype: code,
        type: input.type == null ? null : String(input.type),
        createdby: user.id,
      });
      let vendorstatus = line.status;
      if (code === 'cancel_vendor') {
        await repository.cancelVendorLine(tx, { id: line.id, note });
        vendorstatus = 'Cancelled';
        await insertNote(tx, {
          workorderid: workOrder.id,
          note: `Vendor ${line.vendorname} cancelled.${note ? ` Note: ${note}` : ''}`,
          notetypeid: NOTE_TYPE.Internal,
          typeid: 1,
          pertainsto: PERTAINS_TO.Vendor,
          createdby: user.id,
          createdbyuser: user.name,
          modifiedby: user.id,
        });
      }

      let mailid: number | null = null;
      if (to) {
        const context = await getWorkOrderMailContext(tx, workOrder.id);
        const mail = renderVendorNotice(code, {
          wonumber: context!.wonumber,
          ponumber: context!.ponumber,
          customername: context!.customername,
          jobsite: context!.jobsite,
          scheduledate: context!.scheduledate,
          // The same figure as the attached work ticket: the line's, never the customer's NTE (decision 133).
          nte: vendorNte({ linente: line.nte, quotedamount: line.quotedamount }),
          briefdescription: context!.briefdescription,
          vendorname: line.vendorname,
          sender: { name: user.name, email: user.email },
          note,
        });
        [mailid = null] = await insertOutboxMessages(tx, [
          {
            idempotencykey: `vendor_notice:${event.id}`,
            kind: 'vendor_notice',
            to,
            replyto: user.email || null,
            ...mail,
            // The work ticket (ticket-attachments.ts): the same bytes on every try of this e-mail.
            ...(code === 'TICKET' ? { attachments: await ticketAttachments(tx, line.id) } : {}),
          },
        ]);
      }

      return {
        id: event.id,
        workorderid: event.workorderid,
        workordervendorid: line.id,
        vendorid: line.vendorid,
        actiontype: event.actiontype,
        type: event.type,
        createddate: event.createddate,
        to,
        mailid,
        vendorstatus,
        eventcounts: await repository.getEventCounts(tx, line.id),
      };
    },
  );
}
