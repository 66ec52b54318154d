import {
  documentTotals,
  laborAmount,
  materialAmount,
  type VendorPortalDocumentTotals,
  type VendorPortalInvoice,
  type VendorPortalProposal,
} from '@dispatchwise/shared';
import type { DocumentLines, DocumentRow, LineValues } from './vendor-portal.documents.repository';

// A vendor-portal document as answered (docs/decisions/163): the stored row under the spec's names of its
// kind, and the lines with the amounts the API computes with the shared exact calculations.

const sum = (amounts: readonly string[]) =>
  documentTotals(amounts.map((amount) => ({ subtotal: amount, taxes: 0, total: amount }))).total;

/** The lines with their amounts, and the sums of the three tabs and their total (the document's amount). */
export function withAmounts(lines: DocumentLines) {
  const labor = lines.labor.map((line) => ({
    ...line,
    amount: laborAmount({
      rate: line.hourlyrate,
      hours: line.numberofhours,
      techs: line.numberoftechs,
      multiplierid: line.typeid,
    }),
  }));
  const material = lines.material.map((line) => ({ ...line, amount: materialAmount(line) }));
  const other = lines.other.map((line) => ({ ...line, amount: materialAmount(line) }));
  const amounts = (rows: { amount: string }[]) => rows.map((row) => row.amount);
  const totals: VendorPortalDocumentTotals = {
    labor: sum(amounts(labor)),
    material: sum(amounts(material)),
    other: sum(amounts(other)),
    total: sum([...amounts(labor), ...amounts(material), ...amounts(other)]),
  };
  return { labor, material, other, totals };
}

const common = (row: DocumentRow) => ({
  id: row.id,
  workorderid: row.workorderid,
  wonumber: row.wonumber,
  jobsiteid: row.jobsiteid,
  workordervendorid: row.workordervendorid,
  description: row.description,
  note: row.note,
  rejectionnote: row.rejectionnote,
  submitteddate: row.submitteddate,
});

export const toProposal = (row: DocumentRow, lines: DocumentLines): VendorPortalProposal => ({
  ...common(row),
  proposalnumber: row.number,
  proposaldate: row.date,
  proposalstatusid: row.statusid,
  proposalstatus: row.status,
  proposalamount: row.amount,
  invoiceid: row.linkid,
  ...withAmounts(lines),
});

export const toInvoice = (row: DocumentRow, lines: DocumentLines): VendorPortalInvoice => ({
  ...common(row),
  proposalid: row.linkid,
  invoicenumber: row.number,
  invoicedate: row.date,
  invoicestatusid: row.statusid,
  invoicestatus: row.status,
  invoiceamount: row.amount,
  paiddate: row.paiddate,
  paymentrefnumber: row.paymentrefnumber,
  paymenttype: row.paymenttype,
  ...withAmounts(lines),
});

/** A document's lines as new lines of another (Clone, Create Invoice): the stored fields without ids. */
export function copyOfLines(lines: DocumentLines): LineValues {
  return {
    labor: lines.labor.map(({ skilllevelid, typeid, numberoftechs, hourlyrate, numberofhours }) => ({
      skilllevelid,
      typeid,
      numberoftechs,
      hourlyrate,
      numberofhours,
    })),
    material: lines.material.map(({ description, partnumber, uom, unitprice, quantity }) => ({
      description,
      partnumber,
      uom,
      unitprice,
      quantity,
    })),
    other: lines.other.map(({ typeid, description, quantity, unitprice }) => ({
      typeid,
      description,
      quantity,
      unitprice,
    })),
  };
}
