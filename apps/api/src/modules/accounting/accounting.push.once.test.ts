import { describe, expect, it } from 'vitest';
import { transmissionlog } from '../../db/schema/index';
import { createOrder } from '../../../test/factories/orders';
import { createApprovedBill } from './accounting.pending.test-fixtures';
import { usePushTests } from './accounting.push.test-fixtures';
import { openQuickBooksClient } from './quickbooks/quickbooks.client';

// Each row sent once (decision 177): duplicate DocNumbers adopted only when ours, an interrupted try resumed
// with its log row and requestid, one pusher at a time.

const { server, ctx, acme, push, submit, logsOf, syncRecord, billsNoted, creates } = await usePushTests();

describe('sending each document once', () => {
  it('adopts a duplicate DocNumber that is ours, and fails one that is not', async () => {
    const order = await createOrder(ctx.db);
    const ours = await createApprovedBill(ctx.db, { workorderid: order.id, vendorid: acme().id });
    const theirs = await createApprovedBill(ctx.db, { workorderid: order.id, vendorid: acme().id });
    const client = (await openQuickBooksClient({ db: ctx.db, config: ctx.config }))!;
    const acmeId = server.documents('Vendor').find((doc) => doc.DisplayName === 'Acme HVAC')!.Id;
    const account = server.documents('Account')[0]!;
    const bill = (DocNumber: string | null, PrivateNote: string) => ({
      VendorRef: { value: acmeId },
      DocNumber,
      PrivateNote,
      Line: [
        {
          Amount: 1,
          DetailType: 'AccountBasedExpenseLineDetail',
          AccountBasedExpenseLineDetail: { AccountRef: { value: account.Id } },
        },
      ],
    });
    // A push that created the Bill long ago (its requestid forgotten) but never recorded it; and a bookkeeper's.
    const earlier = await client.create<{ Id: string }>(
      'Bill',
      bill(ours.invnumber, `Dispatchwise WO ${order.wonumber} line ${ours.id}.`),
      'lost-1',
    );
    await client.create('Bill', bill(theirs.invnumber, 'Entered by hand'), 'hand-1');

    await submit({ VendorBilling: [ours, theirs].map((row) => ({ workorderVendorId: row.id })) });
    expect(await push()).toEqual({ pushed: 1, failed: 1 });
    expect((await syncRecord(ours.id))!.externalid).toBe(earlier.Id);
    expect(server.documents('Bill').filter((doc) => doc.DocNumber === ours.invnumber)).toHaveLength(1);
    expect(await logsOf('workordervendorid', theirs.id)).toMatchObject([
      { success: false, errorMessage: expect.stringContaining('Duplicate Document Number Error') },
    ]);
  });

  it('resumes an interrupted try with its log row and requestid: QuickBooks holds one Bill per row', async () => {
    const order = await createOrder(ctx.db);
    // Found again by its number, and (no number) answered again by QuickBooks for the same requestid.
    const numbered = await createApprovedBill(ctx.db, { workorderid: order.id, vendorid: acme().id });
    const unnumbered = await createApprovedBill(ctx.db, {
      workorderid: order.id,
      vendorid: acme().id,
      invnumber: null,
    });
    await submit({ VendorBilling: [numbered, unnumbered].map((row) => ({ workorderVendorId: row.id })) });
    const client = (await openQuickBooksClient({ db: ctx.db, config: ctx.config }))!;
    const acmeId = server.documents('Vendor').find((doc) => doc.DisplayName === 'Acme HVAC')!.Id;
    const account = server.documents('Account')[0]!;
    // The killed pass: its log rows written, its Bills created, nothing recorded.
    const made = new Map<number, { logid: number; requestid: string; billId: string }>();
    for (const line of [numbered, unnumbered]) {
      const requestid = `dw-vendorbill-${line.id}-interrupted`;
      const [log] = await ctx.db
        .insert(transmissionlog)
        .values({ typeId: 1, workorderid: order.id, workordervendorid: line.id, requestid })
        .returning();
      const created = await client.create<{ Id: string }>(
        'Bill',
        {
          VendorRef: { value: acmeId },
          ...(line.invnumber ? { DocNumber: line.invnumber } : {}),
          PrivateNote: `Dispatchwise WO ${order.wonumber} line ${line.id}.`,
          Line: [
            {
              Amount: 500,
              DetailType: 'AccountBasedExpenseLineDetail',
              AccountBasedExpenseLineDetail: { AccountRef: { value: account.Id } },
            },
          ],
        },
        requestid,
      );
      made.set(line.id, { logid: log!.id, requestid, billId: created.Id });
    }

    expect(await push()).toEqual({ pushed: 2, failed: 0 });
    for (const line of [numbered, unnumbered]) {
      const before = made.get(line.id)!;
      expect(await logsOf('workordervendorid', line.id)).toMatchObject([
        { id: before.logid, requestid: before.requestid, success: true },
      ]);
      expect(billsNoted(`Dispatchwise WO ${order.wonumber} line ${line.id}.`)).toHaveLength(1);
      expect((await syncRecord(line.id))!.externalid).toBe(before.billId);
    }
    // The numbered one was looked up, not sent again; the other was sent again under its requestid.
    expect(
      creates('bill').filter((request) => request.requestId === made.get(numbered.id)!.requestid),
    ).toHaveLength(1);
    expect(
      creates('bill').filter((request) => request.requestId === made.get(unnumbered.id)!.requestid),
    ).toHaveLength(2);
  });

  it('two pushers at once: one holds the lock, every row is sent once', async () => {
    const order = await createOrder(ctx.db);
    const lines = await Promise.all(
      [1, 2, 3].map(() => createApprovedBill(ctx.db, { workorderid: order.id, vendorid: acme().id })),
    );
    await submit({ VendorBilling: lines.map((row) => ({ workorderVendorId: row.id })) });
    server.setDelay(50);
    const runs = await Promise.all([push(), push()]);
    server.setDelay(0);
    expect(runs.map((run) => run.skipped ?? 'ran').sort()).toEqual(['locked', 'ran']);
    for (const line of lines)
      expect(billsNoted(`Dispatchwise WO ${order.wonumber} line ${line.id}.`)).toHaveLength(1);
  });
});
