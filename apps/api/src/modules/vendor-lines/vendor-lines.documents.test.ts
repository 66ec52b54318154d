import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRIORITY, TRADE } from '@dispatchwise/shared';
import { customerjobsite, customerjobsiteprocedure, workordertrade } from '../../db/schema/index';
import { createTestContext, type TestUser } from '../../../test/helpers';
import { pdfText } from '../../../test/documents';
import {
  attachVendor,
  createCustomerWithSite,
  createVendor,
  createWorkOrder,
} from '../../../test/factories/work-order-actions';
import { vendorNte, workTicketAttachment } from './vendor-lines.documents';

// The documents of a vendor line (spec B sections 4 and 7, docs/decisions/133): the sign-off ticket
// route and the work ticket that the TICKET e-mail carries.

const ctx = createTestContext();

let dispatcher: TestUser;
let order: Awaited<ReturnType<typeof createWorkOrder>>;
let line: Awaited<ReturnType<typeof attachVendor>>;
let otherLine: Awaited<ReturnType<typeof attachVendor>>;

beforeAll(async () => {
  dispatcher = await ctx.createUser({ roles: ['Dispatchers'], given_name: 'Dana', family_name: 'Dispatch' });
  const { customer, jobsite } = await createCustomerWithSite(ctx.db, {
    customername: 'Acme Retail Group',
    specialprocedure: 'Badge in at the security desk.',
  });
  const [site] = await ctx.db
    .update(customerjobsite)
    .set({
      jobsite: 'Acme #231',
      jobsitedescription: 'Location 231 - Austin',
      streetaddress2: 'Suite 140',
      contactperson: 'Maria Lopez',
      phone: '(512) 555-0199',
    })
    .where(eq(customerjobsite.id, jobsite.id))
    .returning();
  await ctx.db.insert(customerjobsiteprocedure).values([
    { jobsiteid: site!.id, procedure: 'No ladders on the sales floor.', sortorder: 2 },
    { jobsiteid: site!.id, procedure: 'Check in with the store manager.', sortorder: 1 },
  ]);
  order = await createWorkOrder(ctx.db, {
    customerid: customer.id,
    jobsiteid: site!.id,
    dispatcherid: dispatcher.id,
    priorityid: PRIORITY.Urgent,
    nte: '750.00',
    duedate: new Date('2025-03-17T00:00:00Z'),
    briefdescription: 'Leaking roof over the entrance',
    description:
      '<p>Water comes through the <strong>ceiling</strong>.</p><ul><li>Patch the membrane</li></ul>',
  });
  await ctx.db.insert(workordertrade).values([
    { workorderid: order.id, tradeid: TRADE.Plumbing },
    { workorderid: order.id, tradeid: TRADE.GeneralMaintenance },
  ]);
  const roofPros = await createVendor(ctx.db, {
    name: 'Roof Pros LLC',
    address: '45 Industrial Blvd',
    city: 'Round Rock',
    statecode: 'TX',
    postalcode: '78664',
    primaryphone: '(512) 555-0101',
    dispatchemail: 'dispatch@roofpros.test',
  });
  line = await attachVendor(ctx.db, { workorderid: order.id, vendorid: roofPros.id, quotedamount: '480.00' });

  const other = await createCustomerWithSite(ctx.db);
  const otherOrder = await createWorkOrder(ctx.db, {
    customerid: other.customer.id,
    jobsiteid: other.jobsite.id,
  });
  otherLine = await attachVendor(ctx.db, { workorderid: otherOrder.id, vendorid: roofPros.id });
});

const signoff = (
  body: object,
  role: 'Dispatchers' | 'Employee' | 'Vendor' | 'Tech' | 'Customer' = 'Dispatchers',
) => ctx.asRole(role).post('/api/workorder/generatesignoff', body);

describe('POST /workorder/generatesignoff', () => {
  it("answers the line's sign-off ticket as {wonumber}_signoff.pdf", async () => {
    const response = await ctx
      .as(dispatcher)
      .post('/api/workorder/generatesignoff', { workOrderId: order.id, workOrderVendorId: line.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${order.wonumber}_signoff.pdf"`,
    );
    const { pages, text } = await pdfText(response.rawPayload);
    expect(pages).toBe(1);
    for (const expected of [
      'Sign-Off Ticket',
      `Work Order ${order.wonumber}`,
      `PO: ${order.ponumber}`,
      'Acme Retail Group',
      'Urgent',
      '03/14/2025',
      'General Maintenance, Plumbing',
      'Acme #231 - Location 231 - Austin',
      '12 Main St, Suite 140',
      'Austin, TX 78701',
      'Contact: Maria Lopez',
      '(512) 555-0199',
      'Roof Pros LLC',
      '45 Industrial Blvd',
      'Leaking roof over the entrance',
      'Water comes through the ceiling.',
      '\u2022 Patch the membrane',
      'Arrival date',
      'Arrival time',
      'Departure date',
      'Departure time',
      'WORK PERFORMED / COMMENTS',
      'TECHNICIAN',
      'Name (print)',
      'Signature',
      `Dana Dispatch, ${dispatcher.email}`,
    ])
      expect(text).toContain(expected);
  });

  it('is for staff who see the Vendor tab: read-only staff too, never Vendor, Tech or Customer users', async () => {
    const body = { workOrderId: order.id, workOrderVendorId: line.id };
    expect((await signoff(body, 'Employee')).statusCode).toBe(200);
    for (const role of ['Vendor', 'Tech', 'Customer'] as const) {
      const refused = await signoff(body, role);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json()).toEqual({ message: 'Forbidden' });
    }
    expect((await ctx.anonymous.post('/api/workorder/generatesignoff', body)).statusCode).toBe(401);
  });

  it("refuses another order's line, unknown ids and a missing body with the platform's answers", async () => {
    const otherOrdersLine = await signoff({ workOrderId: order.id, workOrderVendorId: otherLine.id });
    expect(otherOrdersLine.statusCode).toBe(404);
    expect(otherOrdersLine.json()).toEqual({ message: 'Vendor line not found.' });
    const unknownLine = await signoff({ workOrderId: order.id, workOrderVendorId: 2_000_000_000 });
    expect(unknownLine.statusCode).toBe(404);
    expect(unknownLine.json()).toEqual({ message: 'Vendor line not found.' });
    const unknownOrder = await signoff({ workOrderId: 2_000_000_000, workOrderVendorId: line.id });
    expect(unknownOrder.statusCode).toBe(404);
    expect(unknownOrder.json()).toEqual({ message: 'Work order not found.' });

    const empty = await signoff({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      workOrderId: 'Work Order is required.',
      workOrderVendorId: 'Vendor Line is required.',
    });
    const invalid = await signoff({ workOrderId: 'abc', workOrderVendorId: -1 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toMatchObject({
      workOrderId: 'Work Order is invalid.',
      workOrderVendorId: 'Vendor Line is invalid.',
    });
  });
});

describe('the work ticket of a vendor line', () => {
  it("prints the order, site, scope, procedures and the vendor's NTE (its quote, not the order's NTE)", async () => {
    const attachment = await workTicketAttachment(ctx.db, line.id);
    expect(attachment).toMatchObject({
      filename: `${order.wonumber}_ticket.pdf`,
      contenttype: 'application/pdf',
    });
    const { pages, text } = await pdfText(attachment.content);
    expect(pages).toBe(1);
    for (const expected of [
      'Work Ticket',
      `Work Order ${order.wonumber}`,
      'Acme Retail Group',
      'Urgent',
      '03/14/2025',
      '03/17/2025',
      'Acme #231 - Location 231 - Austin',
      'Maria Lopez',
      'Leaking roof over the entrance',
      'General Maintenance, Plumbing',
      '$480.00',
      'Check in with the store manager.',
      'No ladders on the sales floor.',
      'Badge in at the security desk.',
      'Roof Pros LLC',
      'dispatch@roofpros.test',
      `Dana Dispatch, ${dispatcher.email}`,
    ])
      expect(text).toContain(expected);
    expect(text.indexOf('Check in with the store manager.')).toBeLessThan(
      text.indexOf('No ladders on the sales floor.'),
    );
    expect(text).not.toContain('$750.00');
  });

  it("takes the line's own NTE over its quote, and never the order's", () => {
    expect(vendorNte({ linente: '300.00', quotedamount: '480.00' })).toBe('300.00');
    expect(vendorNte({ linente: '0.00', quotedamount: '480.00' })).toBe('480.00');
    expect(vendorNte({ linente: null, quotedamount: '480.00' })).toBe('480.00');
    expect(vendorNte({ linente: null, quotedamount: '0' })).toBeNull();
  });

  it('refuses a line that does not exist', async () => {
    await expect(workTicketAttachment(ctx.db, 2_000_000_000)).rejects.toMatchObject({
      status: 404,
      message: 'Vendor line not found.',
    });
  });
});
