import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import {
  documentTotals,
  LINE_ITEM_MESSAGES,
  LINE_ITEM_TYPES,
  lineAmounts,
  type LineItem,
  type LineItemInput,
  type LineItemTotals,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { invoicedetail, workorderproposaldetail } from '../../db/schema/index';
import { HttpError } from '../errors';

/**
 * The one line-items mechanism (issue 11, docs/decisions/135): a document's lines (a customer proposal's,
 * a customer invoice's; the vendor portal's later) are read with their amounts and replaced in one
 * transaction. Every amount is computed here with the shared calculations (exact cents); what a client
 * sends as a subtotal or total is never read.
 */

/** A kind of document whose line table has the shared column set (`lineItemColumns`). */
export type LineItemDocument = {
  table: typeof workorderproposaldetail | typeof invoicedetail;
  /** The line table's key naming its document. */
  parentKey: 'workorderproposalid' | 'invoiceid';
};

export const proposalLineItems: LineItemDocument = {
  table: workorderproposaldetail,
  parentKey: 'workorderproposalid',
};
export const invoiceLineItems: LineItemDocument = { table: invoicedetail, parentKey: 'invoiceid' };

// Both tables have every column read or written here (lineItemColumns plus id and the parent key), so
// the queries go through one table type; drizzle cannot type "either table" (as decision 124's adapter).
const tableOf = (document: LineItemDocument) => document.table as typeof workorderproposaldetail;
const parentOf = (document: LineItemDocument) =>
  tableOf(document)[document.parentKey as 'workorderproposalid'];

type StoredLine = {
  id: number;
  parentid: number;
  itemtypeid: number;
  description: string | null;
  quantity: string;
  rates: string;
  taxrate: string;
  sortorder: number;
};

const TYPE_NAMES = new Map(LINE_ITEM_TYPES.map((type) => [type.id, type.name]));

/** Lines with their amounts, and the document's totals, from the stored fields. */
export function priceLineItems(rows: readonly Omit<StoredLine, 'parentid'>[]): {
  lines: LineItem[];
  totals: LineItemTotals;
} {
  const lines = rows.map((row) => ({
    id: row.id,
    itemtypeid: row.itemtypeid,
    itemtype: TYPE_NAMES.get(row.itemtypeid) ?? '',
    description: row.description,
    quantity: row.quantity,
    rates: row.rates,
    taxrate: row.taxrate,
    sortorder: row.sortorder,
    ...lineAmounts({ quantity: row.quantity, rate: row.rates, taxrate: row.taxrate }),
  }));
  return { lines, totals: documentTotals(lines) };
}

async function findStoredLines(db: Db, document: LineItemDocument, parentIds: readonly number[]) {
  if (parentIds.length === 0) return [];
  const table = tableOf(document);
  const parent = parentOf(document);
  return db
    .select({
      id: table.id,
      parentid: parent,
      itemtypeid: table.itemtypeid,
      description: table.description,
      quantity: table.quantity,
      rates: table.rates,
      taxrate: table.taxrate,
      sortorder: table.sortorder,
    })
    .from(table)
    .where(inArray(parent, [...parentIds]))
    .orderBy(asc(parent), asc(table.sortorder), asc(table.id));
}

/** The priced lines of several documents of one kind, by document id (every id has an entry). */
export async function findLineItems(
  db: Db,
  document: LineItemDocument,
  parentIds: readonly number[],
): Promise<Map<number, { lines: LineItem[]; totals: LineItemTotals }>> {
  const rows = await findStoredLines(db, document, parentIds);
  return new Map(
    parentIds.map((id) => [id, priceLineItems(rows.filter((row) => row.parentid === id))] as const),
  );
}

/** The stored fields of `input` line `index`, as the columns take them. */
const fieldsOf = (line: LineItemInput, index: number) => ({
  itemtypeid: line.itemtypeid,
  description: line.description ?? null,
  quantity: line.quantity,
  rates: line.rates,
  taxrate: line.taxrate,
  sortorder: index,
});

/**
 * Replaces a document's lines with `input`, in the caller's transaction (`tx`, which should hold the
 * document's lock): the lines the document has and `input` leaves out are deleted, those it names by
 * `id` are updated, those without an id are inserted; `sortorder` is the position in `input`. An id
 * that is not one of the document's lines is a 400 keyed `details.{n}.id`, and any failure rolls the
 * whole transaction back, so the document keeps its old lines. Answers the new lines and totals.
 */
export async function replaceLineItems(
  tx: Db,
  document: LineItemDocument,
  parentId: number,
  input: readonly LineItemInput[],
): Promise<{ lines: LineItem[]; totals: LineItemTotals }> {
  const table = tableOf(document);
  const parent = parentOf(document);
  const existing = new Set(
    (await tx.select({ id: table.id }).from(table).where(eq(parent, parentId)).for('update')).map(
      (row) => row.id,
    ),
  );
  const seen = new Set<number>();
  input.forEach((line, index) => {
    if (line.id == null) return;
    if (!existing.has(line.id) || seen.has(line.id))
      throw new HttpError(400, LINE_ITEM_MESSAGES.notOnDocument, {
        [`details.${index}.id`]: LINE_ITEM_MESSAGES.notOnDocument,
      });
    seen.add(line.id);
  });

  const kept = [...seen];
  await tx
    .delete(table)
    .where(kept.length > 0 ? and(eq(parent, parentId), notInArray(table.id, kept)) : eq(parent, parentId));
  const added: ReturnType<typeof fieldsOf>[] = [];
  for (const [index, line] of input.entries()) {
    if (line.id == null) added.push(fieldsOf(line, index));
    else await tx.update(table).set(fieldsOf(line, index)).where(eq(table.id, line.id));
  }
  if (added.length > 0)
    await tx
      .insert(table)
      .values(added.map((fields) => ({ ...fields, [document.parentKey]: parentId }) as never));

  return priceLineItems(await findStoredLines(tx, document, [parentId]));
}

/** The lines of one document as input for another (Clone, Create Invoice): the same fields, no ids. */
export async function lineItemsAsInput(
  db: Db,
  document: LineItemDocument,
  parentId: number,
): Promise<LineItemInput[]> {
  return (await findStoredLines(db, document, [parentId])).map((row) => ({
    id: undefined,
    itemtypeid: row.itemtypeid,
    description: row.description,
    quantity: row.quantity,
    rates: row.rates,
    taxrate: row.taxrate,
  }));
}
