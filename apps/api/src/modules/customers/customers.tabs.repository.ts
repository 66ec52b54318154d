import { and, asc, desc, eq } from 'drizzle-orm';
import type { AddCustomerContactInput, UpdateCustomerContactInput } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { customercontact, customervendorexclusion, vendor } from '../../db/schema/index';

// The editor's Contacts tab and the customer's excluded vendors (spec C 2.3, 3; docs/decisions/147).

const contactColumns = {
  id: customercontact.id,
  customerid: customercontact.customerid,
  title: customercontact.title,
  firstname: customercontact.firstname,
  lastname: customercontact.lastname,
  emailaddress: customercontact.emailaddress,
  phone: customercontact.phone,
  mobilephone: customercontact.mobilephone,
  isprimary: customercontact.isprimary,
};

/** The customer's contacts, the primary first, then by name. */
export function findCustomerContacts(db: Db, customerid: number) {
  return db
    .select(contactColumns)
    .from(customercontact)
    .where(eq(customercontact.customerid, customerid))
    .orderBy(
      desc(customercontact.isprimary),
      asc(customercontact.lastname),
      asc(customercontact.firstname),
      asc(customercontact.id),
    );
}

export async function findCustomerContactById(db: Db, id: number) {
  const [row] = await db.select(contactColumns).from(customercontact).where(eq(customercontact.id, id));
  return row;
}

type ContactFields = Omit<UpdateCustomerContactInput, 'id'>;
const definedOnly = (fields: ContactFields) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as ContactFields;

/** Several primary contacts are allowed: "Include Customer" writes to each (findCustomerEmails). */
export async function insertCustomerContact(db: Db, input: AddCustomerContactInput) {
  const { customerid, ...fields } = input;
  const [row] = await db
    .insert(customercontact)
    .values({ customerid, ...definedOnly(fields) })
    .returning({ id: customercontact.id });
  return row!.id;
}

export async function updateCustomerContactRow(db: Db, input: UpdateCustomerContactInput) {
  const { id, ...fields } = input;
  const values = definedOnly(fields);
  if (Object.keys(values).length > 0)
    await db.update(customercontact).set(values).where(eq(customercontact.id, id));
}

export async function deleteCustomerContact(db: Db, id: number) {
  await db.delete(customercontact).where(eq(customercontact.id, id));
}

const exclusionColumns = {
  customerid: customervendorexclusion.customerid,
  vendorid: customervendorexclusion.vendorid,
  name: vendor.name,
  city: vendor.city,
  statecode: vendor.statecode,
  postalcode: vendor.postalcode,
  createddate: customervendorexclusion.createddate,
};

/** The vendors the customer does not want sent, by name. */
export function findExcludedVendors(db: Db, customerid: number, vendorid?: number) {
  return db
    .select(exclusionColumns)
    .from(customervendorexclusion)
    .innerJoin(vendor, eq(vendor.id, customervendorexclusion.vendorid))
    .where(
      and(
        eq(customervendorexclusion.customerid, customerid),
        vendorid === undefined ? undefined : eq(customervendorexclusion.vendorid, vendorid),
      ),
    )
    .orderBy(asc(vendor.name), asc(vendor.id));
}

export async function vendorExists(db: Db, vendorid: number) {
  return (await db.select({ id: vendor.id }).from(vendor).where(eq(vendor.id, vendorid))).length > 0;
}

/** Excluding twice is harmless (the first date stays). */
export async function insertExclusion(db: Db, values: { customerid: number; vendorid: number }) {
  await db.insert(customervendorexclusion).values(values).onConflictDoNothing();
  const [row] = await findExcludedVendors(db, values.customerid, values.vendorid);
  return row!;
}

export async function deleteExclusion(db: Db, values: { customerid: number; vendorid: number }) {
  const rows = await db
    .delete(customervendorexclusion)
    .where(
      and(
        eq(customervendorexclusion.customerid, values.customerid),
        eq(customervendorexclusion.vendorid, values.vendorid),
      ),
    )
    .returning({ vendorid: customervendorexclusion.vendorid });
  return rows.length > 0;
}
