import { toCents, type GenerateSignoffInput, type SessionUser } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { DOCUMENT_COMPANY } from '../../lib/documents/company';
import { createSignoffTicketPdf, signoffFilename } from '../../lib/documents/signoff-ticket';
import { createWorkTicketPdf, workTicketFilename, type TicketData } from '../../lib/documents/work-ticket';
import { HttpError } from '../../lib/errors';
import type { MailAttachment } from '../../mail/outbox.repository';
import { requireWorkOrder } from '../work-orders/index';
import { getTicketSource, type TicketSource } from './vendor-lines.documents.repository';

/**
 * The documents of a vendor line (spec B "Vendor line", docs/decisions/133): the work ticket sent
 * with the TICKET e-mail and the sign-off ticket of Generate SignOff Ticket.
 */
export const VENDOR_LINE_NOT_FOUND = 'Vendor line not found.';

/**
 * What the vendor must not exceed: the line's own NTE when one is set, else its quoted amount (the
 * vendor's agreed cost, which Send WO Ticket requires). Never the order's NTE: that is the customer's
 * ceiling, margin included, and no business of the vendor (decision 133).
 */
export function vendorNte(line: { linente: string | null; quotedamount: string }): string | null {
  if (line.linente !== null && toCents(line.linente) > 0) return line.linente;
  return toCents(line.quotedamount) > 0 ? line.quotedamount : null;
}

export function toTicketData(source: TicketSource, printedat = new Date()): TicketData {
  const { row } = source;
  const hasSite = row.jobsiteid !== null;
  return {
    company: DOCUMENT_COMPANY,
    wonumber: row.wonumber,
    ponumber: row.ponumber,
    priority: row.priority,
    customername: row.customername,
    receiveddate: row.receiveddate,
    scheduledate: row.scheduledate,
    duedate: row.duedate,
    site: hasSite
      ? {
          jobsite: row.jobsite,
          jobsitedescription: row.jobsitedescription,
          streetaddress: row.streetaddress,
          streetaddress2: row.streetaddress2,
          city: row.city,
          statecode: row.statecode,
          postalcode: row.postalcode,
          contactperson: row.contactperson,
          phone: row.phone,
        }
      : null,
    briefdescription: row.briefdescription,
    description: row.description,
    trades: source.trades,
    procedures: source.procedures,
    vendor: {
      name: row.vendorname,
      address: row.vendoraddress,
      address2: row.vendoraddress2,
      city: row.vendorcity,
      statecode: row.vendorstate,
      postalcode: row.vendorzip,
      phone: row.vendorphone,
      email: row.vendoremail,
    },
    vendornte: vendorNte(row),
    dispatch: { name: row.dispatchername, email: row.dispatcheremail },
    printedat,
  };
}

/**
 * The work ticket of a vendor line as an e-mail attachment, rendered when the TICKET e-mail is
 * queued: the outbox keeps these bytes, so every retry sends the same file (decision 133).
 */
export async function workTicketAttachment(db: Db, workordervendorid: number): Promise<MailAttachment> {
  const source = await getTicketSource(db, workordervendorid);
  if (!source) throw new HttpError(404, VENDOR_LINE_NOT_FOUND);
  return {
    filename: workTicketFilename(source.row.wonumber),
    contenttype: 'application/pdf',
    content: await createWorkTicketPdf(toTicketData(source)),
  };
}

/**
 * POST /workorder/generatesignoff: the order must exist and be the user's to see (the work-order
 * guard), and the line must be one of its vendor lines (404 otherwise).
 */
export async function generateSignoff(options: {
  db: Db;
  user: SessionUser;
  input: GenerateSignoffInput;
}): Promise<{ filename: string; pdf: Buffer }> {
  const { db, user, input } = options;
  await requireWorkOrder({ db, user, id: input.workOrderId });
  const source = await getTicketSource(db, input.workOrderVendorId);
  if (!source || source.row.workorderid !== input.workOrderId)
    throw new HttpError(404, VENDOR_LINE_NOT_FOUND);
  return {
    filename: signoffFilename(source.row.wonumber),
    pdf: await createSignoffTicketPdf(toTicketData(source)),
  };
}
