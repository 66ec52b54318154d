import { ATTACHMENT_TYPE } from '@dispatchwise/shared';
import type { Db } from '../../src/db/client';
import {
  vendorattachment,
  vendorcontact,
  vendortrade,
  vendortraderate,
  vendortraderatestate,
} from '../../src/db/schema/index';

let sequence = 0;
const tag = () => `${process.pid}-${++sequence}`;

/** A live trade of the vendor (trade 1 unless named) with one regular rate covering `statecode` whole. */
export async function createVendorTradeWithRate(
  db: Db,
  vendorid: number,
  { tradeid = 1, statecode = 'TX', regularrate = '85.00' } = {},
) {
  const [trade] = await db.insert(vendortrade).values({ vendorid, tradeid }).returning();
  const [rate] = await db
    .insert(vendortraderate)
    .values({ vendortradeid: trade!.id, statecode, regularrate })
    .returning();
  await db.insert(vendortraderatestate).values({ traderateid: rate!.id, statecode });
  return { vendortradeid: trade!.id, traderateid: rate!.id };
}

export async function createVendorContact(
  db: Db,
  vendorid: number,
  fields: Partial<typeof vendorcontact.$inferInsert> = {},
) {
  const [row] = await db
    .insert(vendorcontact)
    .values({
      vendorid,
      firstname: 'Pat',
      lastname: `Contact ${tag()}`,
      emailaddress: `contact-${tag()}@vendor.test`,
      ...fields,
    })
    .returning();
  return row!;
}

/** A vendor file record (a COI) under `vendor/{id}/`; the blob itself is not uploaded. */
export async function createVendorFile(
  db: Db,
  vendorid: number,
  attachmenttypeid: number = ATTACHMENT_TYPE.Coi,
) {
  const filename = `coi_${tag()}_20250314000000.pdf`;
  const [row] = await db
    .insert(vendorattachment)
    .values({
      vendorid,
      attachmenttypeid,
      filename,
      displayname: 'COI',
      path: `vendor/${vendorid}/${filename}`,
    })
    .returning();
  return row!;
}
