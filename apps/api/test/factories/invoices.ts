import { LINE_ITEM_TYPE } from '@dispatchwise/shared';
import type { Db } from '../../src/db/client';
import { invoicedetail } from '../../src/db/schema/index';
import { createInvoice } from './work-orders';

/** A customer invoice, neither approved nor rejected, with one line (written directly, as the seed writes them). */
export async function createInvoiceWithLine(db: Db, workorderid: number) {
  const row = await createInvoice(db, { workorderid, amount: '100.00', scopeofwork: 'Work' });
  await db.insert(invoicedetail).values({
    invoiceid: row.id,
    itemtypeid: LINE_ITEM_TYPE.Labor,
    quantity: '1',
    rates: '100.00',
  });
  return row;
}
