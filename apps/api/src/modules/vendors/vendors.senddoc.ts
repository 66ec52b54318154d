import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { formatDate, VENDOR_DOC_TYPE, VENDOR_MESSAGES, type SessionUser } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { vendor } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { escapeHtml, htmlDocument, oneLine, type RenderedMail } from '../../mail/notices/html';
import { insertOutboxMessages } from '../../mail/outbox.repository';
import { withLockedVendor } from './vendors.guard';

// POST /vendor/senddoc/{vendorid}/{doctype} (spec A "Vendors list" row actions Send W9, Send Vendor
// Profile, Send COI, Send WC, Send Expired GL/WC; docs/decisions/142): one e-mail through the outbox
// asking the vendor for the document, with the vendor portal's upload link.

type DocType = (typeof VENDOR_DOC_TYPE)[keyof typeof VENDOR_DOC_TYPE];

type DocVendor = {
  name: string;
  glexpirationdate: Date | null;
  wcexpirationdate: Date | null;
  wcexempt: boolean;
};

/** What each document type asks for: the subject and the request's sentence. */
function askFor(doctype: DocType, row: DocVendor): { subject: string; ask: string } {
  switch (doctype) {
    case VENDOR_DOC_TYPE.W9:
      return { subject: 'W9 requested', ask: 'Please send us a current, signed W9.' };
    case VENDOR_DOC_TYPE.Profile:
      return {
        subject: 'Vendor profile requested',
        ask: 'Please complete and send us your vendor profile.',
      };
    case VENDOR_DOC_TYPE.CoiOrWc:
      return {
        subject: 'Certificate of insurance requested',
        ask: "Please send us your current certificate of insurance (general liability, COI) and your workers' compensation certificate.",
      };
    default: {
      const now = Date.now();
      const expired = [
        row.glexpirationdate && row.glexpirationdate.getTime() < now
          ? `general liability (COI) expired on ${formatDate(row.glexpirationdate)}`
          : null,
        !row.wcexempt && row.wcexpirationdate && row.wcexpirationdate.getTime() < now
          ? `workers' compensation expired on ${formatDate(row.wcexpirationdate)}`
          : null,
      ].filter(Boolean);
      const which = expired.length > 0 ? ` Our records show: ${expired.join('; ')}.` : '';
      return {
        subject: 'Expired insurance certificates',
        ask: `Your general liability or workers' compensation certificate has expired.${which} Please send us the renewed certificates.`,
      };
    }
  }
}

export function renderVendorDocRequest(options: {
  doctype: DocType;
  vendor: DocVendor;
  uploadUrl: string;
}): RenderedMail {
  const { subject, ask } = askFor(options.doctype, options.vendor);
  const greeting = `Hello ${options.vendor.name},`;
  const upload = 'You can upload it in the vendor portal:';
  const text = [
    greeting,
    '',
    ask,
    '',
    `${upload} ${options.uploadUrl}`,
    '',
    'Thank you,',
    'Dispatchwise',
    '',
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(ask)}</p>`,
      `<p>${escapeHtml(upload)} <a href="${escapeHtml(options.uploadUrl)}">${escapeHtml(options.uploadUrl)}</a></p>`,
      '<p>Thank you,<br>Dispatchwise</p>',
    ].join(''),
  );
  return { subject: oneLine(subject), text, html };
}

/** Who a vendor's mail goes to: its primary and dispatch addresses, each once (the compliance job may share it). */
export const vendorMailRecipients = (row: { primaryemail: string | null; dispatchemail: string | null }) => [
  ...new Set([row.primaryemail, row.dispatchemail].map((email) => email?.trim() ?? '').filter(Boolean)),
];

/** Queues the request in the change's transaction; 400 when the vendor has no primary or dispatch e-mail. */
export async function sendVendorDoc(options: {
  db: Db;
  user: SessionUser;
  vendorid: number;
  doctype: number;
  publicUrl: string;
}) {
  const { db, user, vendorid } = options;
  const doctype = options.doctype as DocType;
  return withLockedVendor({ db, user, id: vendorid }, async (tx) => {
    const [row] = await tx
      .select({
        name: vendor.name,
        primaryemail: vendor.primaryemail,
        dispatchemail: vendor.dispatchemail,
        glexpirationdate: vendor.glexpirationdate,
        wcexpirationdate: vendor.wcexpirationdate,
        wcexempt: vendor.wcexempt,
      })
      .from(vendor)
      .where(eq(vendor.id, vendorid));
    const recipients = vendorMailRecipients(row!);
    if (recipients.length === 0) throw badRequest(VENDOR_MESSAGES.noEmail);
    const mail = renderVendorDocRequest({
      doctype,
      vendor: row!,
      uploadUrl: `${options.publicUrl}/vendorprofile`,
    });
    const [mailoutboxid] = await insertOutboxMessages(tx, [
      {
        idempotencykey: `vendor_doc:${vendorid}:${doctype}:${randomUUID()}`,
        kind: 'vendor_doc_request',
        to: recipients.join(', '),
        replyto: user.email || null,
        ...mail,
      },
    ]);
    return { recipients, mailoutboxid: mailoutboxid! };
  });
}
