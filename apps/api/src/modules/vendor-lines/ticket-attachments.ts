import type { Db } from '../../db/client';
import type { MailAttachment } from '../../mail/outbox.repository';

/**
 * The files the Send WO Ticket e-mail of a vendor line carries (issue 10: "The ticket e-mail carries
 * a readable work ticket ... as a PDF"). createWoEmailItem calls it for every TICKET, in the notice's
 * transaction, and queues what it answers with the e-mail (the outbox keeps the bytes, decision 133).
 * Its body is the documents work of issue 10 (the work ticket PDF of vendor-lines.documents.ts);
 * until that is wired here it answers no file, and the ticket goes out as text alone.
 */
export async function ticketAttachments(_db: Db, _workOrderVendorId: number): Promise<MailAttachment[]> {
  return [];
}
