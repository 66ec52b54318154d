import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AddVendorContactInput, UpdateVendorContactInput, VendorPayment } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { vendorcontact, vendorpayment, vendorpaymentline } from '../../db/schema/index';

// The editor's Contacts and Payments tabs (spec C 2.4; docs/decisions/142).

const contactColumns = {
  id: vendorcontact.id,
  vendorid: vendorcontact.vendorid,
  title: vendorcontact.title,
  firstname: vendorcontact.firstname,
  lastname: vendorcontact.lastname,
  emailaddress: vendorcontact.emailaddress,
  phone: vendorcontact.phone,
  mobilephone: vendorcontact.mobilephone,
  isprimary: vendorcontact.isprimary,
};

/** The vendor's contacts, the primary first, then by name. */
export function findVendorContacts(db: Db, vendorid: number) {
  return db
    .select(contactColumns)
    .from(vendorcontact)
    .where(eq(vendorcontact.vendorid, vendorid))
    .orderBy(
      desc(vendorcontact.isprimary),
      asc(vendorcontact.lastname),
      asc(vendorcontact.firstname),
      asc(vendorcontact.id),
    );
}

export async function findVendorContactById(db: Db, id: number) {
  const [row] = await db.select(contactColumns).from(vendorcontact).where(eq(vendorcontact.id, id));
  return row;
}

type ContactFields = Omit<UpdateVendorContactInput, 'id'>;

const definedOnly = (fields: ContactFields) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as ContactFields;

/** One primary contact per vendor: marking one primary clears the others. */
async function clearOtherPrimaries(db: Db, vendorid: number, primaryId: number) {
  await db
    .update(vendorcontact)
    .set({ isprimary: sql`${vendorcontact.id} = ${primaryId}` })
    .where(
      and(
        eq(vendorcontact.vendorid, vendorid),
        sql`(${vendorcontact.isprimary} or ${vendorcontact.id} = ${primaryId})`,
      ),
    );
}

export async function insertVendorContact(db: Db, input: AddVendorContactInput) {
  const { vendorid, ...fields } = input;
  const [row] = await db
    .insert(vendorcontact)
    .values({ vendorid, ...definedOnly(fields) })
    .returning({ id: vendorcontact.id });
  if (input.isprimary) await clearOtherPrimaries(db, vendorid, row!.id);
  return row!.id;
}

export async function updateVendorContactRow(
  db: Db,
  options: { vendorid: number; input: UpdateVendorContactInput },
) {
  const { id, ...fields } = options.input;
  const values = definedOnly(fields);
  if (Object.keys(values).length > 0)
    await db.update(vendorcontact).set(values).where(eq(vendorcontact.id, id));
  if (values.isprimary) await clearOtherPrimaries(db, options.vendorid, id);
}

export async function deleteVendorContact(db: Db, id: number) {
  await db.delete(vendorcontact).where(eq(vendorcontact.id, id));
}

/** The vendor's payments with their lines, newest first (filled by the accounting sync). */
export async function findVendorPayments(db: Db, vendorid: number): Promise<VendorPayment[]> {
  const payments = await db
    .select({
      id: vendorpayment.id,
      txnDate: vendorpayment.txnDate,
      paymentType: vendorpayment.paymentType,
      refNumber: vendorpayment.refNumber,
      amount: vendorpayment.amount,
    })
    .from(vendorpayment)
    .where(eq(vendorpayment.vendorid, vendorid))
    .orderBy(desc(vendorpayment.txnDate), desc(vendorpayment.id));
  if (payments.length === 0) return [];
  const lines = await db
    .select({
      vendorpaymentid: vendorpaymentline.vendorpaymentid,
      memo: vendorpaymentline.memo,
      appliedToTxnRefNumber: vendorpaymentline.appliedToTxnRefNumber,
      appliedToTxnAmount: vendorpaymentline.appliedToTxnAmount,
    })
    .from(vendorpaymentline)
    .where(
      inArray(
        vendorpaymentline.vendorpaymentid,
        payments.map((payment) => payment.id),
      ),
    )
    .orderBy(asc(vendorpaymentline.id));
  return payments.map((payment) => ({
    ...payment,
    paymentLines: lines
      .filter((line) => line.vendorpaymentid === payment.id)
      .map(({ vendorpaymentid: _id, ...line }) => line),
  }));
}
