import {
  canUseVendorPortalDocuments,
  type GenerateVendorProposalDocumentInput,
  type SessionUser,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { DOCUMENT_COMPANY } from '../../lib/documents/company';
import { vendorProposalDocument } from '../../lib/documents/vendor-proposal-document';
import { vendorProposalHtml } from '../../lib/documents/vendor-proposal-document-html';
import { createVendorProposalPdf } from '../../lib/documents/vendor-proposal-document-pdf';
import type { GeneratedDocument } from '../invoices/index';
import { generatePortalVendorDocument } from '../vendor-portal/index';
import { getVendorProposalReview } from './vendor-proposals.service';

/**
 * POST /vendorprofile/generatevendorproposal (spec C; docs/decisions/140): the Preview's HTML, or the PDF. The
 * review's guard answers first: 404 for an unknown proposal or a draft, then the order's (404, 403). Any submitted
 * status prints. A vendor-portal caller prints its own vendor's proposals, drafts included (decision 163).
 */
export async function generateVendorProposalDocument(options: {
  db: Db;
  user: SessionUser;
  input: GenerateVendorProposalDocumentInput;
}): Promise<GeneratedDocument> {
  const { db, user, input } = options;
  if (canUseVendorPortalDocuments(user))
    return generatePortalVendorDocument({ db, user, kind: 'proposal', id: input.proposalid, ...input });
  const review = await getVendorProposalReview({ db, user, id: input.proposalid });
  const document = vendorProposalDocument(review, { company: DOCUMENT_COMPANY });
  if (input.preview) return { kind: 'html', html: vendorProposalHtml(document) };
  return {
    kind: 'file',
    filename: `${document.filename}.pdf`,
    contenttype: 'application/pdf',
    content: await createVendorProposalPdf(document, input.pageSize),
  };
}
