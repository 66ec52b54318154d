import { z } from 'zod';
import { NOTE_TYPE, NOTE_TYPES, PERTAINS_TO, toCents, type SessionUser } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { hasVisibleText, sanitizeNote } from '../../lib/rich-text';
import { renderNoteEmail } from '../../mail/notices/note-email';
import { renderVendorNotice, type VendorNoticeCode } from '../../mail/notices/vendor-notices';
import { insertOutboxMessages } from '../../mail/outbox.repository';
import * as repository from './work-orders.actions.repository';
import { withLockedWorkOrder } from './work-orders.actions.service';
import type { CreateWoEmailItemInput, SaveNoteInput } from './work-orders.actions.schemas';

/**
 * The row actions that e-mail: vendor notices (createwoemailitem) and the Work Order Note popup
 * (savenote). The e-mails go to the outbox in the action's own transaction (docs/decisions/087).
 */
export const NO_VENDOR_FOUND = 'No Vendor Found!';
export const VENDOR_NOT_ON_ORDER = 'The vendor is not on this work order.';
export const VENDOR_CANCELLED = 'This vendor was cancelled on this work order.';
export const VENDOR_NO_EMAIL = 'The vendor has no e-mail address.';
export const TICKET_NEEDS_QUOTE = 'Send WO Ticket needs a quoted amount and a line that is not quote only.';
export const QUOTE_NEEDS_QUOTE_ONLY = 'Send Quote Only Request is only for a quote-only vendor line.';

const MAX_NOTE_RECIPIENTS = 50;

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
  if (code === 'TICKET' && (line.quoteonly || toCents(line.quotedamount) === 0))
    throw new HttpError(400, TICKET_NEEDS_QUOTE);
  if (code === 'QUOTE' && !line.quoteonly) throw new HttpError(400, QUOTE_NEEDS_QUOTE_ONLY);
}

/**
 * POST /workorder/createwoemailitem: records the action on the vendor line (the count badges) and
 * queues the notice to the vendor's dispatch e-mail; cancel_vendor also cancels the line.
 */
export function createWoEmailItem(options: { db: Db; user: SessionUser; input: CreateWoEmailItemInput }) {
  const { db, user, input } = options;
  return withLockedWorkOrder(
    { db, user, id: input.workOrderId, readOnly: 'invoiced-or-cancelled' },
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
        await repository.insertNote(tx, {
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
        const context = await repository.getWorkOrderMailContext(tx, workOrder.id);
        const mail = renderVendorNotice(code, {
          wonumber: context!.wonumber,
          ponumber: context!.ponumber,
          customername: context!.customername,
          jobsite: context!.jobsite,
          scheduledate: context!.scheduledate,
          nte: line.nte ?? context!.nte,
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

function resolveNoteType(input: SaveNoteInput) {
  const selectable = NOTE_TYPES.filter((type) => type.isselectable);
  let chosen: (typeof NOTE_TYPES)[number] | undefined;
  if (input.notetypeid != null) chosen = selectable.find((type) => type.id === input.notetypeid);
  else if (typeof input.type === 'number') chosen = selectable.find((type) => type.id === input.type);
  else if (typeof input.type === 'string' && input.type.trim()) {
    const name = input.type.trim().toLowerCase();
    chosen = selectable.find((type) => type.name.toLowerCase() === name || String(type.id) === name);
  } else if (input.typeid === 1) chosen = selectable.find((type) => type.id === NOTE_TYPE.Internal);
  else {
    throw new HttpError(400, 'Type is required.', { type: 'Type is required.' });
  }
  if (!chosen) throw new HttpError(400, 'Type is invalid.', { type: 'Type is invalid.' });
  return chosen;
}

const emailSchema = z.email();

/** "a@x.com, b@y.com" -> addresses; a bad one is a 400 with the popup's caption. */
function parseEmails(value: string | null | undefined): string[] {
  const addresses = (value ?? '')
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const invalid = addresses.find((address) => !emailSchema.safeParse(address).success);
  if (invalid) {
    const message = 'Additional Email Addresses is invalid.';
    throw new HttpError(400, message, { emails: message });
  }
  return addresses;
}

/**
 * Who a note is e-mailed to: the chosen users (400 when one is unknown), the other addresses and, with
 * `customerid`, the customer's contacts. Each address once, as first spelled, keyed by its lower case.
 * `field` is where the too-many-addresses message is reported.
 */
export async function findNoteRecipients(
  tx: Db,
  options: {
    emailuserids: number[];
    otherEmails?: string[];
    customerid?: number;
    field: 'emails' | 'emailuserids';
  },
) {
  const { emailuserids, otherEmails = [], customerid, field } = options;
  const chosenUsers = await repository.findUserEmails(tx, emailuserids);
  if (chosenUsers.length !== emailuserids.length) {
    const message = 'Users is invalid.';
    throw new HttpError(400, message, { emailuserids: message });
  }
  const customerEmails = customerid === undefined ? [] : await repository.findCustomerEmails(tx, customerid);
  const recipients = new Map<string, string>();
  for (const email of [...chosenUsers.map((u) => u.email), ...otherEmails, ...customerEmails])
    if (!recipients.has(email.toLowerCase())) recipients.set(email.toLowerCase(), email);
  if (recipients.size > MAX_NOTE_RECIPIENTS) {
    const message = `A note can be e-mailed to at most ${MAX_NOTE_RECIPIENTS} addresses.`;
    throw new HttpError(400, message, { [field]: message });
  }
  return recipients;
}

/**
 * Queues a saved note's e-mail to each recipient through the outbox; `source` keeps the idempotency
 * keys of the note popup and the status popup apart. Returns how many were queued.
 */
export async function queueNoteEmails(
  tx: Db,
  options: {
    user: SessionUser;
    workorderid: number;
    note: { id: number; note: string; highpriority: boolean };
    notetype: string;
    recipients: Map<string, string>;
    source: 'note' | 'status';
  },
) {
  const { user, workorderid, note, notetype, recipients, source } = options;
  if (recipients.size === 0) return 0;
  const context = await repository.getWorkOrderMailContext(tx, workorderid);
  const mail = renderNoteEmail({
    wonumber: context!.wonumber,
    ponumber: context!.ponumber,
    customername: context!.customername,
    jobsite: context!.jobsite,
    scheduledate: context!.scheduledate,
    briefdescription: context!.briefdescription,
    note: note.note,
    notetype,
    highpriority: note.highpriority,
    author: user.name,
  });
  // One message per recipient: customer contacts, vendors' and staff addresses never see each other.
  const ids = await insertOutboxMessages(
    tx,
    [...recipients].map(([key, email]) => ({
      idempotencykey: `${source}:${note.id}:${key}`,
      kind: 'note',
      to: email,
      replyto: user.email || null,
      ...mail,
    })),
  );
  return ids.length;
}

/**
 * POST /workorder/savenote (spec A section 5): the note, and its e-mails to the chosen users, the
 * additional addresses and, when included, the customer. Internal notes never go to the customer or
 * to additional addresses: the server clears both, whatever the popup sent.
 */
export function saveNote(options: { db: Db; user: SessionUser; input: SaveNoteInput }) {
  const { db, user, input } = options;
  const notetype = resolveNoteType(input);
  if (input.pertainsto == null) {
    throw new HttpError(400, 'Pertains To is required.', { pertainsto: 'Pertains To is required.' });
  }
  if (!Object.values(PERTAINS_TO).includes(input.pertainsto as never)) {
    throw new HttpError(400, 'Pertains To is invalid.', { pertainsto: 'Pertains To is invalid.' });
  }
  // Sanitized here too (insertNote does it for every note) so that a note of tags only is no note.
  const text = sanitizeNote(input.note);
  if (!hasVisibleText(text)) throw new HttpError(400, 'Note is required.', { note: 'Note is required.' });
  const isInternal = notetype.id === NOTE_TYPE.Internal;
  const extraEmails = isInternal ? [] : parseEmails(input.emails);
  const includecustomer = !isInternal && input.includecustomer === true;
  const emailuserids = [...new Set(input.emailuserids)];

  return withLockedWorkOrder(
    { db, user, id: input.workorderid, readOnly: 'invoiced' },
    async (tx, workOrder) => {
      const recipients = await findNoteRecipients(tx, {
        emailuserids,
        otherEmails: extraEmails,
        customerid: includecustomer ? workOrder.customerid : undefined,
        field: 'emails',
      });

      const saved = await repository.insertNote(tx, {
        workorderid: workOrder.id,
        note: text,
        notetypeid: notetype.id,
        typeid: notetype.typeid,
        pertainsto: input.pertainsto!,
        emails: extraEmails.length > 0 ? extraEmails.join(', ') : null,
        emailuserids: emailuserids.length > 0 ? emailuserids : null,
        highpriority: input.highpriority === true,
        customerupdated: input.customerupdated === true,
        includecustomer,
        // Portal visibility (spec C section 6) follows the chosen type; Internal notes stay internal.
        canvendorsee: notetype.id === NOTE_TYPE.Vendor || notetype.id === NOTE_TYPE.ClientAndVendor,
        isvisibletocustomer:
          includecustomer || notetype.id === NOTE_TYPE.Customer || notetype.id === NOTE_TYPE.ClientAndVendor,
        createdby: user.id,
        createdbyuser: user.name,
        modifiedby: user.id,
      });

      const emailed = await queueNoteEmails(tx, {
        user,
        workorderid: workOrder.id,
        note: saved,
        notetype: notetype.name,
        recipients,
        source: 'note',
      });
      return { ...saved, type: notetype.name, emailed };
    },
  );
}
