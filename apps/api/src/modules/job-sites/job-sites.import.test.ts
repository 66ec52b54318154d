import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORT_MESSAGES,
  JOB_SITE_IMPORT_COLUMNS,
  JOB_SITE_MESSAGES,
  MAX_IMPORT_BYTES,
} from '@dispatchwise/shared';
import { customerjobsite, trade } from '../../db/schema/index';
import { createTestContext, type Requester } from '../../../test/helpers';
import { createCustomerWithSite } from '../../../test/factories/work-order-actions';
import { JOB_SITE_HEADINGS, multipartUpload, sheetOf, siteRow } from '../../../test/factories/imports';

// The customer imports (spec A "Job-site list and imports", section 5; docs/decisions/148): the sample
// sheet, job sites from .xlsx and trade rates from .csv, each all or nothing.

const ctx = createTestContext();
const staff = () => ctx.asRole('Dispatchers');

let mine: Awaited<ReturnType<typeof createCustomerWithSite>>;
let other: Awaited<ReturnType<typeof createCustomerWithSite>>;
let customerUser: Requester;
let tradeName: string;

beforeAll(async () => {
  mine = await createCustomerWithSite(ctx.db);
  other = await createCustomerWithSite(ctx.db);
  customerUser = ctx.as(await ctx.createUser({ roles: ['Customer'], customerid: mine.customer.id }));
  tradeName = (await ctx.db.select({ name: trade.tradename }).from(trade).limit(1))[0]!.name;
});

const sitesOf = (customerid: number) =>
  ctx.db.select().from(customerjobsite).where(eq(customerjobsite.customerid, customerid));

const importSites = async (
  who: Requester,
  customerid: number,
  rows: (string | number | null)[][],
  name = 'sites.xlsx',
) => {
  const upload = multipartUpload(name, await sheetOf([JOB_SITE_HEADINGS, ...rows]));
  return who.post('/api/jobsites/importjobsites', upload.payload, {
    headers: upload.headers,
    query: { customerid },
  });
};

describe('POST /jobsites/downloadsamplesheet', () => {
  it('answers JobsiteSampleWorksheet.xlsx with the headings the import reads and one example row', async () => {
    const response = await ctx.asRole('Employee').post('/api/jobsites/downloadsamplesheet');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('JobsiteSampleWorksheet.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(
      JOB_SITE_IMPORT_COLUMNS.map((c) => c.heading),
    );
    expect(sheet.actualRowCount).toBe(2);
  });

  it('refuses anonymous callers and Customer users', async () => {
    expect((await ctx.anonymous.post('/api/jobsites/downloadsamplesheet')).statusCode).toBe(401);
    expect((await customerUser.post('/api/jobsites/downloadsamplesheet')).statusCode).toBe(403);
  });
});

describe('POST /jobsites/importjobsites', () => {
  it('adds new site numbers and updates the ones the customer has', async () => {
    const response = await importSites(staff(), mine.customer.id, [
      siteRow(mine.jobsite.jobsite, { City: 'Houston', Phone: '(713) 555-0100' }),
      siteRow('N-1'),
      siteRow('N-2', { Email: null, Phone: null }),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ added: 2, updated: 1, errors: [] });
    const sites = await sitesOf(mine.customer.id);
    expect(sites.find((site) => site.id === mine.jobsite.id)).toMatchObject({
      city: 'Houston',
      phone: '7135550100',
    });
    expect(sites.map((site) => site.jobsite)).toEqual(expect.arrayContaining(['N-1', 'N-2']));
  });

  it('refuses the whole file when 3 rows are bad, lists each by row and column, and changes nothing', async () => {
    const before = await sitesOf(other.customer.id);
    const response = await importSites(staff(), other.customer.id, [
      siteRow('G-1'),
      siteRow('G-2', { City: '' }),
      siteRow('G-3', { Phone: '+1 (014) 555-0100' }),
      siteRow('G-4'),
      siteRow('G-5', { Email: 'not-an-email' }),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: IMPORT_MESSAGES.refused,
      added: 0,
      updated: 0,
      errors: [
        { row: 3, column: 'City', message: 'City is required.' },
        { row: 4, column: 'Phone', message: JOB_SITE_MESSAGES.phone },
        { row: 6, column: 'Email', message: 'Email is invalid.' },
      ],
    });
    expect(await sitesOf(other.customer.id)).toEqual(before);
  });

  it('names a missing required column and a site number twice in the file', async () => {
    const upload = multipartUpload(
      's.xlsx',
      await sheetOf([
        ['Job Site', 'City'],
        ['A', 'Dallas'],
      ]),
    );
    const missing = await staff().post('/api/jobsites/importjobsites', upload.payload, {
      headers: upload.headers,
      query: { customerid: mine.customer.id },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({
      row: 1,
      column: 'Street Address',
      message: IMPORT_MESSAGES.missingColumn('Street Address'),
    });
    const twice = await importSites(staff(), mine.customer.id, [siteRow('D-1'), siteRow('d-1')]);
    expect(twice.json().errors).toEqual([
      { row: 3, column: 'Job Site', message: IMPORT_MESSAGES.duplicateRow('Job Site d-1', 2) },
    ]);
  });

  it('takes only .xlsx: another name or content is refused', async () => {
    const csv = multipartUpload('sites.csv', 'Job Site\n1');
    const byName = await staff().post('/api/jobsites/importjobsites', csv.payload, {
      headers: csv.headers,
      query: { customerid: mine.customer.id },
    });
    expect(byName.statusCode).toBe(400);
    expect(byName.json().message).toBe(IMPORT_MESSAGES.onlyXlsx);
    const renamed = multipartUpload('sites.xlsx', 'Job Site\n1');
    const byContent = await staff().post('/api/jobsites/importjobsites', renamed.payload, {
      headers: renamed.headers,
      query: { customerid: mine.customer.id },
    });
    expect(byContent.json()).toMatchObject({
      message: IMPORT_MESSAGES.onlyXlsx,
      errors: [{ row: 0, column: '' }],
    });
    const none = await staff().post(
      '/api/jobsites/importjobsites',
      {},
      { query: { customerid: mine.customer.id } },
    );
    expect(none.statusCode).toBe(400);
  });

  it('refuses a file over the size limit', async () => {
    const big = multipartUpload('big.xlsx', Buffer.alloc(MAX_IMPORT_BYTES + 1, 0x50));
    const response = await staff().post('/api/jobsites/importjobsites', big.payload, {
      headers: big.headers,
      query: { customerid: mine.customer.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(IMPORT_MESSAGES.tooLarge);
  });

  it('refuses anonymous callers, Employees (no edit:jobsites) and Customer users, for any customer', async () => {
    expect((await importSites(ctx.anonymous, mine.customer.id, [siteRow('X')])).statusCode).toBe(401);
    expect((await importSites(ctx.asRole('Employee'), mine.customer.id, [siteRow('X')])).statusCode).toBe(
      403,
    );
    expect((await importSites(customerUser, mine.customer.id, [siteRow('X')])).statusCode).toBe(403);
    expect((await importSites(customerUser, other.customer.id, [siteRow('X')])).statusCode).toBe(403);
  });
});

describe('POST /customer/rate/import', () => {
  const importRates = (who: Requester, customerid: number, text: string, name = 'rates.csv') => {
    const upload = multipartUpload(name, text);
    return who.post('/api/customer/rate/import', upload.payload, {
      headers: upload.headers,
      query: { customerid },
    });
  };
  const HEAD = 'Trade,State,Regular Rate,Overtime Rate,Holiday Rate,Trip Charge,Markup';

  it('adds a rate per trade and state, and replaces the amounts of one the customer has', async () => {
    const first = await importRates(
      staff(),
      mine.customer.id,
      `${HEAD}\n${tradeName},TX,85,120,150,$45.00,10%\n${tradeName},ok,90,,,,\n`,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ added: 2, updated: 0, errors: [] });
    const again = await importRates(staff(), mine.customer.id, `${HEAD}\n${tradeName},TX,95,,,,\n`);
    expect(again.json()).toEqual({ added: 0, updated: 1, errors: [] });
    const trades = await staff().get('/api/customer/gettrades', { query: { customerid: mine.customer.id } });
    if (trades.statusCode === 200) {
      const rates = (
        trades.json() as { tradename: string; rates: { statecode: string; regularrate: string }[] }[]
      ).find((item) => item.tradename === tradeName)!.rates;
      expect(rates.find((rate) => rate.statecode === 'TX')?.regularrate).toBe('95.00');
    }
  });

  it('refuses the whole file when 3 rows are bad and lists them by row and column', async () => {
    const text = `${HEAD}\n${tradeName},CA,80,,,,\nNo Such Trade,CA,80,,,,\n${tradeName},C,80,,,,\n${tradeName},NV,,,,,\n`;
    const response = await importRates(staff(), other.customer.id, text);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { row: 3, column: 'Trade', message: 'Trade is invalid.' },
      { row: 4, column: 'State', message: 'State is invalid.' },
      { row: 5, column: 'Regular Rate', message: 'Regular Rate is required.' },
    ]);
    const trades = await staff().get('/api/customer/gettrades', { query: { customerid: other.customer.id } });
    if (trades.statusCode === 200) expect(trades.json()).toEqual([]);
  });

  it('takes only .csv, and refuses anonymous callers and Customer users', async () => {
    const wrong = await importRates(staff(), mine.customer.id, `${HEAD}\n`, 'rates.xlsx');
    expect(wrong.json().message).toBe(IMPORT_MESSAGES.onlyCsv);
    expect((await importRates(ctx.anonymous, mine.customer.id, HEAD)).statusCode).toBe(401);
    expect((await importRates(customerUser, mine.customer.id, HEAD)).statusCode).toBe(403);
    expect((await importRates(customerUser, other.customer.id, HEAD)).statusCode).toBe(403);
  });
});
