import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  STATUS,
  VENDOR_LINE_SHEETS,
  VENDOR_PORTAL_DOCUMENT_MESSAGES as MESSAGES,
  WORK_ORDER_MESSAGES,
  type VendorPortalInvoice,
  type VendorPortalProposal,
} from '@dispatchwise/shared';
import { createTestContext, type TestUser } from '../../../test/helpers';
import { multipartUpload } from '../../../test/factories/imports';
import { setOrderStatus } from '../../../test/factories/orders';
import {
  attachVendor,
  createCustomerWithSite,
  createVendor,
  createWorkOrder,
} from '../../../test/factories/work-orders';

// The line import, the sample sheet and the printed documents of the vendor portal's proposals and invoices
// (issue 15, spec C 2.8 and 7; docs/decisions/163).

const ctx = createTestContext();

let vendorUser: TestUser;
let vendorBUser: TestUser;
let order: number;

type Rows = Partial<Record<string, (string | number)[][]>>;

/** A workbook with the named sheets, each its heading row and then the rows. */
async function workbookOf(sheets: Rows): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows ?? []) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const headings = (name: keyof typeof VENDOR_LINE_SHEETS) => VENDOR_LINE_SHEETS[name].map((c) => c.caption);

async function importInto(id: number, data: Buffer, filename = 'lines.xlsx', user = vendorUser) {
  const upload = multipartUpload(filename, data);
  return ctx.as(user).post('/api/vendorprofile/importproposalitems', upload.payload, {
    headers: upload.headers,
    query: { proposalid: id },
  });
}

async function draft(fields: Record<string, unknown> = {}) {
  const response = await ctx.as(vendorUser).post('/api/vendorprofile/updateproposal', {
    id: 0,
    workorderid: order,
    description: 'Replace the condenser fan motor.',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VendorPortalProposal>();
}

beforeAll(async () => {
  const db = ctx.db;
  const { customer, jobsite } = await createCustomerWithSite(db);
  const vendorA = (await createVendor(db, { name: 'Cool Air Mechanical' })).id;
  const vendorB = (await createVendor(db)).id;
  vendorUser = await ctx.createUser({ roles: ['Vendor'], vendorid: vendorA });
  vendorBUser = await ctx.createUser({ roles: ['Vendor'], vendorid: vendorB });
  order = (await createWorkOrder(db, { customerid: customer.id, jobsiteid: jobsite.id })).id;
  await attachVendor(db, { workorderid: order, vendorid: vendorA });
});

describe('POST /vendorprofile/downloadlinesample', () => {
  it('answers VendorLineItems.xlsx with the Labor, Materials and Other sheets and their headings', async () => {
    const response = await ctx.as(vendorUser).post('/api/vendorprofile/downloadlinesample');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('VendorLineItems.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Labor', 'Materials', 'Other']);
    expect((workbook.getWorksheet('Materials')!.getRow(1).values as string[]).slice(1)).toEqual(
      headings('Materials'),
    );
  });
});

describe('POST /vendorprofile/importproposalitems', () => {
  it('appends the lines of every sheet present (names or ids, headings in any case) and answers the draft', async () => {
    const proposal = await draft({ other: [{ typeid: 3, description: 'Trip', quantity: 1, unitprice: 45 }] });
    const data = await workbookOf({
      labor: [
        headings('Labor').map((heading) => heading.toUpperCase()),
        ['Technician', 'Overtime', 2, 95.25, 1.25],
        [1, 1, 1, 80, 2],
      ],
      Materials: [headings('Materials'), ['Fan motor', 'FM-220', 'each', 12.33, 0.5]],
    });
    const response = await importInto(proposal.id, data);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<VendorPortalProposal>();
    expect(body.labor.map((line) => [line.skilllevel, line.type, line.amount])).toEqual([
      ['Technician', 'Overtime', '357.19'],
      ['Supervisor', 'Regular', '160.00'],
    ]);
    expect(body.material).toEqual([
      expect.objectContaining({ partnumber: 'FM-220', unit: 'Each', amount: '6.17' }),
    ]);
    expect(body.other).toHaveLength(1);
    expect(body.proposalamount).toBe('568.36');
  });

  it('refuses the whole file with every bad row: sheet, row, column and message', async () => {
    const proposal = await draft();
    const data = await workbookOf({
      Labor: [headings('Labor'), ['Technician', 'Overtime', 2, 95.25, 1.25], ['Boss', 'Regular', 0, '', 1]],
      Other: [headings('Other'), ['Travel', 'Trip', 1, 45], ['Labor', '', 1, '1.234']],
    });
    const response = await importInto(proposal.id, data);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { sheet: 'Labor', row: 3, column: 'Skill Level', message: 'Skill Level is invalid.' },
      { sheet: 'Labor', row: 3, column: 'Number of Techs', message: 'Number of Techs is required.' },
      { sheet: 'Labor', row: 3, column: 'Hourly Rate', message: 'Hourly Rate is required.' },
      { sheet: 'Other', row: 3, column: 'Type', message: 'Type is invalid.' },
      {
        sheet: 'Other',
        row: 3,
        column: 'Price',
        message: 'Price must be a number from 0 with at most 2 decimals.',
      },
      { sheet: 'Other', row: 3, column: 'Description', message: 'Description is required.' },
    ]);
    const unchanged = await ctx.as(vendorUser).get('/api/vendorprofile/vendorworkorderproposals', {
      query: { workorderid: order },
    });
    const row = unchanged.json<{ data: VendorPortalProposal[] }>().data.find((p) => p.id === proposal.id)!;
    expect(row.labor).toEqual([]);
  });

  it('refuses an .xls (exceljs reads .xlsx only) and a workbook without line sheets; another vendor gets 404', async () => {
    const proposal = await draft();
    const xls = await importInto(proposal.id, Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]), 'lines.xls');
    expect([xls.statusCode, xls.json().message]).toEqual([400, MESSAGES.xlsOnly]);
    const empty = await importInto(proposal.id, await workbookOf({ Sheet1: [['a'], ['b']] }));
    expect([empty.statusCode, empty.json().message]).toEqual([400, MESSAGES.importEmpty]);
    const foreign = await importInto(proposal.id, await workbookOf({}), 'lines.xlsx', vendorBUser);
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, MESSAGES.proposalNotFound]);
  });
});

describe('generatevendorproposal and generatevendorinvoice', () => {
  it('previews the vendor own draft with its lines, every value escaped; the PDF starts with %PDF', async () => {
    const proposal = await draft({
      description: '<script>alert(1)</script>',
      material: [{ description: 'Fan <b>motor</b>', uom: 1, unitprice: '12.33', quantity: '0.5' }],
    });
    const preview = await ctx.as(vendorUser).post('/api/vendorprofile/generatevendorproposal', undefined, {
      query: { proposalid: proposal.id, preview: 'true' },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.body).not.toContain('<script');
    expect(preview.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(preview.body).toContain('Fan &lt;b&gt;motor&lt;/b&gt;');
    expect(preview.body).toContain('$6.17');
    const pdf = await ctx
      .as(vendorUser)
      .post('/api/vendorprofile/generatevendorproposal', undefined, { query: { proposalid: proposal.id } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('prints an invoice for its vendor (drafts too) and for staff once submitted', async () => {
    const created = await ctx.as(vendorUser).post('/api/vendorprofile/updateinvoice', {
      id: 0,
      workorderid: order,
      invoicenumber: 'INV-5',
      description: 'Replaced the fan motor.',
      other: [{ typeid: 3, description: 'Trip charge', quantity: 1, unitprice: 45 }],
    });
    const invoice = created.json<VendorPortalInvoice>();
    const print = (user: Parameters<typeof ctx.as>[0] | 'Dispatchers', preview = 'true') =>
      (user === 'Dispatchers' ? ctx.asRole(user) : ctx.as(user)).post(
        '/api/vendorprofile/generatevendorinvoice',
        undefined,
        { query: { invoiceid: invoice.id, preview } },
      );
    const own = await print(vendorUser);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.body).toContain('Vendor Invoice INV-5');
    expect(own.body).toContain('Trip charge');
    expect((await print('Dispatchers')).statusCode).toBe(404);
    expect((await print(vendorBUser)).statusCode).toBe(404);
    await ctx
      .as(vendorUser)
      .put('/api/vendorprofile/updateinvoicestatus', { invoiceId: invoice.id, invoiceStatusId: 2 });
    const staff = await print('Dispatchers', 'false');
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-disposition']).toContain('_vendor_invoice_');
    expect(staff.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});

describe('a read-only order', () => {
  it('refuses every change of a draft once the order is Invoiced, and still prints it', async () => {
    const { customer, jobsite } = await createCustomerWithSite(ctx.db);
    const other = (await createWorkOrder(ctx.db, { customerid: customer.id, jobsiteid: jobsite.id })).id;
    await attachVendor(ctx.db, { workorderid: other, vendorid: vendorUser.vendorid! });
    const proposal = await draft({
      workorderid: other,
      other: [{ typeid: 3, quantity: 1, unitprice: 5, description: 'x' }],
    });
    await setOrderStatus(ctx.db, other, STATUS.Invoiced);
    const as = ctx.as(vendorUser);
    for (const response of [
      await as.post('/api/vendorprofile/updateproposal', { id: proposal.id, description: 'Changed' }),
      await as.put('/api/vendorprofile/updateproposalstatus', {
        proposalId: proposal.id,
        proposalStatusId: 2,
      }),
      await as.post(`/api/vendorprofile/cloneproposal/${proposal.id}`),
      await as.delete('/api/vendorprofile/deleteproposal', { query: { proposalId: proposal.id } }),
      await as.post('/api/vendorprofile/newproposal', { workorderid: other }),
    ])
      expect([response.statusCode, response.json().message]).toEqual([400, WORK_ORDER_MESSAGES.readOnly]);
    const preview = await as.post('/api/vendorprofile/generatevendorproposal', undefined, {
      query: { proposalid: proposal.id, preview: 'true' },
    });
    expect(preview.statusCode).toBe(200);
  });
});
