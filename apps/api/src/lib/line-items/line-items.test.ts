import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LINE_ITEM_TYPE, type LineItemInput } from '@dispatchwise/shared';
import { invoice, invoicedetail } from '../../db/schema/index';
import { createTestContext } from '../../../test/helpers';
import { createCustomerWithSite, createWorkOrder } from '../../../test/factories/work-orders';
import { findLineItems, invoiceLineItems, priceLineItems, replaceLineItems } from './index';

// The one line-items mechanism (issue 11, docs/decisions/135), on both document kinds.

const ctx = createTestContext();

const line = (fields: Partial<LineItemInput> = {}): LineItemInput => ({
  id: undefined,
  itemtypeid: LINE_ITEM_TYPE.Labor,
  description: 'Labor',
  quantity: '1',
  rates: '10.00',
  taxrate: '0',
  ...fields,
});

async function newInvoice() {
  const { customer } = await createCustomerWithSite(ctx.db);
  const order = await createWorkOrder(ctx.db, { customerid: customer.id });
  const [row] = await ctx.db.insert(invoice).values({ workorderid: order.id }).returning();
  return row!;
}

const storedLines = (invoiceid: number) =>
  ctx.db
    .select()
    .from(invoicedetail)
    .where(eq(invoicedetail.invoiceid, invoiceid))
    .orderBy(invoicedetail.sortorder);

describe('replaceLineItems', () => {
  it('inserts, updates by id, deletes what is left out, and numbers the lines in the order given', async () => {
    const doc = await newInvoice();
    const first = await ctx.db.transaction((tx) =>
      replaceLineItems(tx, invoiceLineItems, doc.id, [
        line({ description: 'A' }),
        line({
          description: 'B',
          itemtypeid: LINE_ITEM_TYPE.Material,
          quantity: '2',
          rates: '5.55',
          taxrate: '7.25',
        }),
        line({ description: 'C' }),
      ]),
    );
    expect(first.lines.map((l) => [l.description, l.sortorder, l.subtotal, l.taxes, l.total])).toEqual([
      ['A', 0, '10.00', '0.00', '10.00'],
      ['B', 1, '11.10', '0.80', '11.90'],
      ['C', 2, '10.00', '0.00', '10.00'],
    ]);
    expect(first.totals).toEqual({ subtotal: '31.10', taxes: '0.80', total: '31.90' });

    const [a, b] = first.lines;
    const second = await ctx.db.transaction((tx) =>
      replaceLineItems(tx, invoiceLineItems, doc.id, [
        line({ id: b!.id, description: 'B2', quantity: '3', rates: '5.55', taxrate: '7.25' }),
        line({ description: 'D', rates: '0.01' }),
        line({ id: a!.id, description: 'A2' }),
      ]),
    );
    expect(second.lines.map((l) => [l.id, l.description, l.sortorder])).toEqual([
      [b!.id, 'B2', 0],
      [expect.any(Number), 'D', 1],
      [a!.id, 'A2', 2],
    ]);
    expect(await storedLines(doc.id)).toHaveLength(3);
  });

  it('a failing line rolls the whole replacement back: the old lines stay', async () => {
    const doc = await newInvoice();
    const saved = await ctx.db.transaction((tx) =>
      replaceLineItems(tx, invoiceLineItems, doc.id, [
        line({ description: 'Old 1' }),
        line({ description: 'Old 2' }),
      ]),
    );
    const before = await storedLines(doc.id);
    // The second new line names a type the database does not have: its insert fails after the first
    // line was updated and the second deleted.
    await expect(
      ctx.db.transaction((tx) =>
        replaceLineItems(tx, invoiceLineItems, doc.id, [
          line({ id: saved.lines[0]!.id, description: 'Changed' }),
          line({ description: 'New' }),
          line({ description: 'Bad', itemtypeid: 999 }),
        ]),
      ),
    ).rejects.toThrow();
    expect(await storedLines(doc.id)).toEqual(before);
  });

  it('refuses an id of another document or named twice, keyed by its position', async () => {
    const doc = await newInvoice();
    const other = await newInvoice();
    const mine = await ctx.db.transaction((tx) => replaceLineItems(tx, invoiceLineItems, doc.id, [line()]));
    const theirs = await ctx.db.transaction((tx) =>
      replaceLineItems(tx, invoiceLineItems, other.id, [line()]),
    );
    for (const input of [
      [line({ id: theirs.lines[0]!.id })],
      [line({ id: mine.lines[0]!.id }), line({ id: mine.lines[0]!.id })],
    ]) {
      const failure = await ctx.db
        .transaction((tx) => replaceLineItems(tx, invoiceLineItems, doc.id, input))
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({
        status: 400,
        message: 'This line item is not on this document.',
      });
    }
    expect(await storedLines(other.id)).toHaveLength(1);
  });

  it('reads several documents at once, with an entry for a document without lines', async () => {
    const a = await newInvoice();
    const b = await newInvoice();
    await ctx.db.transaction((tx) =>
      replaceLineItems(tx, invoiceLineItems, a.id, [line(), line({ rates: '2.50' })]),
    );
    const found = await findLineItems(ctx.db, invoiceLineItems, [a.id, b.id]);
    expect(found.get(a.id)!.totals.total).toBe('12.50');
    expect(found.get(b.id)).toEqual({
      lines: [],
      totals: { subtotal: '0.00', taxes: '0.00', total: '0.00' },
    });
  });
});

describe('priceLineItems', () => {
  it('computes in exact cents: 0.1 + 0.2, a third, and half-cent taxes', () => {
    const priced = priceLineItems([
      {
        id: 1,
        itemtypeid: 4,
        description: null,
        quantity: '1.00',
        rates: '0.10',
        taxrate: '0.000',
        sortorder: 0,
      },
      {
        id: 2,
        itemtypeid: 4,
        description: null,
        quantity: '1.00',
        rates: '0.20',
        taxrate: '0.000',
        sortorder: 1,
      },
      // 3 x 33.33 = 99.99; 8.875 % of it is 8.8741125 -> 8.87.
      {
        id: 3,
        itemtypeid: 2,
        description: null,
        quantity: '3.00',
        rates: '33.33',
        taxrate: '8.875',
        sortorder: 2,
      },
      // 33.335 is not a stored rate (two decimals); 1 x 10.00 at 0.05 % is 0.005 -> 0.01.
      {
        id: 4,
        itemtypeid: 5,
        description: null,
        quantity: '1.00',
        rates: '10.00',
        taxrate: '0.050',
        sortorder: 3,
      },
    ]);
    expect(priced.lines.map((l) => [l.itemtype, l.subtotal, l.taxes, l.total])).toEqual([
      ['Other', '0.10', '0.00', '0.10'],
      ['Other', '0.20', '0.00', '0.20'],
      ['Material', '99.99', '8.87', '108.86'],
      ['Tax', '10.00', '0.01', '10.01'],
    ]);
    expect(priced.totals).toEqual({ subtotal: '110.29', taxes: '8.88', total: '119.17' });
  });
});

describe('the tables behind it', () => {
  it('both line tables have the one column set, and workorderproposal is indexed by its order', async () => {
    const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
      ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
    const columns = (table: string) =>
      rowsOf<{ column_name: string }>(
        sql`select column_name, data_type, numeric_precision, numeric_scale, column_default, is_nullable
            from information_schema.columns
            where table_name = ${table} and column_name not in ('id', 'invoiceid', 'workorderproposalid')
            order by column_name`,
      );
    const proposalColumns = await columns('workorderproposaldetail');
    expect(proposalColumns.map((column) => column.column_name)).toEqual([
      'description',
      'itemtypeid',
      'quantity',
      'rates',
      'sortorder',
      'taxrate',
    ]);
    expect(proposalColumns).toEqual(await columns('invoicedetail'));
    const indexes = await rowsOf<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where tablename = 'workorderproposal'`,
    );
    expect(indexes.map((row) => row.indexdef)).toContainEqual(
      expect.stringMatching(/workorderproposal_workorderid_idx .*\(workorderid\)/),
    );
  });
});
