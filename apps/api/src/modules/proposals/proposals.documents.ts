import {
  PROPOSAL_MESSAGES,
  type GenerateProposalDocumentInput,
  type SessionUser,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { proposalDocument } from '../../lib/documents/customer-document';
import { HttpError } from '../../lib/errors';
import { customerDocumentSource, generateCustomerDocument, type GeneratedDocument } from '../invoices/index';
import { requireWorkOrder } from '../work-orders/index';
import * as repository from './proposals.repository';
import { getProposalDetail } from './proposals.service';

/**
 * POST /workorder/generatewoproposal (docs/decisions/138): the Proposal Preview's HTML, or the PDF.
 * 404 for an unknown proposal, then the order's guard (404, 403: another customer's order is never
 * reached). Any status prints: Preview and PDF are offered on every row (permissions/proposals.ts).
 */
export async function generateProposalDocument(options: {
  db: Db;
  user: SessionUser;
  input: GenerateProposalDocumentInput;
}): Promise<GeneratedDocument> {
  const { db, user, input } = options;
  const workorderid = await repository.getProposalWorkOrderId(db, input.id);
  if (workorderid === undefined) throw new HttpError(404, PROPOSAL_MESSAGES.notFound);
  await requireWorkOrder({ db, user, id: workorderid });
  const proposal = await getProposalDetail(db, input.id);
  const document = proposalDocument({ ...proposal, ...(await customerDocumentSource(db, proposal)) });
  return generateCustomerDocument(document, input);
}
