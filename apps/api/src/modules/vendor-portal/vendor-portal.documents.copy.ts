import type { SessionUser } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { copyOfLines } from './vendor-portal.documents.model';
import * as repository from './vendor-portal.documents.repository';
import type { DocumentKind } from './vendor-portal.documents.repository';
import {
  answerOf,
  changeDocument,
  requireInvoiceableProposal,
  saveLines,
  suggestedNumber,
  type Answer,
} from './vendor-portal.documents.service';

// The vendor portal's new drafts made from a document (docs/decisions/163): Create Invoice and Clone.

type Caller = { db: Db; user: SessionUser };

/**
 * POST /vendorprofile/createinvoice/{id}: a draft invoice from an approved proposal (its description and lines,
 * no number until the editor's first save); one live invoice per proposal (decision 163, as decision 135).
 */
export function createPortalInvoice(caller: Caller, proposalid: number) {
  return changeDocument(caller, { kind: 'proposal', id: proposalid }, async (tx, row, vendorid) => {
    const proposal = await requireInvoiceableProposal(tx, {
      id: row.id,
      vendorid,
      workorderid: row.workorderid,
    });
    const id = await repository.insertDocument(tx, 'invoice', {
      workorderid: proposal.workorderid,
      vendorid,
      workordervendorid: proposal.workordervendorid,
      description: proposal.description,
      note: null,
      number: null,
      proposalid,
      createdby: caller.user.id,
    });
    await saveLines(tx, 'invoice', id, copyOfLines(await repository.findLines(tx, 'proposal', proposalid)));
    return answerOf(tx, 'invoice', id);
  });
}

/**
 * POST /vendorprofile/cloneproposal/{id}, /cloneinvoice/{id}: a new draft with the same description, note and
 * lines, from any status. A proposal's copy gets the next suggested number; an invoice's none (an invoice number
 * is the vendor's to give) and no proposal (it is not the invoice made from it).
 */
export function clonePortalDocument<K extends DocumentKind>(
  caller: Caller,
  kind: K,
  id: number,
): Promise<Answer<K>> {
  return changeDocument(caller, { kind, id }, async (tx, row, vendorid) => {
    const number =
      kind === 'proposal'
        ? await suggestedNumber(tx, { workorderid: row.workorderid, vendorid, wonumber: row.wonumber })
        : null;
    const copy = await repository.insertDocument(tx, kind, {
      workorderid: row.workorderid,
      vendorid,
      workordervendorid: row.workordervendorid,
      description: row.description,
      note: row.note,
      number,
      proposalid: null,
      createdby: caller.user.id,
    });
    await saveLines(tx, kind, copy, copyOfLines(await repository.findLines(tx, kind, id)));
    return answerOf(tx, kind, copy);
  });
}
