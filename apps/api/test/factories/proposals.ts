import { LINE_ITEM_TYPE } from '@dispatchwise/shared';
import type { Db } from '../../src/db/client';
import { workorderproposal, workorderproposaldetail } from '../../src/db/schema/index';

/** A customer proposal in progress with one line (written directly, as the seed writes them). */
export async function createProposalWithLine(db: Db, workorderid: number) {
  const [proposal] = await db
    .insert(workorderproposal)
    .values({
      workorderid,
      quotedamount: '70.00',
      amount: '100.00',
      grandtotal: '100.00',
      scopeofwork: 'Work',
    })
    .returning();
  const [line] = await db
    .insert(workorderproposaldetail)
    .values({
      workorderproposalid: proposal!.id,
      itemtypeid: LINE_ITEM_TYPE.Labor,
      quantity: '1',
      rates: '100.00',
    })
    .returning();
  return { ...proposal!, itemid: line!.id };
}
