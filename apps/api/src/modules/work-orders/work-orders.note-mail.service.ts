import { z } from 'zod';
import {
  NOTE_TYPE,
  NOTE_TYPES,
  PERTAINS_TO,
  type SaveNoteInput,
  type SessionUser,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { hasVisibleText, sanitizeNote } from '../../lib/rich-text';
import { renderNoteEmail } from '../../mail/notices/note-email';
import { insertOutboxMessages } from '../../mail/outbox.repository';
import { findUserEmails } from '../admin/index';
import { findCustomerEmails } from '../customers/index';
import { withLockedWorkOrder } from './work-orders.guard';
import { insertNote } from './work-orders.notes';
import { getWorkOrderMailContext } from './work-orders.repository';

/**
 * The Work Order Note popup (savenote, spec A section 5) and the note e-mails it and the status popup
 * send. The e-mails go to the outbox in the action's own transaction (docs/decisions/087).
 */
const MAX_NOTE_RECIPIENTS = 50;

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
export function parseEmails(value: string | null | undefined): string[] {
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
  const chosenUsers = await findUserEmails(tx, emailuserids);
  if (chosenUsers.length !== emailuserids.length) {
    const message = 'Users is invalid.';
    throw new HttpError(400, message, { emailuserids: message });
  }
  const customerEmails = customerid === undefined ? [] : await findCustomerEmails(tx, customerid);
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
  const context = await getWorkOrderMailContext(tx, workorderid);
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
    { db, user, id: input.workorderid, forChange: 'invoiced' },
    async (tx, workOrder) => {
      const recipients = await findNoteRecipients(tx, {
        emailuserids,
        otherEmails: extraEmails,
        customerid: includecustomer ? workOrder.customerid : undefined,
        field: 'emails',
      });

      const saved = await insertNote(tx, {
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
