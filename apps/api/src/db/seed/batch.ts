import type { Row, Sink } from './sink';

/**
 * The tables the work-order generator writes, in foreign-key order, with their columns. Ids are
 * assigned by the generator (children need their parent's id without a round trip), so every
 * table's sequence is moved past them at the end (decision 072).
 */
export const WORK_ORDER_COLUMNS = {
  workorder: [
    'id',
    'wonumber',
    'ponumber',
    'customerid',
    'jobsiteid',
    'statusid',
    'priorityid',
    'divisionid',
    'requesttypeid',
    'dispatcherid',
    'customerdispatcherid',
    'salesrepid',
    'receiverid',
    'techauthid',
    'requestedby',
    'createddate',
    'modifieddate',
    'dispatchdate',
    'scheduledate',
    'promisedate',
    'duedate',
    'onsitedate',
    'onsitetime',
    'completedate',
    'invoicedate',
    'nte',
    'briefdescription',
    'description',
    'cancelreason',
    'flagged',
    'customercalled',
    'vendorcalled',
    'parentid',
    'ischild',
    'externalsource',
    'externalid',
    'createdby',
    'modifiedby',
  ],
  workordertrade: ['id', 'workorderid', 'tradeid'],
  workordervendor: [
    'id',
    'workorderid',
    'vendorid',
    'tradeid',
    'nte',
    'quotedamount',
    'quoteonly',
    'invnumber',
    'status',
    'nodflagged',
    'note',
    'isapproved',
    'approvedby',
    'approveddate',
    'approvedbyaccounting',
    'syncedtoaccountingdate',
    'createdby',
    'createddate',
  ],
  workordernote: [
    'id',
    'workorderid',
    'notenumber',
    'note',
    'notetypeid',
    'typeid',
    'pertainsto',
    'highpriority',
    'canvendorsee',
    'isvisibletocustomer',
    'createdby',
    'createdbyuser',
    'createddate',
    'modifiedby',
    'modifieddate',
  ],
  workorderevent: [
    'id',
    'workorderid',
    'workordervendorid',
    'vendorid',
    'actiontype',
    'type',
    'createdby',
    'createddate',
  ],
  workordervendorqc: [
    'id',
    'workordervendorid',
    'techarrivedonschedule',
    'techwasprofessional',
    'repairsmade',
    'metexpectations',
    'overallrating',
    'totalscore',
    'comments',
    'reviewername',
    'reviewdate',
    'reviewedbyauthid',
  ],
  vendorproposal: [
    'id',
    'workorderid',
    'workordervendorid',
    'vendorid',
    'description',
    'submitteddate',
    'createddate',
    'modifieddate',
    'proposalnumber',
    'proposaldate',
    'proposalstatusid',
    'proposalamount',
  ],
  vendorproposallabor: [
    'id',
    'vendorproposalid',
    'skilllevelid',
    'typeid',
    'numberoftechs',
    'hourlyrate',
    'numberofhours',
  ],
  vendorproposalmaterial: [
    'id',
    'vendorproposalid',
    'description',
    'partnumber',
    'uom',
    'unitprice',
    'quantity',
  ],
  vendorproposalother: ['id', 'vendorproposalid', 'typeid', 'description', 'quantity', 'unitprice'],
  workorderproposal: [
    'id',
    'workorderid',
    'workordervendorid',
    'vendorproposalid',
    'amount',
    'grandtotal',
    'quotedamount',
    'marginpercent',
    'scopeofwork',
    'iscomplete',
    'completedate',
    'isapproved',
    'isrejected',
    'approvedbycustomer',
    'approvedbycustomerdate',
    'rejectedbycustomer',
    'rejectedbycustomerdate',
    'rejectionnote',
    'createdby',
    'createddate',
    'modifieddate',
  ],
  workorderproposaldetail: [
    'id',
    'workorderproposalid',
    'itemtypeid',
    'description',
    'quantity',
    'rates',
    'taxrate',
    'sortorder',
  ],
  vendorinvoice: [
    'id',
    'workorderid',
    'workordervendorid',
    'vendorid',
    'description',
    'submitteddate',
    'createddate',
    'modifieddate',
    'proposalid',
    'invoicenumber',
    'invoicedate',
    'invoicestatusid',
    'invoiceamount',
  ],
  vendorinvoicelabor: [
    'id',
    'vendorinvoiceid',
    'skilllevelid',
    'typeid',
    'numberoftechs',
    'hourlyrate',
    'numberofhours',
  ],
  vendorinvoicematerial: [
    'id',
    'vendorinvoiceid',
    'description',
    'partnumber',
    'uom',
    'unitprice',
    'quantity',
  ],
  vendorinvoiceother: ['id', 'vendorinvoiceid', 'typeid', 'description', 'quantity', 'unitprice'],
  invoice: [
    'id',
    'workorderid',
    'workorderproposalid',
    'invoicenumber',
    'amount',
    'billedamount',
    'amountreceived',
    'invoicingdate',
    'duedate',
    'completedate',
    'invoicesentby',
    'sentby',
    'iscomplete',
    'isapproved',
    'approvedby',
    'approveddate',
    'approvedbyaccounting',
    'syncedtoaccountingdate',
    'scopeofwork',
    'createdby',
    'createddate',
    'modifieddate',
  ],
  invoicedetail: [
    'id',
    'invoiceid',
    'itemtypeid',
    'description',
    'quantity',
    'rates',
    'taxrate',
    'sortorder',
  ],
} as const satisfies Record<string, readonly string[]>;

export type WorkOrderTable = keyof typeof WORK_ORDER_COLUMNS;
export const WORK_ORDER_TABLES = Object.keys(WORK_ORDER_COLUMNS) as WorkOrderTable[];

/** A vendor bill that accounting synced: grouped into vendor payments after the orders. */
export type PaidBill = { vendorid: number; wonumber: string; invnumber: string; cents: number; date: Date };

export type Batch = {
  rows: Record<WorkOrderTable, Row[]>;
  /** The next id of each table; kept across batches. */
  nextId: Record<WorkOrderTable, number>;
  nextWonumber: number;
  paidBills: PaidBill[];
  /** Recent orders a child work order may hang under. */
  recent: { id: number; customerid: number; jobsiteid: number }[];
};

const emptyRows = () =>
  Object.fromEntries(WORK_ORDER_TABLES.map((t) => [t, []])) as unknown as Record<WorkOrderTable, Row[]>;

/** Reads the next free id of every table and the next work-order number from the database. */
export async function openBatch(sink: Sink): Promise<Batch> {
  const maxes = await sink.query<Record<string, number>>(
    `SELECT ${WORK_ORDER_TABLES.map((t) => `(SELECT coalesce(max("id"), 0) FROM "${t}")::int AS "${t}"`).join(', ')}`,
  );
  const [seq] = await sink.query<{ last_value: string | number; is_called: boolean }>(
    'SELECT "last_value", "is_called" FROM "workorder_wonumber_seq"',
  );
  const last = Number(seq?.last_value ?? 100001);
  const nextId = Object.fromEntries(
    WORK_ORDER_TABLES.map((t) => [t, Number(maxes[0]?.[t] ?? 0) + 1]),
  ) as Record<WorkOrderTable, number>;
  return {
    rows: emptyRows(),
    nextId,
    nextWonumber: seq?.is_called ? last + 1 : last,
    paidBills: [],
    recent: [],
  };
}

export const takeId = (batch: Batch, table: WorkOrderTable) => batch.nextId[table]++;

export function push(batch: Batch, table: WorkOrderTable, row: Row): void {
  batch.rows[table].push(row);
}

/** Writes the batch's rows in foreign-key order and empties it. Returns the number of rows. */
export async function flushBatch(sink: Sink, batch: Batch): Promise<number> {
  let count = 0;
  for (const table of WORK_ORDER_TABLES) {
    const rows = batch.rows[table];
    if (rows.length === 0) continue;
    await sink.insert(table, WORK_ORDER_COLUMNS[table], rows);
    count += rows.length;
  }
  batch.rows = emptyRows();
  return count;
}
