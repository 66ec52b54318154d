import { and, asc, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  city,
  county,
  customer,
  role,
  sitemeta,
  state,
  tier,
  trade,
  userrole,
  users,
  vendor,
  vendorstatustype,
  workorderstatus,
  zipcode,
} from '../../db/schema/index';
import type { GeographyQuery, VendorLookupQuery, ZipcodeQuery } from '@dispatchwise/shared';

/** `%` and `_` typed by a user are literal characters, not wildcards. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Active, unblocked users matching `condition`, as the user lookups answer them (with `user_id` and `fullname`). */
export async function findActiveUserOptions(db: Db, condition: SQL | undefined) {
  const rows = await db
    .select({
      id: users.id,
      user_id: users.user_id,
      firstname: users.given_name,
      lastname: users.family_name,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.isactive, true), eq(users.blocked, false), condition))
    .orderBy(asc(users.given_name), asc(users.family_name), asc(users.id));
  return rows.map((row) => ({ ...row, fullname: `${row.firstname} ${row.lastname}`.trim() || row.email }));
}

/** Active, unblocked users flagged isdispatcher or holding the Dispatchers role (spec A "Dispatcher"). */
export async function findDispatchers(db: Db) {
  const hasDispatchersRole = sql<boolean>`exists (
    select 1 from ${userrole} join ${role} on ${role.id} = ${userrole.roleid}
    where ${userrole.userid} = ${users.id} and ${role.name} = 'Dispatchers'
  )`;
  return findActiveUserOptions(db, or(eq(users.isdispatcher, true), hasDispatchersRole));
}

/** Users flagged issalesrep: the customer's Sales Rep options (user_id is what salesrepauthid holds). */
export const findSalesReps = (db: Db) => findActiveUserOptions(db, eq(users.issalesrep, true));

export async function findStatuses(db: Db) {
  return db.select().from(workorderstatus).orderBy(asc(workorderstatus.sortorder), asc(workorderstatus.id));
}

export async function findStates(db: Db) {
  return db
    .select({ id: state.id, statecode: state.statecode, statename: state.statename })
    .from(state)
    .orderBy(asc(state.statename));
}

const startsWith = (column: Parameters<typeof ilike>[0], search: string | undefined): SQL | undefined =>
  search ? ilike(column, `${escapeLike(search)}%`) : undefined;

export async function findCounties(db: Db, query: GeographyQuery) {
  return db
    .select({ id: county.id, county: county.county, statecode: county.statecode })
    .from(county)
    .where(
      and(
        query.statecodes.length > 0 ? inArray(county.statecode, query.statecodes) : undefined,
        startsWith(county.county, query.search),
      ),
    )
    .orderBy(asc(county.county), asc(county.statecode))
    .offset(query.skip)
    .limit(query.take);
}

export async function findCities(db: Db, query: GeographyQuery) {
  return db
    .select({ id: city.id, city: city.city, statecode: city.statecode })
    .from(city)
    .where(
      and(
        query.statecodes.length > 0 ? inArray(city.statecode, query.statecodes) : undefined,
        startsWith(city.city, query.search),
      ),
    )
    .orderBy(asc(city.city), asc(city.statecode))
    .offset(query.skip)
    .limit(query.take);
}

/** Search matches the zip code's leading digits or the city's leading letters. */
export async function findZipcodes(db: Db, query: ZipcodeQuery) {
  const search = query.search
    ? /^\d+$/.test(query.search)
      ? like(zipcode.zipcode, `${query.search}%`)
      : startsWith(zipcode.city, query.search)
    : undefined;
  return db
    .select({
      id: zipcode.id,
      zipcode: zipcode.zipcode,
      city: zipcode.city,
      county: zipcode.county,
      statecode: zipcode.statecode,
    })
    .from(zipcode)
    .where(
      and(
        query.statecodes.length > 0 ? inArray(zipcode.statecode, query.statecodes) : undefined,
        query.counties.length > 0
          ? sql`lower(${zipcode.county}) in (${sql.join(
              query.counties.map((name) => sql`${name.toLowerCase()}`),
              sql`, `,
            )})`
          : undefined,
        search,
      ),
    )
    .orderBy(asc(zipcode.zipcode))
    .offset(query.skip)
    .limit(query.take);
}

export async function findCustomers(db: Db) {
  return db
    .select({ id: customer.id, customername: customer.customername, isactive: customer.isactive })
    .from(customer)
    .orderBy(asc(customer.customername), asc(customer.id));
}

export async function findTrades(db: Db, options: { excludeStore: boolean }) {
  return db
    .select({ tradeid: trade.tradeid, tradename: trade.tradename, type: trade.type })
    .from(trade)
    .where(and(eq(trade.isactive, true), options.excludeStore ? eq(trade.isstore, false) : undefined))
    .orderBy(asc(trade.tradename));
}

export async function findVendorStatusTypes(db: Db) {
  return db
    .select({
      id: vendorstatustype.id,
      type: vendorstatustype.type,
      color: vendorstatustype.color,
      isdispatchable: vendorstatustype.isdispatchable,
    })
    .from(vendorstatustype)
    .orderBy(asc(vendorstatustype.id));
}

export async function findTiers(db: Db) {
  return db
    .select({ id: tier.id, name: tier.name, isdispatchable: tier.isdispatchable })
    .from(tier)
    .orderBy(asc(tier.id));
}

/** Vendor pickers (Import Vendor Zips and others): name contains the search (trigram index), by name. */
export async function findVendorsForLookup(db: Db, query: VendorLookupQuery) {
  return db
    .select({
      id: vendor.id,
      name: vendor.name,
      address: vendor.address,
      city: vendor.city,
      statecode: vendor.statecode,
      postalcode: vendor.postalcode,
    })
    .from(vendor)
    .where(query.search ? ilike(vendor.name, `%${escapeLike(query.search)}%`) : undefined)
    .orderBy(asc(vendor.name), asc(vendor.id))
    .offset(query.skip)
    .limit(query.take);
}

export async function findCaptions(db: Db) {
  return db
    .select({
      tablename: sitemeta.tablename,
      datafieldname: sitemeta.datafieldname,
      displaynamefield: sitemeta.displaynamefield,
    })
    .from(sitemeta)
    .orderBy(asc(sitemeta.tablename), asc(sitemeta.datafieldname));
}
