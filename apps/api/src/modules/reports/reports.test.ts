import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceMargin, NOTE_TYPE, STATUS } from '@dispatchwise/shared';
import { createTestContext, type TestUser } from '../../../test/helpers';
import { createVendorTradeWithRate } from '../../../test/factories/vendors';
import {
  attachVendor,
  createCustomerWithSite,
  createInvoice,
  createVendor,
  createWorkOrder,
} from '../../../test/factories/work-orders';
import {
  userreport,
  vendor,
  vendortrade,
  vendortraderate,
  vendortraderatezip,
  vendorpayment,
  workordernote,
  zipcode,
} from '../../db/schema/index';

// Hand-built data: March 2030 is the range; every total below is counted by hand from these rows.
const ctx = createTestContext();
const march = { startDate: '2030-03-01', endDate: '2030-03-31' };
const day = (text: string) => new Date(`${text}T12:00:00Z`);
let dispatcher: TestUser;
let granted: TestUser;
const names: Record<string, string> = {};

beforeAll(async () => {
  dispatcher = await ctx.createUser({
    roles: ['Dispatchers'],
    isdispatcher: true,
    given_name: 'Dana',
    family_name: 'Dispatch',
  });
  granted = await ctx.createUser({ roles: ['Dispatchers'] });
  await ctx.db.insert(userreport).values([2, 13].map((reportid) => ({ userid: granted.id, reportid })));
  const a = await createCustomerWithSite(ctx.db, { customername: 'Acme Reports' });
  const b = await createCustomerWithSite(ctx.db, { customername: 'Beta Reports' });
  const order = (
    customer: typeof a,
    fields: Parameters<typeof createWorkOrder>[1] extends infer F ? Partial<F> : never,
  ) =>
    createWorkOrder(ctx.db, { customerid: customer.customer.id, jobsiteid: customer.jobsite.id, ...fields });
  const wo1 = await order(a, {
    createddate: day('2030-03-01'),
    statusid: STATUS.Invoiced,
    invoicedate: day('2030-03-10'),
    dispatcherid: dispatcher.id,
  });
  const wo2 = await order(a, {
    createddate: day('2030-03-05'),
    statusid: STATUS.Cancelled,
    cancelreason: 'Duplicate',
    dispatcherid: dispatcher.id,
  });
  const wo3 = await order(b, {
    createddate: day('2030-03-07'),
    statusid: STATUS.CompletedVendor,
    completedate: day('2030-03-20'),
  });
  await order(b, { createddate: day('2030-05-01'), statusid: STATUS.Dispatched });
  const wo5 = await order(a, {
    createddate: day('2030-03-02'),
    statusid: STATUS.Invoiced,
    invoicedate: day('2030-03-12'),
    dispatcherid: dispatcher.id,
  });
  names.wo1 = wo1.wonumber;
  const v1 = await createVendor(ctx.db, { name: 'Lapsed Vendor', glexpirationdate: day('2020-01-01') });
  const v2 = await createVendor(ctx.db, {
    name: 'Current Vendor',
    postalcode: '78701',
    glexpirationdate: day('2099-01-01'),
    wcexpirationdate: day('2099-01-01'),
    w9date: new Date(),
    profiledate: new Date(),
  });
  await createVendor(ctx.db, { name: 'Gone Vendor', isactive: false });
  await createVendorTradeWithRate(ctx.db, v2.id, { statecode: 'TX' });
  await attachVendor(ctx.db, {
    workorderid: wo1.id,
    vendorid: v1.id,
    quotedamount: '700.00',
    createddate: day('2030-03-02'),
  });
  await attachVendor(ctx.db, {
    workorderid: wo3.id,
    vendorid: v2.id,
    quotedamount: '200.00',
    createddate: day('2030-03-08'),
  });
  await createInvoice(ctx.db, {
    workorderid: wo1.id,
    amount: '1000.00',
    invoicingdate: day('2030-03-10'),
    duedate: day('2030-04-09'),
  });
  await createInvoice(ctx.db, {
    workorderid: wo5.id,
    amount: '400.00',
    invoicingdate: day('2030-03-12'),
    duedate: day('2030-04-11'),
  });
  await createInvoice(ctx.db, {
    workorderid: wo5.id,
    amount: '999.00',
    isrejected: true,
    invoicingdate: day('2030-03-12'),
  });
  await ctx.db.insert(vendorpayment).values([
    {
      vendorid: v1.id,
      txnDate: day('2030-03-15'),
      amount: '250.00',
      paymentType: 'Check',
      refNumber: '1001',
    },
    { vendorid: v1.id, txnDate: day('2030-06-01'), amount: '100.00' },
  ]);
  const note = (workorderid: number, text: string) => ({
    workorderid,
    note: text,
    notetypeid: NOTE_TYPE.Internal,
    createdby: dispatcher.id,
    createddate: day('2030-03-03'),
  });
  await ctx.db
    .insert(workordernote)
    .values([
      note(wo1.id, 'Status changed from Received to Dispatched: on it'),
      note(wo1.id, 'Called the vendor'),
      note(wo2.id, 'Cancelled: Duplicate'),
    ]);
});

type Answer = {
  columns: { name: string; caption: string; link?: { to: string; idField: string } }[];
  data: Record<string, unknown>[];
  totalCount: number;
  summary: (number | null)[] | null;
  nextCursor: string | null;
};
async function run(body: Record<string, unknown>, as = ctx.asRole('Admin')) {
  const response = await as.post('/api/reports/getreportdata', { requireTotalCount: true, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Answer;
}
const pick = (rows: Record<string, unknown>[], key: string, value: unknown) =>
  rows.find((row) => row[key] === value);

describe('reports: every grid report on hand-built data', () => {
  it('work orders: 1 open, 2 received in the range, 8 cancelled, 11 completed not invoiced', async () => {
    expect((await run({ reportid: 1 })).totalCount).toBe(2);
    const received = await run({ reportid: 2, ...march });
    expect(received.totalCount).toBe(4);
    expect(received.columns.find((column) => column.name === 'wonumber')?.link).toEqual({
      to: 'workorder',
      idField: 'workorderid',
    });
    const cancelled = await run({ reportid: 8, ...march });
    expect(cancelled.data).toHaveLength(1);
    expect(cancelled.data[0]).toMatchObject({ cancelreason: 'Duplicate', dispatcher: 'Dana Dispatch' });
    const notInvoiced = await run({ reportid: 11 });
    expect(notInvoiced.data).toHaveLength(1);
    expect(notInvoiced.data[0]).toMatchObject({ customername: 'Beta Reports', vendorcost: '200.00' });
  });

  it('profit: 3 per order (net and margin as invoiceMargin), 12 per customer, 23 per dispatcher', async () => {
    const profit = await run({
      reportid: 3,
      ...march,
      totalSummary: JSON.stringify([{ selector: 'netprofit', summaryType: 'sum' }]),
    });
    expect(profit.totalCount).toBe(2);
    expect(profit.summary).toEqual([700]);
    const row = pick(profit.data, 'wonumber', names.wo1);
    expect(row).toMatchObject({
      invoiceamount: '1000.00',
      vendorcost: '700.00',
      netprofit: '300.00',
      margin: 30,
    });
    expect(row?.margin).toBe(invoiceMargin({ total: '1000.00', vendorCost: '700.00' }));
    const byCustomer = await run({ reportid: 12, ...march });
    expect(byCustomer.data).toEqual([
      {
        customername: 'Acme Reports',
        workorders: 2,
        invoiceamount: '1400.00',
        vendorcost: '700.00',
        netprofit: '700.00',
        margin: 50,
      },
    ]);
    const byDispatcher = await run({ reportid: 23, ...march });
    expect(byDispatcher.data).toEqual([
      {
        dispatcher: 'Dana Dispatch',
        workorders: 2,
        invoiceamount: '1400.00',
        vendorcost: '700.00',
        netprofit: '700.00',
        margin: 50,
      },
    ]);
  });

  it('invoices: 16 in the range (rejected left out), 20 open with balance and aging', async () => {
    const invoiced = await run({
      reportid: 16,
      ...march,
      totalSummary: JSON.stringify([{ selector: 'amount', summaryType: 'sum' }]),
    });
    expect(invoiced.totalCount).toBe(2);
    expect(invoiced.summary).toEqual([1400]);
    const open = await run({ reportid: 20 });
    expect(open.data.map((item) => [item.balance, item.aging])).toEqual([
      ['1000.00', 'Current'],
      ['400.00', 'Current'],
    ]);
  });

  it('vendors: 5 compliance, 6 missing documents, 7 payments, 15 expired insurance, 19 counts', async () => {
    const compliance = await run({ reportid: 5 });
    expect(compliance.data.map((item) => item.name)).toEqual(['Current Vendor', 'Lapsed Vendor']);
    const lapsed = pick(compliance.data, 'name', 'Lapsed Vendor');
    expect(lapsed).toMatchObject({ missingitems: 'WC, W9, Profile' });
    expect(String(lapsed?.compliance)).toMatch(/^GL expired \d+ days ago$/);
    expect(pick(compliance.data, 'name', 'Current Vendor')).toMatchObject({
      missingitems: '',
      compliance: 'Current',
    });
    const missing = await run({ reportid: 6 });
    expect(missing.data.map((item) => item.name)).toEqual(['Lapsed Vendor']);
    const payments = await run({ reportid: 7, ...march });
    expect(payments.data).toHaveLength(1);
    expect(payments.data[0]).toMatchObject({ name: 'Lapsed Vendor', amount: '250.00', refnumber: '1001' });
    const expired = await run({ reportid: 15 });
    expect(expired.data).toHaveLength(1);
    expect(expired.data[0]).toMatchObject({ name: 'Lapsed Vendor', expireditems: 'GL' });
    const counts = await run({ reportid: 19, ...march, sort: JSON.stringify([{ selector: 'name' }]) });
    expect(counts.data.map((item) => [item.name, item.workorders, item.quotedamount])).toEqual(
      [
        ['Lapsed Vendor', 1, '700.00'],
        ['Current Vendor', 1, '200.00'],
      ].reverse(),
    );
  });

  it('activity: 9 dispatcher touches, 10 per customer, 18 per dispatcher', async () => {
    const touches = await run({ reportid: 9, ...march });
    expect(touches.data).toEqual([
      { dispatcher: 'Dana Dispatch', notes: 1, statuschanges: 2, touches: 3, workorders: 2 },
    ]);
    const customers = await run({
      reportid: 10,
      ...march,
      sort: JSON.stringify([{ selector: 'customername' }]),
    });
    expect(customers.data).toEqual([
      { customername: 'Acme Reports', workorders: 3, open: 0, invoiced: 2, cancelled: 1 },
      { customername: 'Beta Reports', workorders: 1, open: 1, invoiced: 0, cancelled: 0 },
    ]);
    const dispatchers = await run({ reportid: 18, ...march });
    expect(dispatchers.data).toEqual([
      { dispatcher: 'Dana Dispatch', workorders: 3, open: 0, invoiced: 2, cancelled: 1 },
    ]);
  });
});

describe('reports: paging, groups, export', () => {
  it('pages by keyset and groups with per-group summaries', async () => {
    const first = await run({ reportid: 2, ...march, take: 3 });
    expect(first.data).toHaveLength(3);
    expect(first.nextCursor).toBeTruthy();
    const second = await run({ reportid: 2, ...march, take: 3, after: first.nextCursor });
    expect(second.data).toHaveLength(1);
    expect(new Set([...first.data, ...second.data].map((item) => item.workorderid)).size).toBe(4);
    const groups = await run({
      reportid: 2,
      ...march,
      group: JSON.stringify([{ selector: 'customername' }]),
      groupSummary: JSON.stringify([{ selector: 'nte', summaryType: 'sum' }]),
    });
    // createWorkOrder's NTE is 750.00: Acme has 3 orders in March, Beta 1.
    expect(groups.data).toEqual([
      { key: 'Acme Reports', count: 3, summary: [2250] },
      { key: 'Beta Reports', count: 1, summary: [750] },
    ]);
  });

  it('exports the whole filtered result as Report.xlsx with the report captions', async () => {
    const response = await ctx.asRole('Admin').post('/api/reports/export', {
      reportid: 2,
      ...march,
      sort: JSON.stringify([{ selector: 'createddate' }]),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Report.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('WO #');
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(2).getCell(1).value).toBe(names.wo1);
  });
});

describe('reports: access and validation', () => {
  it('lists only the granted reports; a run of another is 403; Admin sees all', async () => {
    const list = await ctx.as(granted).get('/api/reports/getreports');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((item: { id: number }) => item.id)).toEqual([2, 13]);
    expect((await ctx.asRole('Admin').get('/api/reports/getreports')).json()).toHaveLength(20);
    const refused = await ctx.as(granted).post('/api/reports/getreportdata', { reportid: 3, ...march });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have access to this report.');
    expect((await ctx.as(granted).post('/api/reports/export', { reportid: 3 })).statusCode).toBe(403);
    expect((await run({ reportid: 2, ...march }, ctx.as(granted))).totalCount).toBe(4);
  });

  it('401 without a token, 403 without view:reports', async () => {
    expect((await ctx.anonymous.get('/api/reports/getreports')).statusCode).toBe(401);
    for (const role of ['Employee', 'Customer', 'Vendor'] as const) {
      expect((await ctx.asRole(role).post('/api/reports/getreportdata', { reportid: 2 })).statusCode).toBe(
        403,
      );
      expect((await ctx.asRole(role).get('/api/reports/getreports')).statusCode).toBe(403);
    }
  });

  it('400 for a begin date after the end date, an unknown report, a bad zip', async () => {
    const order = await ctx
      .asRole('Admin')
      .post('/api/reports/getreportdata', { reportid: 2, startDate: '2030-04-01', endDate: '2030-03-01' });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toMatchObject({ message: 'Begin Date must be on or before End Date.' });
    const unknown = await ctx.asRole('Admin').post('/api/reports/getreportdata', { reportid: 99 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Report is invalid.');
    expect(
      (await ctx.asRole('Admin').post('/api/reports/getreportdata', { reportid: 24, zipcode: 'abc' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await ctx.asRole('Admin').post('/api/reports/getreportdata', { reportid: 24, zipcode: '00000' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await ctx
          .asRole('Admin')
          .post('/api/reports/getreportdata', { reportid: 24, zipcode: '78701', radius: 501 })
      ).statusCode,
    ).toBe(400);
  });
});

describe('reports: heat maps', () => {
  type Heat = {
    markers: { features: { geometry: { coordinates: number[] }; properties: Record<string, unknown> }[] };
    heat: { features: { properties: { time: string | null; mag: number; address: string } }[] };
    count: number;
  };
  it('13: the orders received in the range at their job site zip, one heat point per zip', async () => {
    const map = (await run({ reportid: 13, ...march })) as unknown as Heat;
    expect(map.count).toBe(4);
    expect(map.markers.features).toHaveLength(4);
    expect(map.markers.features[0]?.properties).toMatchObject({ kind: 'workorder' });
    expect(map.heat.features).toHaveLength(1);
    expect(map.heat.features[0]?.properties).toMatchObject({
      mag: 4,
      address: expect.stringContaining('78701'),
    });
    const [lng, lat] = map.markers.features[0]!.geometry.coordinates;
    expect(lng).toBeLessThan(-97);
    expect(lat).toBeGreaterThan(30);
  });

  it('14: a customer (and trade) or all', async () => {
    const all = (await run({ reportid: 14 })) as unknown as Heat;
    expect(all.count).toBe(5);
    expect(((await run({ reportid: 14, customerid: 999_999 })) as unknown as Heat).count).toBe(0);
    const none = (await run({ reportid: 14, tradeid: 1 })) as unknown as Heat;
    expect(none.count).toBe(0);
  });

  it('24: active vendors covering zips within the radius, with their count', async () => {
    const map = (await run({ reportid: 24, zipcode: '78701', radius: 10 })) as unknown as Heat;
    expect(map.count).toBe(1);
    expect(map.markers.features[0]?.properties).toMatchObject({ kind: 'vendor', label: 'Current Vendor' });
    expect(map.heat.features.length).toBeGreaterThan(0);
    expect(map.heat.features.every((feature) => feature.properties.mag === 1)).toBe(true);
  });

  it('24: a vendor covering the state and a zip counts once there; a zip-only vendor adds to its zip alone', async () => {
    const [austin] = await ctx.db
      .select({ id: zipcode.id })
      .from(zipcode)
      .where(eq(zipcode.zipcode, '78701'));
    const [current] = await ctx.db
      .select({ id: vendor.id })
      .from(vendor)
      .where(eq(vendor.name, 'Current Vendor'));
    const zipOnly = await createVendor(ctx.db, { name: 'Zip Vendor', postalcode: '78701' });
    for (const vendorid of [current!.id, zipOnly.id]) {
      const [trade] = await ctx.db.insert(vendortrade).values({ vendorid, tradeid: 2 }).returning();
      const [rate] = await ctx.db
        .insert(vendortraderate)
        .values({ vendortradeid: trade!.id, statecode: 'TX', regularrate: '90.00' })
        .returning();
      await ctx.db.insert(vendortraderatezip).values({ traderateid: rate!.id, zipcodeid: austin!.id });
    }
    const map = (await run({ reportid: 24, zipcode: '78701', radius: 10 })) as unknown as Heat;
    expect(map.count).toBe(2);
    const isAustin = (feature: Heat['heat']['features'][number]) =>
      feature.properties.address.endsWith('78701');
    expect(map.heat.features.find(isAustin)?.properties.mag).toBe(2);
    const others = map.heat.features.filter((feature) => !isAustin(feature));
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((feature) => feature.properties.mag === 1)).toBe(true);
  });
});
