import { proposedAmount, ROLES, WORK_ORDER_STATUSES } from '@dispatchwise/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import { verifyPassword } from '../../auth/passwords';
import type { Database } from '../client';
import { DEMO_DOMAIN, DEMO_PASSWORD, seedDemoData } from './index';

const NOW = new Date('2026-03-02T15:20:00Z');
const ORDERS = 400;

async function rows<T>(database: Database, text: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

describe('seedDemoData', () => {
  const opened: { database: Database; drop: () => Promise<void> }[] = [];
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    opened.push(await openTestDatabase(), await openTestDatabase());
    [first, second] = opened.map((o) => o.database) as [Database, Database];
    await seedDemoData(first, { workOrders: ORDERS, now: NOW });
    await seedDemoData(second, { workOrders: ORDERS, now: NOW });
  }, 180_000);

  afterAll(async () => {
    await Promise.all(opened.map((o) => o.drop()));
  });

  it('is deterministic: two seeds write the same numbers, names and dates', async () => {
    const query = `SELECT w."wonumber", w."briefdescription", w."statusid", w."createddate", c."customername", v."name" AS vendor
                     FROM "workorder" w JOIN "customer" c ON c."id" = w."customerid"
                     LEFT JOIN "workordervendor" wv ON wv."workorderid" = w."id" LEFT JOIN "vendor" v ON v."id" = wv."vendorid"
                    ORDER BY w."id", wv."id"`;
    const a = await rows(first, query);
    expect(a.length).toBeGreaterThanOrEqual(ORDERS);
    expect(await rows(second, query)).toEqual(a);
    const users = `SELECT "user_id", "email", "given_name", "family_name" FROM "users" ORDER BY "id"`;
    expect(await rows(second, users)).toEqual(await rows(first, users));
  });

  it('gives every status work orders, and numbers them from the work-order sequence', async () => {
    const counts = await rows<{ id: number; n: number }>(
      first,
      'SELECT "statusid" AS id, count(*)::int AS n FROM "workorder" GROUP BY 1',
    );
    for (const status of WORK_ORDER_STATUSES)
      expect(counts.find((c) => c.id === status.id)?.n ?? 0, status.name).toBeGreaterThan(0);
    const [numbers] = await rows<{ min: string; max: string; next: string }>(
      first,
      `SELECT min("wonumber") AS min, max("wonumber") AS max, nextval('workorder_wonumber_seq')::text AS next FROM "workorder"`,
    );
    expect(numbers).toEqual({ min: '100001', max: String(100000 + ORDERS), next: String(100001 + ORDERS) });
  });

  it('creates one demo account per role, linked and blocked as documented, with the demo password', async () => {
    const accounts = await rows<{
      email: string;
      roles: string;
      vendorid: number | null;
      customerid: number | null;
      blocked: boolean;
      isdispatcher: boolean;
      password_hash: string;
    }>(
      first,
      `SELECT u."email", string_agg(r."name", ',') AS roles, u."vendorid", u."customerid", u."blocked", u."isdispatcher", u."password_hash"
         FROM "users" u JOIN "userrole" ur ON ur."userid" = u."id" JOIN "role" r ON r."id" = ur."roleid"
        WHERE u."email" LIKE '%@${DEMO_DOMAIN}' GROUP BY u."id" ORDER BY u."id"`,
    );
    const byLocal = (local: string) => accounts.find((a) => a.email === `${local}@${DEMO_DOMAIN}`);
    const expected: Record<(typeof ROLES)[number], string> = {
      Admin: 'admin',
      Dispatchers: 'dispatcher',
      Employee: 'employee',
      AccountingAdmin: 'accounting',
      Vendor: 'vendor',
      Tech: 'tech',
      Customer: 'customer',
    };
    for (const role of ROLES) expect(byLocal(expected[role])?.roles, role).toBe(role);
    expect(byLocal('dispatcher')?.isdispatcher).toBe(true);
    expect(byLocal('blocked')).toMatchObject({ roles: 'Dispatchers', blocked: true });
    expect(await verifyPassword(byLocal('admin')?.password_hash, DEMO_PASSWORD)).toBe(true);
    const vendor = byLocal('vendor');
    expect(vendor?.vendorid).not.toBeNull();
    expect(byLocal('tech')?.vendorid).toBe(vendor?.vendorid);
    const [links] = await rows<{ vendororders: number; customerorders: number }>(
      first,
      `SELECT (SELECT count(*) FROM "workordervendor" WHERE "vendorid" = ${vendor?.vendorid ?? 0})::int AS vendororders,
              (SELECT count(*) FROM "workorder" WHERE "customerid" = ${byLocal('customer')?.customerid ?? 0})::int AS customerorders`,
    );
    expect(links?.vendororders).toBeGreaterThan(0);
    expect(links?.customerorders).toBeGreaterThan(0);
    expect(accounts.filter((a) => a.isdispatcher).length).toBeGreaterThanOrEqual(9);
  });

  it('leaves open Emergency orders past their ETA for the Admin bell', async () => {
    const [overdue] = await rows<{ n: number }>(
      first,
      `SELECT count(*)::int AS n FROM "workorder"
        WHERE "priorityid" = 1 AND "statusid" IN (1, 3, 8, 9) AND "createddate" < '${NOW.toISOString()}'::timestamptz - interval '4 hours'`,
    );
    expect(overdue?.n).toBeGreaterThan(0);
  });

  it('writes invoice amounts as their lines’ totals with taxes, and submitted vendor proposals to review (decision 136)', async () => {
    // Each line rounded once (subtotal, then taxes of the rounded subtotal), as lib/line-items prices them.
    const [check] = await rows<{ invoices: number; wrong: number }>(
      first,
      `SELECT count(*)::int AS invoices, count(*) FILTER (WHERE i."amount" <> coalesce(l."total", 0))::int AS wrong
         FROM "invoice" i LEFT JOIN (
           SELECT "invoiceid", sum(s + round(s * "taxrate" / 100, 2)) AS "total"
             FROM (SELECT "invoiceid", "taxrate", round("quantity" * "rates", 2) AS s FROM "invoicedetail") d
            GROUP BY "invoiceid") l ON l."invoiceid" = i."id"`,
    );
    expect(check!.invoices).toBeGreaterThan(0);
    expect(check!.wrong).toBe(0);
    const [review] = await rows<{ n: number }>(
      first,
      `SELECT count(*)::int AS n FROM "vendorproposal" p
        WHERE p."proposalstatusid" = 2 AND (SELECT count(*) FROM "workordervendor" wv
          WHERE wv."workorderid" = p."workorderid" AND wv."status" <> 'Cancelled') = 1`,
    );
    expect(review!.n).toBeGreaterThan(0);
  });

  it("writes each customer proposal's Proposed Amount from its quoted amount and margin, as the API does (decision 135)", async () => {
    const proposals = await rows<{ amount: string; quotedamount: string; marginpercent: string }>(
      first,
      `SELECT "amount"::text, "quotedamount"::text, "marginpercent"::text FROM "workorderproposal"`,
    );
    expect(proposals.length).toBeGreaterThan(0);
    const wrong = proposals.filter(
      (p) => p.amount !== proposedAmount(p.quotedamount, Number(p.marginpercent)),
    );
    expect(wrong).toEqual([]);
  });

  it('tops up work orders on a seeded database and moves the id sequences past the seeded rows', async () => {
    const result = await seedDemoData(first, { workOrders: ORDERS + 50, now: NOW });
    expect(result).toMatchObject({ seededBase: false, workOrdersAdded: 50, workOrders: ORDERS + 50 });
    const again = await seedDemoData(first, { workOrders: ORDERS, now: NOW });
    expect(again.workOrdersAdded).toBe(0);
    const [inserted] = await rows<{ id: number }>(
      first,
      `INSERT INTO "workorder" ("customerid", "statusid") VALUES (1, 1) RETURNING "id"`,
    );
    expect(inserted?.id).toBe(ORDERS + 51);
  });

  it('refuses a database that has users but no demo data', async () => {
    await first.db.execute(
      sql.raw(`UPDATE "users" SET "email" = 'someone@example.com' WHERE "email" = 'admin@${DEMO_DOMAIN}'`),
    );
    await expect(seedDemoData(first, { workOrders: ORDERS + 100, now: NOW })).rejects.toThrow(/no demo data/);
  });
});
