import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customer,
  customerjobsite,
  vendor,
  vendortrade,
  vendortraderate,
  vendortraderatecity,
  vendortraderatecounty,
  vendortraderatestate,
  vendortraderatezip,
  workorder,
  workordertrade,
  zipcode,
} from '../../db/schema/index';

// Test data of the vendor-lines tests: real places from the zipcode table, vendors with trades and
// rates covering places, and work orders at a job site in a given zip.

let sequence = 0;
const tag = () => `${process.pid}-${++sequence}`;

export async function placeOf(db: Db, zip: string) {
  const [row] = await db.select().from(zipcode).where(eq(zipcode.zipcode, zip));
  if (!row) throw new Error(`zip ${zip} is not in the zipcode table`);
  return row;
}

export type Coverage = { states?: string[]; countyids?: number[]; cityids?: number[]; zipcodeids?: number[] };

/** A vendor in `zip` (no coordinates of its own unless given) with one trade and one rate covering `coverage`. */
export async function createCoveringVendor(
  db: Db,
  options: { zip: string; tradeid: number; coverage: Coverage; fields?: Partial<typeof vendor.$inferInsert> },
) {
  const place = await placeOf(db, options.zip);
  const [row] = await db
    .insert(vendor)
    .values({
      name: `Vendor ${tag()}`,
      city: place.city,
      statecode: place.statecode,
      postalcode: place.zipcode,
      dispatchemail: `dispatch-${tag()}@vendor.test`,
      vendorstatustypeid: 2,
      tierid: 2,
      ...options.fields,
    })
    .returning();
  const rate = await addCoverage(db, {
    vendorid: row!.id,
    tradeid: options.tradeid,
    coverage: options.coverage,
  });
  return { vendor: row!, ...rate };
}

/** A trade of the vendor (made when missing) with one more rate covering `coverage`. */
export async function addCoverage(
  db: Db,
  options: { vendorid: number; tradeid: number; coverage: Coverage },
) {
  const [trade] = await db
    .insert(vendortrade)
    .values({ vendorid: options.vendorid, tradeid: options.tradeid })
    .onConflictDoNothing()
    .returning();
  const [existing] = trade
    ? [trade]
    : await db
        .select({ id: vendortrade.id })
        .from(vendortrade)
        .where(
          and(
            eq(vendortrade.vendorid, options.vendorid),
            eq(vendortrade.tradeid, options.tradeid),
            eq(vendortrade.isdeleted, false),
          ),
        );
  const vendortradeid = existing!.id;
  const [rate] = await db.insert(vendortraderate).values({ vendortradeid, regularrate: '95.00' }).returning();
  const { states = [], countyids = [], cityids = [], zipcodeids = [] } = options.coverage;
  if (states.length)
    await db
      .insert(vendortraderatestate)
      .values(states.map((statecode) => ({ traderateid: rate!.id, statecode })));
  if (countyids.length)
    await db
      .insert(vendortraderatecounty)
      .values(countyids.map((countyid) => ({ traderateid: rate!.id, countyid })));
  if (cityids.length)
    await db.insert(vendortraderatecity).values(cityids.map((cityid) => ({ traderateid: rate!.id, cityid })));
  if (zipcodeids.length)
    await db
      .insert(vendortraderatezip)
      .values(zipcodeids.map((zipcodeid) => ({ traderateid: rate!.id, zipcodeid })));
  return { vendortradeid, traderateid: rate!.id };
}

/** A customer with a job site in `zip` and a work order there with `tradeids`. */
export async function orderAt(
  db: Db,
  zip: string,
  options: { tradeids?: number[]; fields?: Partial<typeof workorder.$inferInsert> } = {},
) {
  const place = await placeOf(db, zip);
  const [owner] = await db
    .insert(customer)
    .values({ customername: `Customer ${tag()}` })
    .returning();
  const [site] = await db
    .insert(customerjobsite)
    .values({
      customerid: owner!.id,
      jobsite: `Site ${tag()}`,
      streetaddress: '1 Main St',
      city: place.city,
      statecode: place.statecode,
      postalcode: place.zipcode,
    })
    .returning();
  const [order] = await db
    .insert(workorder)
    .values({
      customerid: owner!.id,
      jobsiteid: site!.id,
      statusid: 9,
      briefdescription: 'Leaking pipe',
      nte: '750.00',
      scheduledate: new Date('2025-03-14T00:00:00Z'),
      ...options.fields,
    })
    .returning();
  for (const tradeid of options.tradeids ?? [])
    await db.insert(workordertrade).values({ workorderid: order!.id, tradeid });
  return { customer: owner!, jobsite: site!, order: order!, place };
}

/** Miles between two points by the haversine formula on earthdistance's sphere (3958.747716 miles). */
export function haversineMiles(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.747716 * Math.asin(Math.min(1, Math.sqrt(h)));
}
