import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DISPATCH_MESSAGES,
  IMPORT_MESSAGES,
  TRADE,
  VENDOR_ZIP_IMPORT_MESSAGES,
  VENDOR_ZIP_RATE_NAME,
} from '@dispatchwise/shared';
import { readRows } from '../../lib/list-query/index';
import { createTestContext, type Requester } from '../../../test/helpers';
import { multipartUpload } from '../../../test/factories/imports';
import { createVendorTradeWithRate } from '../../../test/factories/vendors';
import { createVendor } from '../../../test/factories/work-orders';

// POST /admin/importtradezips?vendorid (spec A "Admin" Import Vendor Zips; docs/decisions/154).

const ctx = createTestContext();
const HEAD = 'Trade,Zip Code,Regular Rate';

const importZips = (who: Requester, vendorid: number, text: string, name = 'zips.csv') => {
  const upload = multipartUpload(name, text);
  return who.post('/api/admin/importtradezips', upload.payload, {
    headers: upload.headers,
    query: { vendorid: String(vendorid) },
  });
};

/** The zip codes `vendorcoverage` says the vendor covers, as "tradeid:zip". */
async function coveredZips(vendorid: number) {
  const rows = await readRows<{ tradeid: number; zipcode: string }>(
    ctx.db,
    sql`select c."tradeid", z."zipcode" from "vendorcoverage" c join "zipcode" z on z."id" = c."placeid"
      where c."vendorid" = ${vendorid} and c."placekind" = 4 order by 1, 2`,
  );
  return rows.map((row) => `${row.tradeid}:${row.zipcode}`);
}

type Rate = { name: string | null; statecode: string; regularrate: string; zipcodes: { zipcode: string }[] };
async function ratesOf(vendorid: number) {
  const response = await ctx
    .asRole('Admin')
    .get('/api/vendor/gettrades', { query: { vendorid: String(vendorid) } });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ tradeid: number; rates: Rate[] }[]>()
    .flatMap((trade) =>
      trade.rates.map(
        (rate) =>
          `${trade.tradeid} ${rate.name} ${rate.statecode} ${rate.regularrate} ${rate.zipcodes.map((zip) => zip.zipcode).join(' ')}`,
      ),
    )
    .sort();
}

describe('POST /admin/importtradezips', () => {
  it('covers the zips per trade and state, and a later file replaces the imported zips of its trades', async () => {
    const vendor = await createVendor(ctx.db);
    // A rate of the vendor's own (a whole state) is never touched by the import.
    await createVendorTradeWithRate(ctx.db, vendor.id, { tradeid: TRADE.Plumbing, statecode: 'AR' });
    const first = await importZips(
      ctx.asRole('Admin'),
      vendor.id,
      `${HEAD}\nPlumbing,78701,$95.00\n\nplumbing,78702,\n${TRADE.Plumbing},73102,95\nHVAC,2134,80\n`,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ added: 4, updated: 0, removed: 0, errors: [] });
    const P = TRADE.Plumbing;
    const H = TRADE.Hvac;
    expect(await coveredZips(vendor.id)).toEqual(
      [`${P}:73102`, `${P}:78701`, `${P}:78702`, `${H}:02134`].sort(),
    );
    expect(await ratesOf(vendor.id)).toEqual(
      [
        `${P} null AR 85.00 `,
        `${P} ${VENDOR_ZIP_RATE_NAME} OK 95.00 73102`,
        `${P} ${VENDOR_ZIP_RATE_NAME} TX 95.00 78701 78702`,
        `${H} ${VENDOR_ZIP_RATE_NAME} MA 80.00 02134`,
      ].sort(),
    );

    const second = await importZips(
      ctx.asRole('Admin'),
      vendor.id,
      `${HEAD}\nPlumbing,78701,\nPlumbing,78703-1234,\n`,
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual({ added: 1, updated: 1, removed: 2, errors: [] });
    expect(await coveredZips(vendor.id)).toEqual([`${P}:78701`, `${P}:78703`, `${H}:02134`].sort());
    expect(await ratesOf(vendor.id)).toEqual(
      [
        `${P} null AR 85.00 `,
        `${P} ${VENDOR_ZIP_RATE_NAME} TX 95.00 78701 78703`,
        `${H} ${VENDOR_ZIP_RATE_NAME} MA 80.00 02134`,
      ].sort(),
    );
  });

  it('refuses a file with a bad row whole, naming each row and column', async () => {
    const vendor = await createVendor(ctx.db);
    await importZips(ctx.asRole('Admin'), vendor.id, `${HEAD}\nPlumbing,78701,90\n`);
    const before = await coveredZips(vendor.id);
    const response = await importZips(
      ctx.asRole('Admin'),
      vendor.id,
      `${HEAD}\nPlumbing,78702,\nPlumbing,00000,\nBasket Weaving,78703,\nPlumbing,7870x,\nPlumbing,78702,\nElectrical,78701,\nPlumbing,78704,abc\n`,
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message: IMPORT_MESSAGES.refused, added: 0, updated: 0 });
    expect(response.json().errors).toEqual([
      { row: 3, column: 'Zip Code', message: VENDOR_ZIP_IMPORT_MESSAGES.zipUnknown },
      { row: 4, column: 'Trade', message: VENDOR_ZIP_IMPORT_MESSAGES.tradeInvalid },
      { row: 5, column: 'Zip Code', message: VENDOR_ZIP_IMPORT_MESSAGES.zipInvalid },
      { row: 6, column: 'Zip Code', message: IMPORT_MESSAGES.duplicateRow('Zip Code 78702', 2) },
      { row: 8, column: 'Regular Rate', message: expect.stringContaining('Regular Rate') },
      { row: 7, column: 'Regular Rate', message: VENDOR_ZIP_IMPORT_MESSAGES.rateRequired },
    ]);
    expect(await coveredZips(vendor.id)).toEqual(before);

    // Checked against the vendor's rates: a new trade needs its Regular Rate; nothing is written.
    const unpriced = await importZips(
      ctx.asRole('Admin'),
      vendor.id,
      `${HEAD}\nPlumbing,78702,\nElectrical,78701,\n`,
    );
    expect(unpriced.statusCode, unpriced.body).toBe(400);
    expect(unpriced.json().errors).toEqual([
      { row: 3, column: 'Regular Rate', message: VENDOR_ZIP_IMPORT_MESSAGES.rateRequired },
    ]);
    expect(await coveredZips(vendor.id)).toEqual(before);
    expect((await ratesOf(vendor.id)).length).toBe(1);
  });

  it('refuses another extension, a missing column, an unknown vendor and anyone but an Admin', async () => {
    const vendor = await createVendor(ctx.db);
    const xlsx = await importZips(
      ctx.asRole('Admin'),
      vendor.id,
      `${HEAD}\nPlumbing,78701,90\n`,
      'zips.xlsx',
    );
    expect(xlsx.statusCode).toBe(400);
    expect(xlsx.json().errors).toEqual([{ row: 0, column: '', message: IMPORT_MESSAGES.onlyCsv }]);
    const noZip = await importZips(ctx.asRole('Admin'), vendor.id, `Trade,Rate\nPlumbing,90\n`);
    expect(noZip.json().errors).toEqual([
      { row: 1, column: 'Zip Code', message: IMPORT_MESSAGES.missingColumn('Zip Code') },
    ]);
    const unknown = await importZips(ctx.asRole('Admin'), 999_999, `${HEAD}\nPlumbing,78701,90\n`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(DISPATCH_MESSAGES.vendorNotFound);
    const dispatcher = await importZips(ctx.asRole('Dispatchers'), vendor.id, `${HEAD}\nPlumbing,78701,90\n`);
    expect(dispatcher.statusCode).toBe(403);
    expect(await coveredZips(vendor.id)).toEqual([]);
  });
});
