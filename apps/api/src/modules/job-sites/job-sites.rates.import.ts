import Papa from 'papaparse';
import { z } from 'zod';
import {
  addCustomerRateSchema,
  IMPORT_MESSAGES,
  MAX_IMPORT_ROWS,
  TRADE_RATE_IMPORT_COLUMNS,
  type ImportReport,
  type SessionUser,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { trade } from '../../db/schema/index';
import { ImportErrors, matchColumns, refuseFile, type Upload } from '../../lib/imports/index';
import { addRate, addTrade, customerTradeOwner, findTrades, updateRateOf } from '../trade-rates/index';
import { requireCustomer } from './job-sites.service';

// Import Trade Rates (spec A "Job-site list and imports", section 5; docs/decisions/148): one .csv of a
// customer's rates, one row per trade and state (a rate covering the state whole), written through the
// trade-rates module's service in one transaction: every row or none. A trade the customer lacks is
// added; a trade and state the customer already rates has that rate's amounts replaced.

type Field = (typeof TRADE_RATE_IMPORT_COLUMNS)[number]['field'];
const headingOf = new Map(TRADE_RATE_IMPORT_COLUMNS.map((column) => [column.field, column.heading]));

const amounts = addCustomerRateSchema.pick({
  regularrate: true,
  overtimerate: true,
  holidayrate: true,
  tripcharge: true,
  markupcharge: true,
});
const rowSchema = amounts.extend({
  trade: z.string().trim().min(1, 'Trade is required.').max(200, 'Trade is invalid.'),
  statecode: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, 'State is required.')
    .regex(/^[A-Z]{2}$/, 'State is invalid.'),
});
type RateRow = z.infer<typeof rowSchema> & { tradeid: number };

/** The CSV's rows, checked (trade names against the trade list); throws the refusal with every bad row. */
async function readRateRows(db: Db, data: Buffer) {
  const parsed = Papa.parse<string[]>(data.toString('utf8').replace(/^\uFEFF/, ''), {
    skipEmptyLines: false,
  });
  const lines = parsed.data.map((values, index) => ({
    number: index + 1,
    values: values.map((value) => value.trim()),
  }));
  const filled = lines.filter((line) => line.values.some((value) => value !== ''));
  const [heading, ...body] = filled;
  if (!heading || body.length === 0) throw refuseFile(IMPORT_MESSAGES.empty);
  if (body.length > MAX_IMPORT_ROWS) throw refuseFile(IMPORT_MESSAGES.tooManyRows);
  const positions = matchColumns(TRADE_RATE_IMPORT_COLUMNS, heading.values);
  const trades = await db.select({ tradeid: trade.tradeid, tradename: trade.tradename }).from(trade);
  const tradeByName = new Map(trades.map((row) => [row.tradename.toLowerCase(), row.tradeid]));
  const tradeIds = new Set(trades.map((row) => row.tradeid));
  const errors = new ImportErrors();
  const rows: RateRow[] = [];
  const seen = new Map<string, number>();
  for (const { number, values } of body) {
    const input = Object.fromEntries(
      TRADE_RATE_IMPORT_COLUMNS.map(({ field }) => {
        const index = positions.get(field);
        const text = index === undefined ? undefined : (values[index] ?? '');
        return [field, field === 'markupcharge' ? text?.replace(/%$/, '') : text];
      }),
    );
    const result = rowSchema.safeParse(input);
    if (!result.success) {
      const reported = new Set<string>();
      for (const issue of result.error.issues) {
        const field = String(issue.path[0]) as Field;
        if (!reported.has(field)) errors.add(number, headingOf.get(field) ?? field, issue.message);
        reported.add(field);
      }
      continue;
    }
    const name = result.data.trade;
    const tradeid =
      tradeByName.get(name.toLowerCase()) ?? (tradeIds.has(Number(name)) ? Number(name) : undefined);
    if (tradeid === undefined) {
      errors.add(number, headingOf.get('trade')!, 'Trade is invalid.');
      continue;
    }
    const key = `${tradeid}/${result.data.statecode}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      errors.add(
        number,
        headingOf.get('statecode')!,
        IMPORT_MESSAGES.duplicateRow(`${name} in ${result.data.statecode}`, earlier),
      );
      continue;
    }
    seen.set(key, number);
    rows.push({ ...result.data, tradeid });
  }
  errors.throwIfAny();
  return rows;
}

/** POST /customer/rate/import?customerid: the rates of the CSV, all or none; answers the report. */
export async function importCustomerRates(options: {
  db: Db;
  user: SessionUser;
  customerid: number;
  upload: Upload;
}): Promise<ImportReport> {
  const { db, user, customerid, upload } = options;
  await requireCustomer({ db, customerid });
  const rows = await readRateRows(db, upload.data);
  const owner = customerTradeOwner;
  return db.transaction(async (tx) => {
    await requireCustomer({ db: tx, customerid, forUpdate: true });
    const owned = { db: tx, owner, user, ownerid: customerid };
    let trades = await findTrades(owned);
    for (const tradeid of new Set(rows.map((row) => row.tradeid))) {
      if (!trades.some((item) => item.tradeid === tradeid))
        trades = (await addTrade({ ...owned, tradeid })).trades;
    }
    let added = 0;
    let updated = 0;
    for (const row of rows) {
      const customerTrade = trades.find((item) => item.tradeid === row.tradeid)!;
      const input = {
        statecode: row.statecode,
        statecodes: [row.statecode],
        regularrate: row.regularrate,
        overtimerate: row.overtimerate ?? null,
        holidayrate: row.holidayrate ?? null,
        tripcharge: row.tripcharge ?? null,
        markupcharge: row.markupcharge ?? null,
      };
      const whole = customerTrade.rates.find(
        (rate) =>
          rate.statecodes.length === 1 &&
          rate.statecodes[0] === row.statecode &&
          rate.counties.length + rate.cities.length + rate.zipcodes.length === 0,
      );
      if (whole) {
        await updateRateOf({ db: tx, owner, user, rateid: whole.id, input });
        updated += 1;
      } else {
        await addRate({ db: tx, owner, user, tradeRowId: customerTrade.id, input });
        added += 1;
      }
    }
    return { added, updated, errors: [] };
  });
}
