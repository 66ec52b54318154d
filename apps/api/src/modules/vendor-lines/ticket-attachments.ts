import type { Db } from '../../db/client';
import type { MailAttachment } from '../../mail/outbox.repository';
import { workTicketAttachment } from './vendor-lines.documents';

/**
 * The files the Send WO Ticket e-mail of a vendor line carries (issue 10: "The ticket e-mail carries
 * a readable work ticket ... as a PDF"). createWoEmailItem calls it for every TICKET, in the notice's
 * transaction, and queues what it answers with the e-mail (the outbox keeps the bytes, decision 133):
 * the line's work ticket, rendered now from what the order says as the dispatcher sends it.
 */
export async function ticketAttachments(db: Db, workOrderVendorId: number): Promise<MailAttachment[]> {
  return [await workTicketAttachment(db, workOrderVendorId)];
}
