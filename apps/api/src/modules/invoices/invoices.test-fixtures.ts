import { expect } from 'vitest';
import { LINE_ITEM_TYPE, type CustomerInvoice as Invoice } from '@dispatchwise/shared';
import type { Requester } from '../../../test/helpers';

// Test data of the invoices tests: the editor's payload and an invoice saved through the API.

/**
 * Three lines whose cents a double gets wrong, and their hand calculation: Labor 1.5 x $12.33 =
 * $18.495, $18.50 (half away from zero); Material 3 x $0.10 = $0.30, tax 8.875 % = $0.026625, $0.03;
 * Other 1 x $0.20. Subtotal $19.00, taxes $0.03, total $19.03.
 */
export const CENT_LINES = [
  { itemtypeid: LINE_ITEM_TYPE.Labor, description: 'Labor', quantity: '1.5', rates: '12.33' },
  { itemtypeid: LINE_ITEM_TYPE.Material, description: 'Caulk', quantity: 3, rates: 0.1, taxrate: '8.875' },
  { itemtypeid: LINE_ITEM_TYPE.Other, description: 'Disposal', quantity: '1', rates: '0.20' },
];

export const invoiceBody = (workorderid: number, fields: Record<string, unknown> = {}) => ({
  id: 0,
  workorderid,
  billwithoutsignoff: true,
  note: 'Bill after the walk-through',
  scopeofworkformatted: '<p>Replace the <strong>flashing</strong> over the entrance.</p>',
  details: CENT_LINES,
  ...fields,
});

/** POST /workorder/saveinvoice, expecting 200: the new invoice (the newest of the answered list). */
export async function saveInvoice(
  requester: Requester,
  workorderid: number,
  fields: Record<string, unknown> = {},
): Promise<Invoice> {
  const response = await requester.post('/api/workorder/saveinvoice', invoiceBody(workorderid, fields));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Invoice[]>()[0]!;
}

/** PUT /workorder/{action}invoice, expecting 200: the invoice in the answered list. */
export async function actOnInvoice(
  requester: Requester,
  action: string,
  invoiceid: number,
): Promise<Invoice> {
  const response = await requester.put(`/api/workorder/${action}invoice`, { invoiceid });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Invoice[]>().find((row) => row.id === invoiceid)!;
}
