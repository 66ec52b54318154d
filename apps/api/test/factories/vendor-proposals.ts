import { LINE_ITEM_TYPE, VENDOR_DOCUMENT_STATUS } from '@dispatchwise/shared';
import type { Db } from '../../src/db/client';
import {
  vendorinvoice,
  vendorinvoiceother,
  vendorproposal,
  vendorproposallabor,
  vendorproposalmaterial,
  vendorproposalother,
} from '../../src/db/schema/index';

/**
 * A vendor-submitted proposal with one labor, one material and one other line (written directly, as
 * the vendor portal and the seed write them), and the hand calculation of its lines: Labor 2 techs x
 * 1.25 h x $95.25 Overtime (x1.5) = $357.1875, $357.19; Material 0.5 x $12.33 = $6.165, $6.17;
 * Travel 1 x $45.00. Total $408.36, the proposal amount.
 */
export async function createVendorProposal(
  db: Db,
  fields: Partial<typeof vendorproposal.$inferInsert> & { workorderid: number; vendorid: number },
) {
  const [row] = await db
    .insert(vendorproposal)
    .values({
      proposalnumber: `VP-${fields.workorderid}`,
      proposalstatusid: VENDOR_DOCUMENT_STATUS.Submitted,
      proposalamount: '408.36',
      description: 'Replace the condenser fan motor.',
      submitteddate: new Date(),
      ...fields,
    })
    .returning();
  const vendorproposalid = row!.id;
  await db.insert(vendorproposallabor).values({
    vendorproposalid,
    skilllevelid: 2,
    typeid: 2,
    numberoftechs: 2,
    hourlyrate: '95.25',
    numberofhours: '1.25',
  });
  await db.insert(vendorproposalmaterial).values({
    vendorproposalid,
    description: 'Fan motor',
    partnumber: 'FM-220',
    uom: 1,
    unitprice: '12.33',
    quantity: '0.50',
  });
  await db.insert(vendorproposalother).values({
    vendorproposalid,
    typeid: LINE_ITEM_TYPE.Travel,
    description: 'Trip charge',
    quantity: '1',
    unitprice: '45.00',
  });
  return row!;
}

/** A vendor-submitted invoice with one other line (Travel 1 x $45.00), written directly as the portal writes it. */
export async function createVendorInvoice(
  db: Db,
  fields: Partial<typeof vendorinvoice.$inferInsert> & { workorderid: number; vendorid: number },
) {
  const [row] = await db
    .insert(vendorinvoice)
    .values({
      invoicenumber: `VI-${fields.workorderid}`,
      invoicestatusid: VENDOR_DOCUMENT_STATUS.Submitted,
      invoiceamount: '45.00',
      description: 'Replaced the condenser fan motor.',
      submitteddate: new Date(),
      ...fields,
    })
    .returning();
  await db.insert(vendorinvoiceother).values({
    vendorinvoiceid: row!.id,
    typeid: LINE_ITEM_TYPE.Travel,
    description: 'Trip charge',
    quantity: '1',
    unitprice: '45.00',
  });
  return row!;
}
