import {
  canAddVendorPortalDocument,
  isWorkOrderReadOnly,
  LINE_ITEM_MESSAGES,
  MAX_LINE_ITEMS,
  VENDOR_DOCUMENT_STATUS,
  VENDOR_PORTAL_DOCUMENT_MESSAGES as MESSAGES,
  WORK_ORDER_MESSAGES,
  type SaveVendorPortalInvoiceInput,
  type SaveVendorPortalProposalInput,
  type SessionUser,
  type VendorPortalInvoice,
  type VendorPortalInvoiceList,
  type VendorPortalProposal,
  type VendorPortalProposalList,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import type { WorkOrderSummary } from '../work-orders/index';
import { toInvoice, toProposal, withAmounts } from './vendor-portal.documents.model';
import * as repository from './vendor-portal.documents.repository';
import type { DocumentKind, LineKind, LineValues } from './vendor-portal.documents.repository';
import { portalVendorId } from './vendor-portal.guard';
import { requirePortalScope, withPortalWorkOrder } from './vendor-portal.work-orders.service';

// The vendor portal's proposals and invoices (issue 15, spec C 2.8, 4, 5, 7; docs/decisions/163): the
// caller's vendor's documents on an order of its portal, the drafts it writes, and their lines. Submit, the
// line import and the printed document are in their own files.

type Caller = { db: Db; user: SessionUser };
export type Answer<K extends DocumentKind> = K extends 'proposal'
  ? VendorPortalProposal
  : VendorPortalInvoice;
type ListAnswer<K extends DocumentKind> = K extends 'proposal'
  ? VendorPortalProposalList
  : VendorPortalInvoiceList;

const notFound = (kind: DocumentKind) =>
  new HttpError(404, kind === 'proposal' ? MESSAGES.proposalNotFound : MESSAGES.invoiceNotFound);

/** The document as answered, read again (amounts and names from the database). */
export async function answerOf<K extends DocumentKind>(db: Db, kind: K, id: number): Promise<Answer<K>> {
  const row = (await repository.getDocument(db, kind, id))!;
  const lines = await repository.findLines(db, kind, id);
  return (kind === 'proposal' ? toProposal(row, lines) : toInvoice(row, lines)) as Answer<K>;
}

/**
 * The caller's vendor's document on an order of the caller's portal (a Tech: its assigned orders); anything
 * else (missing, another vendor's, an order out of the portal) answers 404 'Proposal not found.' or
 * 'Invoice not found.' alike, so that an id tells nothing about other vendors.
 */
export async function requireDocument({ db, user }: Caller, kind: DocumentKind, id: number) {
  const vendorid = portalVendorId(user);
  const row = await repository.getDocument(db, kind, id);
  if (!row || row.vendorid !== vendorid) throw notFound(kind);
  try {
    await requirePortalScope({ db, user, id: row.workorderid });
  } catch (error) {
    if (error instanceof HttpError) throw notFound(kind);
    throw error;
  }
  return row;
}

type Change<T> = (tx: Db, context: { vendorid: number; workOrder: WorkOrderSummary }) => Promise<T>;

/** A change on one order of the portal, under its lock, refused on an Invoiced or Cancelled order. */
export const changeOnOrder = <T>({ db, user }: Caller, workorderid: number, action: Change<T>) =>
  withPortalWorkOrder(
    { db, user, id: workorderid, isAllowed: (_, workOrder) => !isWorkOrderReadOnly(workOrder.statusid) },
    action,
  );

/**
 * A change of one of the caller's documents: found as `requireDocument`, then under the order's lock read
 * again and, with `isDraftOnly`, refused unless still a draft (status 1).
 */
export async function changeDocument<T>(
  caller: Caller,
  options: { kind: DocumentKind; id: number; draftOnly?: string },
  action: (tx: Db, row: repository.DocumentRow, vendorid: number) => Promise<T>,
) {
  const { kind, id, draftOnly } = options;
  const { workorderid } = await requireDocument(caller, kind, id);
  return changeOnOrder(caller, workorderid, async (tx, { vendorid }) => {
    const row = await repository.getDocument(tx, kind, id);
    if (!row || row.vendorid !== vendorid) throw notFound(kind);
    if (draftOnly && row.statusid !== VENDOR_DOCUMENT_STATUS.Draft) throw new HttpError(400, draftOnly);
    return action(tx, row, vendorid);
  });
}

/** The lists: the caller's vendor's documents on the order, newest first, with the Summary tab's fields. */
export async function findPortalDocuments<K extends DocumentKind>(
  caller: Caller,
  kind: K,
  workorderid: number,
): Promise<ListAnswer<K>> {
  const { db } = caller;
  const { vendorid, scope } = await requirePortalScope({ ...caller, id: workorderid });
  const rows = await repository.findDocuments(db, kind, { workorderid, vendorid });
  const data: Answer<K>[] = [];
  for (const row of rows) {
    const lines = await repository.findLines(db, kind, row.id);
    data.push((kind === 'proposal' ? toProposal(row, lines) : toInvoice(row, lines)) as Answer<K>);
  }
  const { wonumber: _, jobsiteid: __, ...summary } = (await repository.getSummary(db, workorderid))!;
  return {
    data,
    canadd: canAddVendorPortalDocument({ readonly: isWorkOrderReadOnly(scope.statusid) }),
    summary,
  } as ListAnswer<K>;
}

/** GET /vendorprofile/vendorworkorderproposals/lists: multipliers as the decimal strings they are. */
export const findPortalLineLists = (db: Db) => repository.findLineLists(db);

/** A suggested proposal number: the order's number and the vendor's next count on it ("WO-1-P2"). */
export const suggestedNumber = async (
  db: Db,
  options: { workorderid: number; vendorid: number; wonumber: string },
) => `${options.wonumber}-P${(await repository.countDocuments(db, 'proposal', options)) + 1}`;

/**
 * POST /vendorprofile/newproposal: an unsaved template (id 0) with a suggested number, today's date and the
 * order's brief description; the first updateproposal with id 0 creates it (decision 163), so a cancelled
 * Add leaves no empty draft behind. Refused on a read-only order, as Add is not offered there.
 */
export async function newPortalProposal(caller: Caller, workorderid: number): Promise<VendorPortalProposal> {
  const { db } = caller;
  const { vendorid, scope } = await requirePortalScope({ ...caller, id: workorderid });
  if (isWorkOrderReadOnly(scope.statusid)) throw new HttpError(400, WORK_ORDER_MESSAGES.readOnly);
  const summary = (await repository.getSummary(db, workorderid))!;
  const line = await repository.getLiveVendorLine(db, { workorderid, vendorid });
  return {
    id: 0,
    workorderid,
    wonumber: summary.wonumber,
    jobsiteid: summary.jobsiteid,
    workordervendorid: line?.id ?? null,
    proposalnumber: await suggestedNumber(db, { workorderid, vendorid, wonumber: summary.wonumber }),
    proposaldate: new Date(),
    description: summary.briefdescription,
    note: null,
    rejectionnote: null,
    proposalstatusid: VENDOR_DOCUMENT_STATUS.Draft,
    proposalstatus: 'Draft',
    proposalamount: '0.00',
    submitteddate: null,
    invoiceid: null,
    ...withAmounts({ labor: [], material: [], other: [] }),
  };
}

const LINE_KINDS: readonly LineKind[] = ['labor', 'material', 'other'];

/** Writes the named kinds of lines (an absent kind keeps its lines), then the amount as their total. */
export async function saveLines(
  tx: Db,
  kind: DocumentKind,
  id: number,
  lines: Partial<LineValues>,
  options: { append?: boolean } = {},
) {
  for (const lineKind of LINE_KINDS) {
    const given = lines[lineKind];
    if (!given) continue;
    const named = given.flatMap((line) => (line.id ? [line.id] : []));
    if (named.length > 0) {
      const known = await repository.findLineIds(tx, kind, lineKind, id);
      if (named.some((lineid) => !known.has(lineid)))
        throw new HttpError(400, LINE_ITEM_MESSAGES.notOnDocument);
    }
    await repository.writeLines(tx, kind, { id, lineKind, lines: given, ...options });
  }
  const saved = await repository.findLines(tx, kind, id);
  // An import appends: the document as a whole keeps the editor's limit (the transaction rolls back).
  const tooMany = LINE_KINDS.find((lineKind) => saved[lineKind].length > MAX_LINE_ITEMS);
  if (tooMany) throw new HttpError(400, `At most ${MAX_LINE_ITEMS} ${tooMany} lines.`);
  const { totals } = withAmounts(saved);
  await repository.updateDocument(tx, kind, id, { amount: totals.total });
}

/** A proposal an invoice may be made from: the vendor's own, approved, on the same order, without a live invoice. */
export async function requireInvoiceableProposal(
  tx: Db,
  options: { id: number; vendorid: number; workorderid: number },
) {
  const proposal = await repository.getDocument(tx, 'proposal', options.id);
  if (!proposal || proposal.vendorid !== options.vendorid || proposal.workorderid !== options.workorderid)
    throw notFound('proposal');
  if (proposal.statusid !== VENDOR_DOCUMENT_STATUS.Approved) throw new HttpError(400, MESSAGES.notApproved);
  if (proposal.linkid != null) throw new HttpError(400, MESSAGES.alreadyInvoiced);
  return proposal;
}

type SaveInput<K extends DocumentKind> = K extends 'proposal'
  ? SaveVendorPortalProposalInput
  : SaveVendorPortalInvoiceInput;

/**
 * POST /vendorprofile/updateproposal and /updateinvoice: id 0 creates a draft on the order for the vendor's live
 * line there; another id updates the caller's draft (400 'Only a draft can be changed.' otherwise). Absent fields
 * and kinds of lines stay. The amount is the lines' total; an invoice's date is today on create, never read.
 */
export async function savePortalDocument<K extends DocumentKind>(
  caller: Caller,
  kind: K,
  input: SaveInput<K>,
): Promise<Answer<K>> {
  const number =
    kind === 'proposal'
      ? (input as SaveVendorPortalProposalInput).proposalnumber
      : (input as SaveVendorPortalInvoiceInput).invoicenumber;
  const lines = { labor: input.labor, material: input.material, other: input.other };
  if (input.id === 0) {
    return changeOnOrder(caller, input.workorderid!, async (tx, { vendorid, workOrder }) => {
      const line = await repository.getLiveVendorLine(tx, { workorderid: workOrder.id, vendorid });
      if (!line) throw new HttpError(400, MESSAGES.noVendorLine);
      const proposalid = kind === 'invoice' ? (input as SaveVendorPortalInvoiceInput).proposalid : undefined;
      if (proposalid)
        await requireInvoiceableProposal(tx, { id: proposalid, vendorid, workorderid: workOrder.id });
      const id = await repository.insertDocument(tx, kind, {
        workorderid: workOrder.id,
        vendorid,
        workordervendorid: line.id,
        description: input.description ?? null,
        note: input.note ?? null,
        number: number ?? null,
        proposalid,
        createdby: caller.user.id,
      });
      await saveLines(tx, kind, id, lines);
      return answerOf(tx, kind, id);
    });
  }
  return changeDocument(caller, { kind, id: input.id, draftOnly: MESSAGES.onlyDraft }, async (tx, row) => {
    if (kind === 'invoice' && !(number ?? row.number))
      throw new HttpError(400, MESSAGES.invoiceNumberRequired, {
        invoicenumber: MESSAGES.invoiceNumberRequired,
      });
    await repository.updateDocument(tx, kind, row.id, {
      description: input.description,
      note: input.note,
      number,
    });
    await saveLines(tx, kind, row.id, lines);
    return answerOf(tx, kind, row.id);
  });
}

/** DELETE /vendorprofile/deleteproposal, /deleteinvoice: a draft only; answers `{ id, workorderid }`. */
export function deletePortalDocument(caller: Caller, kind: DocumentKind, id: number) {
  return changeDocument(caller, { kind, id, draftOnly: MESSAGES.onlyDraftDeleted }, async (tx, row) => {
    await repository.deleteDocument(tx, kind, row.id);
    return { id: row.id, workorderid: row.workorderid };
  });
}
