import { expect } from 'vitest';
import type { Role } from '@dispatchwise/shared';
import { attachVendor, createVendor } from './factories/work-orders';
import type { TestContext } from './helpers';

export { docxText, pdfText, unzipEntry } from './document-text';

// The API's document tests: who reaches a document's calls, and (re-exported) the text a reader gets out of one.

/**
 * A document's calls (POST path and body) answer staff, Employee included, and refuse Vendor, Tech and
 * Customer users even on their own order (nothing of the order in the answer) and anonymous requests.
 */
export async function expectStaffOnlyDocuments(
  ctx: TestContext,
  order: { id: number; customerid: number; wonumber: string },
  calls: readonly (readonly [string, Record<string, unknown>])[],
) {
  for (const role of ['Admin', 'Dispatchers', 'Employee', 'AccountingAdmin'] as Role[])
    for (const [path, body] of calls) {
      const response = await ctx.asRole(role).post(path, body);
      expect(response.statusCode, `${role} ${path}`).toBe(200);
    }
  const vendor = await createVendor(ctx.db);
  await attachVendor(ctx.db, { workorderid: order.id, vendorid: vendor.id });
  const users = [
    await ctx.createUser({ roles: ['Customer'], customerid: order.customerid }),
    await ctx.createUser({ roles: ['Vendor'], vendorid: vendor.id }),
    await ctx.createUser({ roles: ['Tech'], vendorid: vendor.id }),
  ];
  for (const user of users)
    for (const [path, body] of calls) {
      const response = await ctx.as(user).post(path, body);
      expect(response.statusCode, `${user.roles.join()} ${path}`).toBe(403);
      expect(response.body).not.toContain(order.wonumber);
    }
  for (const [path, body] of calls) expect((await ctx.anonymous.post(path, body)).statusCode).toBe(401);
}
