import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customer, customerjobsite, term, workorder } from '../../db/schema/index';

/**
 * What a customer proposal or invoice prints about its order (lib/documents/customer-document): the
 * work order and PO numbers, the customer's address and term, the job site. Undefined without the order.
 */
export async function getCustomerDocumentHeader(db: Db, workorderid: number) {
  const [row] = await db
    .select({
      wonumber: workorder.wonumber,
      ponumber: workorder.ponumber,
      customername: customer.customername,
      customerstreetaddress: customer.streetaddress,
      customerstreetaddress2: customer.streetaddress2,
      customercity: customer.city,
      customerstatecode: customer.statecode,
      customerpostalcode: customer.postalcode,
      termdescription: term.termdescription,
      jobsiteid: customerjobsite.id,
      jobsite: customerjobsite.jobsite,
      jobsitedescription: customerjobsite.jobsitedescription,
      streetaddress: customerjobsite.streetaddress,
      streetaddress2: customerjobsite.streetaddress2,
      city: customerjobsite.city,
      statecode: customerjobsite.statecode,
      postalcode: customerjobsite.postalcode,
    })
    .from(workorder)
    .innerJoin(customer, eq(customer.id, workorder.customerid))
    .leftJoin(term, eq(term.id, customer.termid))
    .leftJoin(customerjobsite, eq(customerjobsite.id, workorder.jobsiteid))
    .where(eq(workorder.id, workorderid));
  return row;
}
