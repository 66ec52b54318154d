import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { LINE_ITEM_TYPE, STATUS, type CustomerProposal } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { workorder } from '../../db/schema/index';
import type { Requester } from '../../../test/helpers';
import { createCustomerWithSite, createWorkOrder } from '../../../test/factories/work-orders';

// Test data of the proposals tests: an order, the editor's payload and a proposal saved through the API.

export async function createOrder(db: Db, customerFields = {}) {
  const { customer, jobsite } = await createCustomerWithSite(db, customerFields);
  return createWorkOrder(db, { customerid: customer.id, jobsiteid: jobsite.id });
}

export async function setOrderStatus(db: Db, id: number, statusid: number = STATUS.Invoiced) {
  await db.update(workorder).set({ statusid }).where(eq(workorder.id, id));
}

/**
 * Three lines at a 35 % margin, and the hand calculation of their money:
 * Labor 2.5 h x $95.00 = $237.50 (no tax); Material 3 x $33.35 = $100.05, tax 8.875 % = $8.8794375,
 * $8.88; Travel 1 x $65.00 = $65.00. Subtotal $402.55, taxes $8.88, total $411.43. Proposed amount
 * = $267.43 / (1 - 0.35) = $411.4307..., $411.43.
 */
export const THREE_LINES = [
  { itemtypeid: LINE_ITEM_TYPE.Labor, description: 'Repair labor', quantity: '2.5', rates: '95.00' },
  {
    itemtypeid: LINE_ITEM_TYPE.Material,
    description: 'Flashing',
    quantity: 3,
    rates: '33.35',
    taxrate: '8.875',
  },
  { itemtypeid: LINE_ITEM_TYPE.Travel, description: 'Trip charge', quantity: '1', rates: 65 },
];

export const proposalBody = (workorderid: number, fields: Record<string, unknown> = {}) => ({
  id: 0,
  workorderid,
  quotedamount: '267.43',
  marginpercent: 35,
  externalproposalnumber: 'CP-1001',
  note: 'Customer asked for a quote',
  scopeofworkformatted: '<p>Replace the <strong>flashing</strong> over the entrance.</p>',
  details: THREE_LINES,
  ...fields,
});

export async function saveProposal(
  requester: Requester,
  workorderid: number,
  fields: Record<string, unknown> = {},
): Promise<CustomerProposal> {
  const response = await requester.post('/api/workorder/saveproposal', proposalBody(workorderid, fields));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomerProposal>();
}

/** PUT /workorder/{action}proposal, expecting 200. */
export async function act(requester: Requester, action: string, id: number): Promise<CustomerProposal> {
  const response = await requester.put(`/api/workorder/${action}proposal`, { id });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomerProposal>();
}
