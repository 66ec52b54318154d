import { and, asc, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { OTHER_LINE_TYPE_IDS, VENDOR_DOCUMENT_STATUS } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import {
  customer,
  customerjobsite,
  laborratetype,
  lineitemtype,
  skilllevel,
  unit,
  vendor,
  vendordocumentstatus,
  vendorinvoice,
  vendorinvoicelabor,
  vendorinvoicematerial,
  vendorinvoiceother,
  vendorpayment,
  vendorproposal,
  vendorproposallabor,
  vendorproposalmaterial,
  vendorproposalother,
  workorder,
  workordervendor,
} from '../../db/schema/index';
import { invoicePayment } from './vendor-portal.invoice-payment';
import { ownLines } from './vendor-portal.work-orders.repository';

// SQL of the vendor portal's proposals and invoices (docs/decisions/163). Both kinds have the same
// columns under their own names and the same three line tables; `DocumentKind` picks the tables, and
// each row is read under the kind-neutral names below (`number`, `date`, `statusid`, `amount`).

export type DocumentKind = 'proposal' | 'invoice';

const TABLES = {
  proposal: {
    document: vendorproposal,
    number: vendorproposal.proposalnumber,
    date: vendorproposal.proposaldate,
    statusid: vendorproposal.proposalstatusid,
    amount: vendorproposal.proposalamount,
    labor: vendorproposallabor,
    material: vendorproposalmaterial,
    other: vendorproposalother,
    parent: 'vendorproposalid',
  },
  invoice: {
    document: vendorinvoice,
    number: vendorinvoice.invoicenumber,
    date: vendorinvoice.invoicedate,
    statusid: vendorinvoice.invoicestatusid,
    amount: vendorinvoice.invoiceamount,
    labor: vendorinvoicelabor,
    material: vendorinvoicematerial,
    other: vendorinvoiceother,
    parent: 'vendorinvoiceid',
  },
} as const;

// The two kinds' line tables differ only in their parent column's name: they are read and written as the
// proposal's, with the parent column picked by kind.
const linesOf = (kind: DocumentKind) => {
  const tables = TABLES[kind];
  return {
    labor: tables.labor as unknown as typeof vendorproposallabor,
    material: tables.material as unknown as typeof vendorproposalmaterial,
    other: tables.other as unknown as typeof vendorproposalother,
    parentOf: (
      table: typeof vendorproposallabor | typeof vendorproposalmaterial | typeof vendorproposalother,
    ) => (table as unknown as Record<string, typeof vendorproposallabor.vendorproposalid>)[tables.parent]!,
    parent: tables.parent as 'vendorproposalid',
  };
};

/** The live invoice made from a proposal: one that is not rejected (decision 163, as decision 135). */
const liveInvoiceOf = sql<number | null>`(
  select min(i."id") from ${vendorinvoice} i
  where i."proposalid" = ${vendorproposal.id} and i."invoicestatusid" <> ${VENDOR_DOCUMENT_STATUS.Rejected}
)`;

/** An invoice's payment (decision 178); a proposal has none. */
const paymentOf = (kind: DocumentKind) => {
  const invoice = {
    workordervendorid: vendorinvoice.workordervendorid,
    vendorid: vendorinvoice.vendorid,
    statusid: vendorinvoice.invoicestatusid,
  };
  return kind === 'invoice'
    ? {
        paiddate: invoicePayment('paiddate', invoice).mapWith(vendorpayment.txnDate),
        paymentrefnumber: sql<string | null>`${invoicePayment('paymentrefnumber', invoice)}`,
        paymenttype: sql<string | null>`${invoicePayment('paymenttype', invoice)}`,
      }
    : {
        paiddate: sql<Date | null>`null`,
        paymentrefnumber: sql<string | null>`null`,
        paymenttype: sql<string | null>`null`,
      };
};

function selectDocuments(db: Db, kind: DocumentKind) {
  const tables = TABLES[kind];
  const document = tables.document as typeof vendorproposal;
  return db
    .select({
      id: document.id,
      workorderid: document.workorderid,
      wonumber: workorder.wonumber,
      jobsiteid: workorder.jobsiteid,
      workordervendorid: document.workordervendorid,
      vendorid: document.vendorid,
      number: tables.number,
      date: tables.date,
      description: document.description,
      note: document.note,
      rejectionnote: document.rejectionnote,
      statusid: tables.statusid,
      status: vendordocumentstatus.name,
      amount: tables.amount,
      submitteddate: document.submitteddate,
      /** A proposal's live invoice; an invoice's proposal. */
      linkid: kind === 'proposal' ? liveInvoiceOf : sql<number | null>`${vendorinvoice.proposalid}`,
      createddate: document.createddate,
      ...paymentOf(kind),
    })
    .from(document)
    .innerJoin(workorder, eq(workorder.id, document.workorderid))
    .innerJoin(vendordocumentstatus, eq(vendordocumentstatus.id, tables.statusid))
    .$dynamic();
}
export type DocumentRow = Awaited<ReturnType<typeof findDocuments>>[number];

/** One document, or undefined. */
export async function getDocument(db: Db, kind: DocumentKind, id: number) {
  const document = TABLES[kind].document as typeof vendorproposal;
  const [row] = await selectDocuments(db, kind).where(eq(document.id, id));
  return row;
}

/** The vendor's documents on one order, newest first. */
export async function findDocuments(
  db: Db,
  kind: DocumentKind,
  options: { workorderid: number; vendorid: number },
) {
  const document = TABLES[kind].document as typeof vendorproposal;
  return selectDocuments(db, kind)
    .where(and(eq(document.workorderid, options.workorderid), eq(document.vendorid, options.vendorid)))
    .orderBy(desc(document.createddate), desc(document.id));
}

/** The document's three kinds of lines with their reference names, in entry order. */
export async function findLines(db: Db, kind: DocumentKind, id: number) {
  const t = linesOf(kind);
  // One query at a time: `db` may be a transaction's single connection.
  const labor = await db
    .select({
      id: t.labor.id,
      skilllevelid: t.labor.skilllevelid,
      skilllevel: skilllevel.name,
      typeid: t.labor.typeid,
      type: laborratetype.name,
      numberoftechs: t.labor.numberoftechs,
      hourlyrate: t.labor.hourlyrate,
      numberofhours: t.labor.numberofhours,
    })
    .from(t.labor)
    .innerJoin(skilllevel, eq(skilllevel.id, t.labor.skilllevelid))
    .innerJoin(laborratetype, eq(laborratetype.id, t.labor.typeid))
    .where(eq(t.parentOf(t.labor), id))
    .orderBy(asc(t.labor.id));
  const material = await db
    .select({
      id: t.material.id,
      description: t.material.description,
      partnumber: t.material.partnumber,
      uom: t.material.uom,
      unit: unit.name,
      unitprice: t.material.unitprice,
      quantity: t.material.quantity,
    })
    .from(t.material)
    .innerJoin(unit, eq(unit.id, t.material.uom))
    .where(eq(t.parentOf(t.material), id))
    .orderBy(asc(t.material.id));
  const other = await db
    .select({
      id: t.other.id,
      typeid: t.other.typeid,
      type: lineitemtype.name,
      description: t.other.description,
      quantity: t.other.quantity,
      unitprice: t.other.unitprice,
    })
    .from(t.other)
    .innerJoin(lineitemtype, eq(lineitemtype.id, t.other.typeid))
    .where(eq(t.parentOf(t.other), id))
    .orderBy(asc(t.other.id));
  return { labor, material, other };
}
export type DocumentLines = Awaited<ReturnType<typeof findLines>>;

type LaborValues = Omit<typeof vendorproposallabor.$inferInsert, 'id' | 'vendorproposalid'>;
type MaterialValues = Omit<typeof vendorproposalmaterial.$inferInsert, 'id' | 'vendorproposalid'>;
type OtherValues = Omit<typeof vendorproposalother.$inferInsert, 'id' | 'vendorproposalid'>;
export type LineValues = {
  labor: (LaborValues & { id?: number | null })[];
  material: (MaterialValues & { id?: number | null })[];
  other: (OtherValues & { id?: number | null })[];
};
export type LineKind = keyof LineValues;

/** The ids of the document's lines of one kind (to tell an update from a line of another document). */
export async function findLineIds(db: Db, kind: DocumentKind, lineKind: LineKind, id: number) {
  const t = linesOf(kind);
  const table = t[lineKind];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(t.parentOf(table), id));
  return new Set(rows.map((row) => row.id));
}

/**
 * Makes the document's lines of one kind the given ones: lines with a known id are updated, lines without
 * one inserted, the others removed. With `append` nothing is removed (the line import).
 */
export async function writeLines<K extends LineKind>(
  db: Db,
  kind: DocumentKind,
  options: { id: number; lineKind: K; lines: LineValues[K]; append?: boolean },
) {
  const t = linesOf(kind);
  const table = t[options.lineKind] as typeof vendorproposallabor;
  const parent = t.parentOf(table);
  const kept = options.lines.flatMap((line) => (line.id ? [line.id] : []));
  if (!options.append)
    await db
      .delete(table)
      .where(
        kept.length > 0 ? and(eq(parent, options.id), notInArray(table.id, kept)) : eq(parent, options.id),
      );
  for (const { id: lineid, ...values } of options.lines) {
    if (lineid)
      await db
        .update(table)
        .set(values as LaborValues)
        .where(and(eq(table.id, lineid), eq(parent, options.id)));
  }
  const added = options.lines.filter((line) => !line.id).map(({ id: _, ...values }) => values);
  if (added.length > 0)
    await db.insert(table).values(added.map((values) => ({ ...values, [t.parent]: options.id }) as never));
}

type DocumentValues = {
  workorderid: number;
  vendorid: number;
  workordervendorid: number | null;
  description: string | null;
  note: string | null;
  number: string | null;
  proposalid?: number | null;
  createdby: number;
};

/** A new draft (the date is the database's now); answers its id. */
export async function insertDocument(db: Db, kind: DocumentKind, values: DocumentValues) {
  const { number, proposalid, ...common } = values;
  if (kind === 'proposal') {
    const [row] = await db
      .insert(vendorproposal)
      .values({ ...common, proposalnumber: number })
      .returning({ id: vendorproposal.id });
    return row!.id;
  }
  const [row] = await db
    .insert(vendorinvoice)
    .values({ ...common, invoicenumber: number, proposalid: proposalid ?? null })
    .returning({ id: vendorinvoice.id });
  return row!.id;
}

type DocumentChanges = Partial<{
  description: string | null;
  note: string | null;
  number: string | null;
  amount: string;
  statusid: number;
  submitteddate: Date;
}>;

/** Sets the named fields of a document (and its modified date). */
export async function updateDocument(db: Db, kind: DocumentKind, id: number, changes: DocumentChanges) {
  const { number, amount, statusid, ...common } = changes;
  const named =
    kind === 'proposal'
      ? { proposalnumber: number, proposalamount: amount, proposalstatusid: statusid }
      : { invoicenumber: number, invoiceamount: amount, invoicestatusid: statusid };
  const values = Object.fromEntries(
    Object.entries({ ...common, ...named }).filter(([, value]) => value !== undefined),
  );
  const document = TABLES[kind].document as typeof vendorproposal;
  await db
    .update(document)
    .set({ ...values, modifieddate: new Date() })
    .where(eq(document.id, id));
}

/** Removes a document; its lines go with it (on delete cascade). */
export async function deleteDocument(db: Db, kind: DocumentKind, id: number) {
  const document = TABLES[kind].document as typeof vendorproposal;
  await db.delete(document).where(eq(document.id, id));
}

/** The vendor's live (not cancelled) line on the order, the oldest first; undefined without one. */
export async function getLiveVendorLine(db: Db, options: { workorderid: number; vendorid: number }) {
  const [row] = await db
    .select({ id: workordervendor.id, isapproved: workordervendor.isapproved })
    .from(workordervendor)
    .where(and(ownLines(options), ne(workordervendor.status, 'Cancelled')))
    .orderBy(asc(workordervendor.id))
    .limit(1);
  return row;
}

/** The vendor line's invoice number (what staff's Approve Invoice reads). */
export async function setVendorLineInvoiceNumber(db: Db, id: number, invnumber: string) {
  await db.update(workordervendor).set({ invnumber }).where(eq(workordervendor.id, id));
}

/** The editor's Summary tab: the order's customer, job site and brief description. */
export async function getSummary(db: Db, workorderid: number) {
  const [row] = await db
    .select({
      customername: customer.customername,
      jobsite: customerjobsite.jobsite,
      location: customerjobsite.jobsitedescription,
      address: customerjobsite.streetaddress,
      city: customerjobsite.city,
      statecode: customerjobsite.statecode,
      briefdescription: workorder.briefdescription,
      wonumber: workorder.wonumber,
      jobsiteid: workorder.jobsiteid,
    })
    .from(workorder)
    .innerJoin(customer, eq(customer.id, workorder.customerid))
    .leftJoin(customerjobsite, eq(customerjobsite.id, workorder.jobsiteid))
    .where(eq(workorder.id, workorderid));
  return row;
}

/** The editors' selects from the reference tables. */
export async function findLineLists(db: Db) {
  const skilllevels = await db
    .select({ id: skilllevel.id, name: skilllevel.name })
    .from(skilllevel)
    .orderBy(asc(skilllevel.id));
  const labortypes = await db
    .select({ id: laborratetype.id, name: laborratetype.name, multiplier: laborratetype.multiplier })
    .from(laborratetype)
    .orderBy(asc(laborratetype.id));
  const units = await db.select({ id: unit.id, name: unit.name }).from(unit).orderBy(asc(unit.id));
  const othertypes = await db
    .select({ id: lineitemtype.id, name: lineitemtype.name })
    .from(lineitemtype)
    .where(inArray(lineitemtype.id, [...OTHER_LINE_TYPE_IDS]))
    .orderBy(asc(lineitemtype.id));
  return { skilllevels, labortypes, units, othertypes };
}

/** The vendor's name (the System note of a Submit). */
export async function getVendorName(db: Db, id: number) {
  const [row] = await db.select({ name: vendor.name }).from(vendor).where(eq(vendor.id, id));
  return row?.name ?? '';
}

/** How many documents of a kind the vendor has on the order (the suggested proposal number). */
export async function countDocuments(
  db: Db,
  kind: DocumentKind,
  options: { workorderid: number; vendorid: number },
) {
  const document = TABLES[kind].document as typeof vendorproposal;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(document)
    .where(and(eq(document.workorderid, options.workorderid), eq(document.vendorid, options.vendorid)));
  return row?.count ?? 0;
}
