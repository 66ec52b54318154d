import {
  canPrintVendorProposal,
  canUseVendorPortalDocuments,
  VENDOR_DOCUMENT_STATUS,
  VENDOR_PORTAL_DOCUMENT_MESSAGES as MESSAGES,
  type SessionUser,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { DOCUMENT_COMPANY } from '../../lib/documents/company';
import type { PageSize } from '../../lib/documents/document-pdf-parts';
import { vendorDocument } from '../../lib/documents/vendor-proposal-document';
import { vendorProposalHtml } from '../../lib/documents/vendor-proposal-document-html';
import { createVendorProposalPdf } from '../../lib/documents/vendor-proposal-document-pdf';
import { HttpError } from '../../lib/errors';
import type { GeneratedDocument } from '../invoices/index';
import { requireWorkOrder } from '../work-orders/index';
import { withAmounts } from './vendor-portal.documents.model';
import * as repository from './vendor-portal.documents.repository';
import type { DocumentKind, DocumentRow } from './vendor-portal.documents.repository';
import { requireDocument } from './vendor-portal.documents.service';

// The Preview (1200x750, HTML) and the PDF of a vendor's proposal or invoice (spec C 7 "generatevendorproposal",
// "generatevendorinvoice"; docs/decisions/140, 163), on the one vendor-document model and renderers.

/**
 * The document a caller may print: a portal user its own vendor's (drafts included) on an order of its portal;
 * staff who read the Vendor Submitted Proposals tab a submitted (not draft) one on an order they may read.
 */
async function requirePrintable(options: { db: Db; user: SessionUser; kind: DocumentKind; id: number }) {
  const { db, user, kind, id } = options;
  if (canUseVendorPortalDocuments(user)) return requireDocument({ db, user }, kind, id);
  if (!canPrintVendorProposal(user)) throw new HttpError(403, 'Forbidden');
  const row = await repository.getDocument(db, kind, id);
  if (!row || row.statusid === VENDOR_DOCUMENT_STATUS.Draft)
    throw new HttpError(404, kind === 'proposal' ? MESSAGES.proposalNotFound : MESSAGES.invoiceNotFound);
  await requireWorkOrder({ db, user, id: row.workorderid });
  return row;
}

async function sourceOf(db: Db, kind: DocumentKind, row: DocumentRow) {
  const { labor, material, other, totals } = withAmounts(await repository.findLines(db, kind, row.id));
  return {
    kind,
    id: row.id,
    wonumber: row.wonumber,
    vendorname: await repository.getVendorName(db, row.vendorid),
    number: row.number,
    date: row.date,
    submitteddate: row.submitteddate,
    status: row.status,
    description: row.description,
    note: row.note,
    rejectionnote: row.rejectionnote,
    amount: row.amount,
    labor,
    materials: material,
    other,
    totals: { labor: totals.labor, materials: totals.material, other: totals.other, total: totals.total },
  };
}

/** POST /vendorprofile/generatevendorinvoice, and generatevendorproposal for a portal caller. */
export async function generatePortalVendorDocument(options: {
  db: Db;
  user: SessionUser;
  kind: DocumentKind;
  id: number;
  preview: boolean;
  pageSize: PageSize;
}): Promise<GeneratedDocument> {
  const { db, kind } = options;
  const row = await requirePrintable(options);
  const document = vendorDocument(await sourceOf(db, kind, row), { company: DOCUMENT_COMPANY });
  if (options.preview) return { kind: 'html', html: vendorProposalHtml(document) };
  return {
    kind: 'file',
    filename: `${document.filename}.pdf`,
    contenttype: 'application/pdf',
    content: await createVendorProposalPdf(document, options.pageSize),
  };
}
