import Papa from 'papaparse';
import {
  addVendorRateSchema,
  DISPATCH_MESSAGES,
  IMPORT_MESSAGES,
  MAX_IMPORT_ROWS,
  MAX_VENDOR_ZIPS_PER_RATE,
  toCents,
  VENDOR_ZIP_IMPORT_COLUMNS,
  VENDOR_ZIP_IMPORT_MESSAGES as MESSAGES,
  VENDOR_ZIP_RATE_NAME,
  type SessionUser,
  type VendorZipImportReport,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { ImportErrors, matchColumns, refuseFile, type Upload } from '../../lib/imports/index';
import {
  addRate,
  addTrade,
  findTrades,
  removeRate,
  updateRateOf,
  vendorTradeOwner,
} from '../trade-rates/index';
import { findAllTrades, findZipcodes, lockVendor } from './dispatch.repository';

// Import Vendor Zips (spec A "Admin", POST /admin/importtradezips?vendorid; docs/decisions/154): one .csv
// of the zip codes a vendor covers per trade. Each trade the file names gets one rate per state named
// VENDOR_ZIP_RATE_NAME covering exactly the file's zips there (the file replaces them); the vendor's
// other rates stay. Written through the trade-rates service, so the trigger-kept `vendorcoverage` and
// the dispatch search follow in the same transaction: every row or none.

const HEADING = Object.fromEntries(
  VENDOR_ZIP_IMPORT_COLUMNS.map((column) => [column.field, column.heading]),
) as {
  [C in (typeof VENDOR_ZIP_IMPORT_COLUMNS)[number] as C['field']]: C['heading'];
};
const regularRate = addVendorRateSchema.shape.regularrate;

type Line = { number: number; values: Record<'trade' | 'zipcode' | 'regularrate', string> };
/** The zips of one trade in one state, as the file gives them. */
type Group = { tradeid: number; statecode: string; first: number; zips: { id: number; zipcode: string }[] };

/** The file's rows with a value per column (blank rows skipped), numbered as a spreadsheet shows them. */
function readLines(data: Buffer): Line[] {
  const parsed = Papa.parse<string[]>(data.toString('utf8').replace(/^\uFEFF/, ''), {
    skipEmptyLines: false,
  });
  const rows = parsed.data
    .map((values, index) => ({ number: index + 1, values: values.map((value) => value.trim()) }))
    .filter((row) => row.values.some((value) => value !== ''));
  const [heading, ...body] = rows;
  if (!heading || body.length === 0) throw refuseFile(IMPORT_MESSAGES.empty);
  if (body.length > MAX_IMPORT_ROWS) throw refuseFile(IMPORT_MESSAGES.tooManyRows);
  const positions = matchColumns(VENDOR_ZIP_IMPORT_COLUMNS, heading.values);
  const cell = (values: string[], field: keyof Line['values']) => {
    const index = positions.get(field);
    return index === undefined ? '' : (values[index] ?? '');
  };
  return body.map(({ number, values }) => ({
    number,
    values: {
      trade: cell(values, 'trade'),
      zipcode: cell(values, 'zipcode'),
      regularrate: cell(values, 'regularrate'),
    },
  }));
}

/** Five digits; ZIP+4 keeps its first five, and 3 or 4 digits get back the zeros a spreadsheet dropped. */
function normalZip(text: string) {
  const match = /^(\d{3,5})(?:-\d{4})?$/.exec(text);
  return match ? match[1]!.padStart(5, '0') : undefined;
}

/** Checks every row, in file order, against the trade list, the zipcode table and the rest of the file. */
async function checkRows(db: Db, lines: Line[], errors: ImportErrors) {
  const trades = await findAllTrades(db);
  const tradeByName = new Map(trades.map((row) => [row.tradename.toLowerCase(), row.tradeid]));
  const tradeIds = new Set(trades.map((row) => row.tradeid));
  const zipOf = (line: Line) => normalZip(line.values.zipcode);
  const wanted = lines.map(zipOf).filter((zip) => zip !== undefined);
  const known = new Map((await findZipcodes(db, wanted)).map((zip) => [zip.zipcode, zip]));
  const groups = new Map<string, Group>();
  const seen = new Map<string, number>();
  const rateOf = new Map<number, { regularrate: string; number: number }>();
  for (const line of lines) {
    const { number, values } = line;
    const { trade, zipcode, regularrate } = values;
    const count = errors.count;
    const tradeid =
      tradeByName.get(trade.toLowerCase()) ?? (tradeIds.has(Number(trade)) ? Number(trade) : undefined);
    if (tradeid === undefined)
      errors.add(number, HEADING.trade, trade === '' ? 'Trade is required.' : MESSAGES.tradeInvalid);
    const zip = zipOf(line);
    const place = zip === undefined ? undefined : known.get(zip);
    if (!place)
      errors.add(
        number,
        HEADING.zipcode,
        zipcode === '' ? MESSAGES.zipRequired : zip === undefined ? MESSAGES.zipInvalid : MESSAGES.zipUnknown,
      );
    const rate = regularrate === '' ? undefined : regularRate.safeParse(regularrate);
    if (rate && !rate.success) errors.add(number, HEADING.regularrate, rate.error.issues[0]!.message);
    if (errors.count > count || tradeid === undefined || !place) continue;

    const earlier = seen.get(`${tradeid}/${place.zipcode}`);
    if (earlier !== undefined) {
      errors.add(number, HEADING.zipcode, IMPORT_MESSAGES.duplicateRow(`Zip Code ${place.zipcode}`, earlier));
      continue;
    }
    seen.set(`${tradeid}/${place.zipcode}`, number);
    if (rate?.success) {
      const given = rateOf.get(tradeid);
      if (!given) rateOf.set(tradeid, { regularrate: rate.data, number });
      else if (toCents(given.regularrate) !== toCents(rate.data))
        errors.add(number, HEADING.regularrate, MESSAGES.rateDiffers(given.number));
    }
    const key = `${tradeid}/${place.statecode}`;
    const group = groups.get(key) ?? { tradeid, statecode: place.statecode, first: number, zips: [] };
    groups.set(key, group);
    if (group.zips.length === MAX_VENDOR_ZIPS_PER_RATE)
      errors.add(number, HEADING.zipcode, MESSAGES.tooManyZips);
    group.zips.push({ id: place.id, zipcode: place.zipcode });
  }
  return { groups: [...groups.values()], rateOf };
}

/** POST /admin/importtradezips?vendorid: the vendor's zip coverage of the CSV, all or none; the report. */
export async function importVendorZips(options: {
  db: Db;
  user: SessionUser;
  vendorid: number;
  upload: Upload;
}): Promise<VendorZipImportReport> {
  const { db, user, vendorid, upload } = options;
  return db.transaction(async (tx) => {
    if (!(await lockVendor(tx, vendorid))) throw notFound(DISPATCH_MESSAGES.vendorNotFound);
    const owned = { db: tx, owner: vendorTradeOwner, user, ownerid: vendorid };
    const before = await findTrades(owned);
    const importedRate = (group: Group) =>
      before
        .find((trade) => trade.tradeid === group.tradeid)
        ?.rates.find((rate) => rate.name === VENDOR_ZIP_RATE_NAME && rate.statecode === group.statecode);
    const errors = new ImportErrors();
    const { groups, rateOf } = await checkRows(tx, readLines(upload.data), errors);
    // After the rows: the trades and states whose new imported rate would have no Regular Rate.
    for (const group of groups)
      if (!rateOf.has(group.tradeid) && !importedRate(group))
        errors.add(group.first, HEADING.regularrate, MESSAGES.rateRequired);
    errors.throwIfAny();

    let trades = before;
    for (const tradeid of new Set(groups.map((group) => group.tradeid)))
      if (!trades.some((trade) => trade.tradeid === tradeid))
        trades = (await addTrade({ ...owned, tradeid })).trades;
    // Per trade and state: the trade, the imported rate kept (by its state) and its regular rate.
    const plan = groups.map((group) => {
      const existing = importedRate(group);
      return {
        group,
        trade: trades.find((item) => item.tradeid === group.tradeid)!,
        existing,
        regularrate: (rateOf.get(group.tradeid)?.regularrate ?? existing?.regularrate)!,
      };
    });

    const report: VendorZipImportReport = { added: 0, updated: 0, removed: 0, errors: [] };
    const kept = new Set<number>();
    for (const { group, trade, existing, regularrate } of plan) {
      const input = {
        name: VENDOR_ZIP_RATE_NAME,
        statecode: group.statecode,
        statecodes: [group.statecode],
        zipids: group.zips.map((zip) => zip.id),
        countyids: [],
        cityids: [],
        regularrate,
      };
      const before = new Set(existing?.zipcodes.map((zip) => zip.zipcode) ?? []);
      const after = new Set(group.zips.map((zip) => zip.zipcode));
      report.updated += group.zips.filter((zip) => before.has(zip.zipcode)).length;
      report.added += group.zips.length - group.zips.filter((zip) => before.has(zip.zipcode)).length;
      report.removed += [...before].filter((zip) => !after.has(zip)).length;
      if (existing) {
        kept.add(existing.id);
        await updateRateOf({ ...owned, rateid: existing.id, input });
      } else {
        await addRate({ ...owned, tradeRowId: trade.id, input });
      }
    }
    // The imported rates of the named trades in states the file no longer names go.
    const named = new Set(groups.map((group) => group.tradeid));
    for (const trade of trades.filter((item) => named.has(item.tradeid)))
      for (const rate of trade.rates)
        if (rate.name === VENDOR_ZIP_RATE_NAME && !kept.has(rate.id)) {
          report.removed += rate.zipcodes.length;
          await removeRate({ ...owned, rateid: rate.id });
        }
    return report;
  });
}
