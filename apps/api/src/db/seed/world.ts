import type { Sink } from './sink';
import { DEMO_DOMAIN } from './users';

/** What the work-order generator picks from, read back from the database (decision 074). */
export type World = {
  customers: {
    id: number;
    nte: number;
    dispatcherid: number | null;
    salesrepid: number | null;
    customerprefix: string;
    isservicechannel: boolean;
    jobsites: { id: number; statecode: string }[];
  }[];
  dispatcherIds: number[];
  staff: { id: number; user_id: string; name: string }[];
  vendorsByTradeState: Map<string, number[]>;
  vendorsByTrade: Map<number, number[]>;
  demoVendorId: number | null;
  demoTechAuthId: string | null;
  demoCustomerId: number | null;
};

export async function loadWorld(sink: Sink): Promise<World> {
  const customers = await sink.query<{
    id: number;
    nte: string | null;
    dispatcherid: number | null;
    salesrepid: number | null;
    customerprefix: string | null;
    managementproviderid: number | null;
  }>(
    `SELECT c."id", c."nte", d."id" AS dispatcherid, s."id" AS salesrepid, c."customerprefix", c."managementproviderid"
       FROM "customer" c
       LEFT JOIN "users" d ON d."user_id" = c."dispatcherauthid"
       LEFT JOIN "users" s ON s."user_id" = c."salesrepauthid"
      WHERE c."isactive" ORDER BY c."id"`,
  );
  const jobsites = await sink.query<{ id: number; customerid: number; statecode: string | null }>(
    'SELECT "id", "customerid", "statecode" FROM "customerjobsite" WHERE "isactive" ORDER BY "id"',
  );
  const sitesByCustomer = new Map<number, { id: number; statecode: string }[]>();
  for (const site of jobsites) {
    sitesByCustomer.set(site.customerid, [
      ...(sitesByCustomer.get(site.customerid) ?? []),
      { id: site.id, statecode: site.statecode ?? '' },
    ]);
  }
  const dispatchers = await sink.query<{ id: number }>(
    'SELECT "id" FROM "users" WHERE "isdispatcher" AND NOT "blocked" ORDER BY "id"',
  );
  const staff = await sink.query<{ id: number; user_id: string; name: string }>(
    `SELECT "id", "user_id", "given_name" || ' ' || "family_name" AS name FROM "users"
      WHERE "usertypeid" = 4 AND NOT "blocked" ORDER BY "id"`,
  );
  const coverage = await sink.query<{ vendorid: number; tradeid: number; statecode: string }>(
    `SELECT v."id" AS vendorid, vt."tradeid", vs."statecode"
       FROM "vendor" v
       JOIN "vendorstatustype" st ON st."id" = v."vendorstatustypeid"
       LEFT JOIN "tier" t ON t."id" = v."tierid"
       JOIN "vendortrade" vt ON vt."vendorid" = v."id" AND NOT vt."isdeleted"
       JOIN "vendorservicestate" vs ON vs."vendorid" = v."id"
      WHERE v."isactive" AND st."isdispatchable" AND coalesce(t."isdispatchable", true)
      ORDER BY v."id", vt."tradeid", vs."statecode"`,
  );
  const vendorsByTradeState = new Map<string, number[]>();
  const vendorsByTrade = new Map<number, number[]>();
  for (const row of coverage) {
    const key = `${row.tradeid}|${row.statecode}`;
    vendorsByTradeState.set(key, [...(vendorsByTradeState.get(key) ?? []), row.vendorid]);
    const list = vendorsByTrade.get(row.tradeid) ?? [];
    if (list[list.length - 1] !== row.vendorid) list.push(row.vendorid);
    vendorsByTrade.set(row.tradeid, list);
  }
  const demo = await sink.query<{
    email: string;
    vendorid: number | null;
    customerid: number | null;
    user_id: string;
  }>(
    `SELECT "email", "vendorid", "customerid", "user_id" FROM "users"
      WHERE "email" IN ('vendor@${DEMO_DOMAIN}', 'tech@${DEMO_DOMAIN}', 'customer@${DEMO_DOMAIN}')`,
  );
  const byEmail = (local: string) => demo.find((u) => u.email === `${local}@${DEMO_DOMAIN}`);
  const world: World = {
    customers: customers
      .map((c) => ({
        id: c.id,
        nte: Number(c.nte ?? 500),
        dispatcherid: c.dispatcherid,
        salesrepid: c.salesrepid,
        customerprefix: c.customerprefix ?? 'WO',
        isservicechannel: c.managementproviderid === 1,
        jobsites: sitesByCustomer.get(c.id) ?? [],
      }))
      .filter((c) => c.jobsites.length > 0),
    dispatcherIds: dispatchers.map((d) => d.id),
    staff,
    vendorsByTradeState,
    vendorsByTrade,
    demoVendorId: byEmail('vendor')?.vendorid ?? null,
    demoTechAuthId: byEmail('tech')?.user_id ?? null,
    demoCustomerId: byEmail('customer')?.customerid ?? null,
  };
  if (world.customers.length === 0 || world.staff.length === 0 || vendorsByTrade.size === 0) {
    throw new Error('seed: work orders need customers with job sites, staff users and dispatchable vendors');
  }
  return world;
}
