import { NOTE_TYPE, PRIORITY, STATUS, TRADE } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import {
  customer,
  customerjobsite,
  invoice,
  vendor,
  workorder,
  workorderevent,
  workordernote,
  workordertrade,
  workordervendor,
} from '../../db/schema/index';

/**
 * A small, known world for the list tests: two customers with one site each, two vendors, and
 * work orders built from a compact spec (the tests count on the exact numbers below).
 */
export type ListWorld = Awaited<ReturnType<typeof createListWorld>>;

const HOUR = 3_600_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * HOUR);

export async function createListWorld(db: Db, options: { dispatcherid: number }) {
  const tag = Math.random().toString(36).slice(2, 7);
  const [acme, zeta] = await db
    .insert(customer)
    .values([
      { customername: `Acme Stores ${tag}`, managementproviderid: 1 },
      { customername: `Zeta Foods ${tag}` },
    ])
    .returning();
  if (!acme || !zeta) throw new Error('customers');
  const [acmeSite, zetaSite] = await db
    .insert(customerjobsite)
    .values([
      {
        customerid: acme.id,
        jobsite: 'Acme #101',
        jobsitedescription: 'Location 101',
        city: 'Phoenix',
        statecode: 'AZ',
      },
      {
        customerid: zeta.id,
        jobsite: 'Zeta #7',
        jobsitedescription: 'Location 7',
        city: 'Denver',
        statecode: 'CO',
      },
    ])
    .returning();
  const [plumber, sparky] = await db
    .insert(vendor)
    .values([{ name: `Pipes R Us ${tag}` }, { name: `Sparky Electric ${tag}` }])
    .returning();
  if (!acmeSite || !zetaSite || !plumber || !sparky) throw new Error('sites or vendors');

  // 20 Acme orders (every 4th flagged, statuses cycling, newest first by createddate), 5 Zeta orders.
  const statuses = [STATUS.Received, STATUS.Dispatched, STATUS.TBS, STATUS.Invoiced, STATUS.Cancelled];
  const acmeRows = Array.from({ length: 20 }, (_, i) => ({
    wonumber: `L${tag}-${String(i).padStart(3, '0')}`,
    ponumber: i === 3 ? "PO-' or 1=1 --" : `PO-${i}`,
    customerid: acme.id,
    jobsiteid: acmeSite.id,
    statusid: statuses[i % statuses.length] as number,
    priorityid: i % 2 === 0 ? PRIORITY.Normal : PRIORITY.Emergency,
    dispatcherid: i < 6 ? options.dispatcherid : null,
    createddate: new Date(Date.now() - (i + 1) * 24 * HOUR),
    scheduledate: i % 3 === 0 ? null : daysFromNow(i - 10),
    nte: i % 2 === 0 ? '250.00' : null,
    briefdescription: i === 5 ? 'Leaking roof drain' : `Fix item ${i}`,
    flagged: i % 4 === 0,
  }));
  const zetaRows = Array.from({ length: 5 }, (_, i) => ({
    wonumber: `Z${tag}-${i}`,
    customerid: zeta.id,
    jobsiteid: zetaSite.id,
    statusid: STATUS.Received,
    priorityid: PRIORITY.Low,
    createddate: new Date(Date.now() - (i + 1) * HOUR),
    scheduledate: daysFromNow(20 + i),
    briefdescription: `Zeta job ${i}`,
  }));
  const orders = await db
    .insert(workorder)
    .values([...acmeRows, ...zetaRows])
    .returning();
  const acmeOrders = orders.filter((order) => order.customerid === acme.id);
  const zetaOrders = orders.filter((order) => order.customerid === zeta.id);

  // The plumber works the first 10 Acme orders, the electrician the first Zeta order and Acme #0.
  const lines = await db
    .insert(workordervendor)
    .values([
      ...acmeOrders
        .slice(0, 10)
        .map((order) => ({ workorderid: order.id, vendorid: plumber.id, quotedamount: '100.00' })),
      { workorderid: (zetaOrders[0] as { id: number }).id, vendorid: sparky.id },
      { workorderid: (acmeOrders[0] as { id: number }).id, vendorid: sparky.id },
    ])
    .returning();
  const first = acmeOrders[0] as { id: number };
  const firstPlumberLine = lines.find(
    (line) => line.workorderid === first.id && line.vendorid === plumber.id,
  );
  await db.insert(workorderevent).values([
    {
      workorderid: first.id,
      workordervendorid: firstPlumberLine?.id,
      vendorid: plumber.id,
      actiontype: 'TICKET',
    },
    {
      workorderid: first.id,
      workordervendorid: firstPlumberLine?.id,
      vendorid: plumber.id,
      actiontype: 'TICKET',
    },
    {
      workorderid: first.id,
      workordervendorid: firstPlumberLine?.id,
      vendorid: plumber.id,
      actiontype: 'CWOP',
    },
  ]);
  await db.insert(workordertrade).values([
    { workorderid: first.id, tradeid: TRADE.Plumbing },
    { workorderid: first.id, tradeid: TRADE.Hvac },
    { workorderid: (acmeOrders[1] as { id: number }).id, tradeid: TRADE.Electrical },
  ]);
  await db.insert(workordernote).values([
    {
      workorderid: first.id,
      note: 'internal only',
      notetypeid: NOTE_TYPE.Internal,
      createddate: new Date(Date.now() - HOUR),
    },
    {
      workorderid: first.id,
      note: 'for the vendor',
      notetypeid: NOTE_TYPE.Vendor,
      canvendorsee: true,
      createddate: new Date(Date.now() - 2 * HOUR),
    },
  ]);
  await db.insert(invoice).values({ workorderid: first.id, amount: '1234.50' });
  return { tag, acme, zeta, plumber, sparky, acmeOrders, zetaOrders };
}
