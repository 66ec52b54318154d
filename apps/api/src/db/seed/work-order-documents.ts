import {
  LINE_ITEM_TYPE,
  PROPOSAL_MARGIN,
  QC_RATING,
  STATUS,
  VENDOR_DOCUMENT_STATUS,
  proposedAmount,
  VENDOR_PROPOSAL_MARGIN_DIVISOR,
  type StatusId,
} from '@dispatchwise/shared';
import { DAY, HOUR } from './clock';
import { push, takeId, type Batch, type WorkOrderTable } from './batch';
import { money } from './rates';
import { weightTable, type Rng } from './random';
import { MATERIALS, QC_COMMENTS } from './text';
import type { OrderContext } from './work-order-rows';

const S = STATUS;
const COMPLETED: readonly StatusId[] = [
  S.CompletedVendor,
  S.CWOP,
  S.NOD,
  S.RTB,
  S.BillingPending,
  S.Invoiced,
];
const BILLED: readonly StatusId[] = [S.RTB, S.BillingPending, S.Invoiced];
const PROPOSAL: readonly StatusId[] = [S.PendingProposalVendor, S.PendingProposalEDC, S.WOA, S.POH];
const QC_WEIGHTS = weightTable<number>([
  [QC_RATING.Excellent, 50],
  [QC_RATING.Good, 35],
  [QC_RATING.Fair, 15],
]);
const TAX_RATE = 7.25;

type Dates = {
  created: number;
  dispatched: number;
  completed: number | null;
  invoiced: number | null;
  modified: number;
};

/** Labor, material and travel lines of a vendor document that add up to `totalCents` exactly. */
function vendorLines(rng: Rng, totalCents: number) {
  const rateCents =
    totalCents < 12_000 ? Math.max(100, Math.floor((totalCents * 0.6) / 100) * 100) : rng.int(65, 125) * 100;
  const hours = Math.max(1, Math.floor((totalCents * 0.55) / rateCents));
  const laborCents = rateCents * hours;
  const travelCents = totalCents - laborCents > 9_500 ? rng.int(45, 95) * 100 : 0;
  const materialCents = totalCents - laborCents - travelCents;
  return { rateCents, hours, travelCents, materialCents };
}

/** Writes one vendor-portal proposal or invoice with its lines; returns its id. */
function vendorDocument(
  batch: Batch,
  rng: Rng,
  kind: 'proposal' | 'invoice',
  row: (id: number) => (string | number | boolean | Date | null)[],
  totalCents: number,
): number {
  const table = (suffix: string) => `vendor${kind}${suffix}` as WorkOrderTable;
  const id = takeId(batch, table(''));
  push(batch, table(''), row(id));
  const lines = vendorLines(rng, totalCents);
  push(batch, table('labor'), [
    takeId(batch, table('labor')),
    id,
    2,
    1,
    1,
    money(lines.rateCents / 100),
    lines.hours.toFixed(2),
  ]);
  if (lines.materialCents > 0) {
    push(batch, table('material'), [
      takeId(batch, table('material')),
      id,
      rng.pick(MATERIALS),
      `P-${rng.int(1000, 9999)}`,
      1,
      money(lines.materialCents / 100),
      '1.00',
    ]);
  }
  if (lines.travelCents > 0) {
    push(batch, table('other'), [
      takeId(batch, table('other')),
      id,
      LINE_ITEM_TYPE.Travel,
      'Trip charge',
      '1.00',
      money(lines.travelCents / 100),
    ]);
  }
  return id;
}

/** Customer-facing lines (proposal or invoice) billing `costCents` at the default margin; returns [amount, grand total] in cents. */
function customerLines(
  batch: Batch,
  rng: Rng,
  table: 'workorderproposaldetail' | 'invoicedetail',
  parentId: number,
  costCents: number,
  description: string,
): [number, number] {
  const priceCents = Math.round(costCents / (1 - PROPOSAL_MARGIN.default / 100) / 100) * 100;
  const lines = vendorLines(rng, priceCents);
  const rows: [number, string, number, number, number][] = [
    [LINE_ITEM_TYPE.Labor, description, lines.hours, lines.rateCents, 0],
  ];
  if (lines.materialCents > 0)
    rows.push([LINE_ITEM_TYPE.Material, rng.pick(MATERIALS), 1, lines.materialCents, TAX_RATE]);
  if (lines.travelCents > 0) rows.push([LINE_ITEM_TYPE.Travel, 'Trip charge', 1, lines.travelCents, 0]);
  let amount = 0;
  let tax = 0;
  rows.forEach(([itemtypeid, text, quantity, rate, taxrate], i) => {
    push(batch, table, [
      takeId(batch, table),
      parentId,
      itemtypeid,
      text,
      quantity.toFixed(2),
      money(rate / 100),
      taxrate.toFixed(3),
      i,
    ]);
    amount += quantity * rate;
    tax += Math.round((quantity * rate * taxrate) / 100);
  });
  return [amount, amount + tax];
}

/**
 * The demo-mode extras of one order: action events, vendor QC, vendor-portal proposal and invoice,
 * customer proposal and customer invoice, each consistent with the order's status.
 */
export function addDocuments(options: {
  ctx: OrderContext;
  batch: Batch;
  rng: Rng;
  id: number;
  wonumber: string;
  statusid: StatusId;
  vendorid: number;
  workordervendorid: number;
  costCents: number;
  tradeid: number;
  brief: string;
  dates: Dates;
}): void {
  const { ctx, batch, rng, id, wonumber, statusid, vendorid, workordervendorid, costCents, brief, dates } =
    options;
  const now = ctx.clock.anchor.getTime();
  const clamp = (ms: number) => new Date(Math.min(ms, now));
  const staff = rng.pick(ctx.world.staff);
  const isDemoVendor = vendorid === ctx.world.demoVendorId;

  const event = (actiontype: string, at: number) =>
    push(batch, 'workorderevent', [
      takeId(batch, 'workorderevent'),
      id,
      workordervendorid,
      vendorid,
      actiontype,
      'email',
      staff.id,
      clamp(at),
    ]);
  event('DISPATCHED', dates.dispatched);
  event('TICKET', dates.dispatched);
  const later = dates.dispatched + (dates.modified - dates.dispatched) * rng.next();
  const byStatus: Partial<Record<StatusId, string[]>> = {
    [S.TBS]: ['TBS'],
    [S.DFQ]: ['QUOTE'],
    [S.PendingProposalVendor]: ['PPV', 'PPV'],
    [S.TOS]: ['TOS'],
    [S.WOP]: ['WAITING_ON_PARTS'],
    [S.CWOP]: ['CWOP', 'CWOP'],
    [S.NOD]: [rng.pick(['NOD_MISSING', 'NOD_QUALITY', 'NOD_WRONGAMOUNT', 'NOD_WRONGRATES'])],
    [S.Cancelled]: ['cancel_vendor'],
    [S.BillingPending]: ['APPROVE_VENDOR_INVOICE'],
    [S.Invoiced]: ['CWOP', 'APPROVE_VENDOR_INVOICE'],
  };
  for (const action of byStatus[statusid] ?? []) event(action, later);

  if (COMPLETED.includes(statusid) && rng.chance(0.4)) {
    const answers = [rng.chance(0.85), rng.chance(0.92), rng.chance(0.9), rng.chance(0.85)];
    push(batch, 'workordervendorqc', [
      takeId(batch, 'workordervendorqc'),
      workordervendorid,
      ...answers,
      rng.weighted(QC_WEIGHTS),
      (answers.filter(Boolean).length * 25).toFixed(2),
      rng.pick(QC_COMMENTS),
      staff.name,
      clamp((dates.completed ?? dates.modified) + rng.int(1, 72) * HOUR),
      staff.user_id,
    ]);
  }

  // Vendor-portal proposal (quotes and proposal statuses; some billed orders had one too).
  let vendorproposalid: number | null = null;
  const wantsProposal =
    PROPOSAL.includes(statusid) || statusid === S.DFQ || (BILLED.includes(statusid) && rng.chance(0.15));
  if (wantsProposal && (isDemoVendor || rng.chance(0.6))) {
    const proposalStatus =
      statusid === S.DFQ
        ? VENDOR_DOCUMENT_STATUS.Draft
        : statusid === S.PendingProposalVendor
          ? rng.chance(0.3)
            ? VENDOR_DOCUMENT_STATUS.Draft
            : VENDOR_DOCUMENT_STATUS.Submitted
          : statusid === S.PendingProposalEDC
            ? VENDOR_DOCUMENT_STATUS.Submitted
            : VENDOR_DOCUMENT_STATUS.Approved;
    const at = dates.dispatched + rng.int(4, 72) * HOUR;
    vendorproposalid = vendorDocument(
      batch,
      rng,
      'proposal',
      (docId) => [
        docId,
        id,
        workordervendorid,
        vendorid,
        `Proposal: ${brief}`,
        proposalStatus === VENDOR_DOCUMENT_STATUS.Draft ? null : clamp(at),
        clamp(at - HOUR),
        clamp(at),
        `P${wonumber}-1`,
        clamp(at),
        proposalStatus,
        money(costCents / 100),
      ],
      costCents,
    );
  }

  // Customer proposal: in progress, waiting for the customer, on hold, approved or rejected.
  let workorderproposalid: number | null = null;
  const approvedByCustomer = BILLED.includes(statusid) && vendorproposalid !== null;
  const rejected = statusid === S.Cancelled && rng.chance(0.1);
  if (
    (PROPOSAL.includes(statusid) && statusid !== S.PendingProposalVendor) ||
    approvedByCustomer ||
    rejected
  ) {
    workorderproposalid = takeId(batch, 'workorderproposal');
    const quoted =
      vendorproposalid !== null ? costCents : Math.round(costCents * VENDOR_PROPOSAL_MARGIN_DIVISOR);
    const [, grand] = customerLines(
      batch,
      rng,
      'workorderproposaldetail',
      workorderproposalid,
      quoted,
      brief,
    );
    const complete = statusid !== S.PendingProposalEDC;
    const at = dates.dispatched + rng.int(24, 120) * HOUR;
    push(batch, 'workorderproposal', [
      workorderproposalid,
      id,
      workordervendorid,
      vendorproposalid,
      // The Proposed Amount as the API computes it from the quoted amount and the margin (decision 135).
      proposedAmount(money(quoted / 100), PROPOSAL_MARGIN.default),
      money(grand / 100),
      money(quoted / 100),
      PROPOSAL_MARGIN.default.toFixed(2),
      `Scope: ${brief}. Labor, materials and trip charge as itemized.`,
      complete,
      complete ? clamp(at) : null,
      approvedByCustomer,
      rejected,
      approvedByCustomer,
      approvedByCustomer ? clamp(at + DAY) : null,
      rejected,
      rejected ? clamp(at + DAY) : null,
      rejected ? 'Too expensive; customer will handle in house.' : null,
      staff.id,
      clamp(at - HOUR),
      clamp(at),
    ]);
  }

  // Vendor-portal invoice for completed work.
  if (COMPLETED.includes(statusid) && dates.completed !== null && (isDemoVendor || rng.chance(0.3))) {
    const status =
      statusid === S.CWOP
        ? VENDOR_DOCUMENT_STATUS.Draft
        : statusid === S.CompletedVendor || statusid === S.NOD
          ? VENDOR_DOCUMENT_STATUS.Submitted
          : VENDOR_DOCUMENT_STATUS.Approved;
    const at = dates.completed + rng.int(2, 48) * HOUR;
    vendorDocument(
      batch,
      rng,
      'invoice',
      (docId) => [
        docId,
        id,
        workordervendorid,
        vendorid,
        `Invoice: ${brief}`,
        status === VENDOR_DOCUMENT_STATUS.Draft ? null : clamp(at),
        clamp(at - HOUR),
        clamp(at),
        vendorproposalid,
        `VI-${wonumber}`,
        clamp(at),
        status,
        money(costCents / 100),
      ],
      costCents,
    );
  }

  // Customer invoice: pending approval while Billing Pending, approved and mostly synced once Invoiced.
  if ((statusid === S.Invoiced || statusid === S.BillingPending) && dates.completed !== null) {
    const invoiceid = takeId(batch, 'invoice');
    // invoice.amount is the lines' total with taxes, as the API writes it (decision 136).
    const [, amount] = customerLines(batch, rng, 'invoicedetail', invoiceid, costCents, brief);
    const invoicedOn = dates.invoiced ?? dates.completed + rng.int(2, 10) * DAY;
    const approved = statusid === S.Invoiced;
    const paid = approved && now - invoicedOn > 45 * DAY && rng.chance(0.85);
    // Pushed to QuickBooks, mostly; the rest wait on the Accounting screen, not queued (decision 175).
    const syncedOn = approved && rng.chance(0.9) ? clamp(invoicedOn + 2 * HOUR) : null;
    push(batch, 'invoice', [
      invoiceid,
      id,
      workorderproposalid,
      wonumber,
      money(amount / 100),
      money(amount / 100),
      paid ? money(amount / 100) : null,
      clamp(invoicedOn),
      new Date(invoicedOn + 30 * DAY),
      new Date(dates.completed),
      staff.id,
      staff.name,
      true,
      approved,
      approved ? staff.id : null,
      approved ? clamp(invoicedOn + HOUR) : null,
      syncedOn !== null,
      syncedOn,
      `Scope: ${brief}.`,
      staff.id,
      clamp(invoicedOn - HOUR),
      clamp(invoicedOn + 2 * HOUR),
    ]);
  }
}
