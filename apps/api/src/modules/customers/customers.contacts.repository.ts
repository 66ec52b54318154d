import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customer, customercontact } from '../../db/schema/index';

/** The customer's addresses for "Include Customer": contact e-mail, cc e-mails and primary contacts. */
export async function findCustomerEmails(db: Db, customerid: number): Promise<string[]> {
  const [row] = await db
    .select({ contactemail: customer.contactemail, ccemails: customer.ccemails })
    .from(customer)
    .where(eq(customer.id, customerid));
  const contacts = await db
    .select({ emailaddress: customercontact.emailaddress })
    .from(customercontact)
    .where(and(eq(customercontact.customerid, customerid), eq(customercontact.isprimary, true)));
  return [
    row?.contactemail,
    ...(row?.ccemails ?? '').split(/[,;]/),
    ...contacts.map((contact) => contact.emailaddress),
  ]
    .map((email) => email?.trim() ?? '')
    .filter(Boolean);
}
