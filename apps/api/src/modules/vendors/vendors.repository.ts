import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { W9_VALID_YEARS } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import {
  state,
  term,
  tier,
  trade,
  vendor,
  vendorrating,
  vendorservicestate,
  vendorstatustype,
  zipcode,
} from '../../db/schema/index';

// The vendor record's rows (spec C 3 "Vendor"; docs/decisions/142): read, write, States Serviced,
// ratings and the editor's lookups.

export type VendorValues = Partial<typeof vendor.$inferInsert>;

/** Expired paperwork today, in SQL over `v` (the list and the record): GL, WC unless exempt, W9 after three years. */
export const expiredColumns = (alias: string) => {
  const v = sql.raw(`"${alias}"`);
  return {
    glexpired: sql<boolean>`coalesce(${v}."glexpirationdate" < now(), false)`,
    wcexpired: sql<boolean>`coalesce(not ${v}."wcexempt" and ${v}."wcexpirationdate" < now(), false)`,
    w9expired: sql<boolean>`coalesce(${v}."w9date" + make_interval(years => ${W9_VALID_YEARS}::int) < now(), false)`,
  };
};

/** The vendor's id and company, or undefined (the guard's read). */
export async function findVendorById(db: Db, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select({ id: vendor.id, name: vendor.name }).from(vendor).where(eq(vendor.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

/** Every column of the record, States Serviced, the rating and the caller's own rating. */
export async function getVendorRecordRow(db: Db, options: { id: number; userid: number }) {
  const { latitude: _lat, longitude: _lon, mssw: _mssw, ...columns } = getTableColumns(vendor);
  const [row] = await db
    .select({
      ...columns,
      ...expiredColumns('vendor'),
      vendorrating: sql<number | null>`(select round(avg(r."rating"), 2)::float8 from "vendorrating" r
        where r."vendorid" = "vendor"."id")`,
      numberofratings: sql<number>`(select count(*)::int from "vendorrating" r where r."vendorid" = "vendor"."id")`,
      myrating: sql<number | null>`(select r."rating"::float8 from "vendorrating" r
        where r."vendorid" = "vendor"."id" and r."createdby" = ${options.userid})`,
    })
    .from(vendor)
    .where(eq(vendor.id, options.id));
  if (!row) return undefined;
  const states = await db
    .select({ id: state.id, statecode: state.statecode })
    .from(vendorservicestate)
    .innerJoin(state, eq(state.statecode, vendorservicestate.statecode))
    .where(eq(vendorservicestate.vendorid, options.id))
    .orderBy(asc(state.statecode));
  return { ...row, servicestates: { states } };
}

/** The editor's lookups (spec C 3: tiers, terms, trades, statuses, states). */
export async function findVendorLookups(db: Db) {
  const [tiers, terms, trades, statuses, states] = await Promise.all([
    db.select().from(tier).orderBy(asc(tier.id)),
    db.select().from(term).orderBy(asc(term.days)),
    db
      .select({ tradeid: trade.tradeid, tradename: trade.tradename, type: trade.type })
      .from(trade)
      .where(eq(trade.isactive, true))
      .orderBy(asc(trade.tradename)),
    db.select().from(vendorstatustype).orderBy(asc(vendorstatustype.id)),
    db.select().from(state).orderBy(asc(state.statecode)),
  ]);
  return { tiers, terms, trades, statuses, states };
}

/** The zip's place (first five digits), for the coordinates a vendor keeps and the address check. */
export async function findZipPlace(db: Db, postalcode: string) {
  const [row] = await db
    .select({
      zipcode: zipcode.zipcode,
      city: zipcode.city,
      county: zipcode.county,
      statecode: zipcode.statecode,
      latitude: zipcode.latitude,
      longitude: zipcode.longitude,
    })
    .from(zipcode)
    .where(eq(zipcode.zipcode, postalcode.trim().slice(0, 5)));
  return row;
}

/** The states among `codes` that exist (States Serviced must name real states). */
export async function findStateCodes(db: Db, codes: readonly string[]) {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ statecode: state.statecode })
    .from(state)
    .where(inArray(state.statecode, [...codes]));
  return rows.map((row) => row.statecode);
}

export async function insertVendor(db: Db, values: VendorValues & { name: string }) {
  const [row] = await db.insert(vendor).values(values).returning({ id: vendor.id });
  return row!.id;
}

export async function updateVendorRow(db: Db, id: number, values: VendorValues) {
  await db
    .update(vendor)
    .set({ ...values, modifieddate: sql`now()` })
    .where(eq(vendor.id, id));
}

/** The vendor's postal code and coordinates as stored (an update keeps them in step). */
export async function findVendorPlace(db: Db, id: number) {
  const [row] = await db
    .select({ postalcode: vendor.postalcode, latitude: vendor.latitude })
    .from(vendor)
    .where(eq(vendor.id, id));
  return row;
}

/** Replaces States Serviced with `codes`. */
export async function replaceServiceStates(db: Db, vendorid: number, codes: readonly string[]) {
  await db.delete(vendorservicestate).where(eq(vendorservicestate.vendorid, vendorid));
  if (codes.length > 0)
    await db.insert(vendorservicestate).values(codes.map((statecode) => ({ vendorid, statecode })));
}

/** The user's rating of the vendor: added, or replacing theirs (one per user and vendor). */
export async function upsertVendorRating(
  db: Db,
  options: { vendorid: number; userid: number; rating: number },
) {
  await db
    .insert(vendorrating)
    .values({ vendorid: options.vendorid, createdby: options.userid, rating: options.rating.toFixed(1) })
    .onConflictDoUpdate({
      target: [vendorrating.vendorid, vendorrating.createdby],
      set: { rating: options.rating.toFixed(1), createddate: sql`now()` },
    });
}

export async function getVendorRatingSummary(db: Db, options: { vendorid: number; userid: number }) {
  const [row] = await db
    .select({
      vendorrating: sql<number | null>`round(avg(${vendorrating.rating}), 2)::float8`,
      numberofratings: sql<number>`count(*)::int`,
      myrating: sql<number | null>`max(case when ${vendorrating.createdby} = ${options.userid}
        then ${vendorrating.rating} end)::float8`,
    })
    .from(vendorrating)
    .where(eq(vendorrating.vendorid, options.vendorid));
  return row!;
}

/**
 * Vendors other than `exceptId` with the same street address and zip (case and spaces aside), or the
 * same name: the Existing Vendor Found dialog. The address match comes first.
 */
export async function findDuplicateVendor(
  db: Db,
  options: { name: string; address: string; postalcode: string; exceptId?: number | null | undefined },
) {
  const normal = (value: unknown) => sql`lower(regexp_replace(btrim(${value}), '\\s+', ' ', 'g'))`;
  const sameAddress = and(
    sql`${normal(vendor.address)} = ${normal(options.address)}`,
    sql`left(btrim(${vendor.postalcode}), 5) = ${options.postalcode.trim().slice(0, 5)}`,
  );
  const sameName = sql`${normal(vendor.name)} = ${normal(options.name)}`;
  const [row] = await db
    .select({
      id: vendor.id,
      name: vendor.name,
      address: vendor.address,
      city: vendor.city,
      statecode: vendor.statecode,
      postalcode: vendor.postalcode,
      sameaddress: sql<boolean>`coalesce(${sameAddress}, false)`,
    })
    .from(vendor)
    .where(
      and(
        sql`(${sameAddress} or ${sameName})`,
        options.exceptId ? sql`${vendor.id} <> ${options.exceptId}` : undefined,
      ),
    )
    .orderBy(sql`coalesce(${sameAddress}, false) desc`, asc(vendor.id))
    .limit(1);
  return row;
}
