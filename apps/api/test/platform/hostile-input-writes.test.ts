import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@dispatchwise/shared';
import { mailoutbox, workorder, workordernote, workordertrade } from '../../src/db/schema/index';
import { createTestContext, type TestUser } from '../helpers';
import {
  attachVendor,
  createCustomerWithSite,
  createVendor,
  createWorkOrder,
} from '../factories/work-order-actions';

// Issue 8 section 3 (docs/decisions/117): updates keep what is absent, rich text is sanitized on the
// way in by the one sanitizer, plain text is stored as typed and escaped where it becomes HTML.

const ctx = createTestContext();

let salesrep: TestUser;
let customerUser: TestUser;
let customerid: number;
let jobsiteid: number;

beforeAll(async () => {
  salesrep = await ctx.createUser({ roles: ['Employee'], issalesrep: true });
  const { customer, jobsite } = await createCustomerWithSite(ctx.db);
  customerid = customer.id;
  jobsiteid = jobsite.id;
  customerUser = await ctx.createUser({ roles: ['Customer'], customerid });
});

const newOrder = (fields: Partial<typeof workorder.$inferInsert> = {}) =>
  createWorkOrder(ctx.db, { customerid, jobsiteid, ...fields });
const rowOf = async (id: number) => (await ctx.db.select().from(workorder).where(eq(workorder.id, id)))[0]!;
const read = async (id: number) => (await ctx.asRole('Admin').get(`/api/workorder/${id}`)).json();

describe('updates keep what is absent (absent = unchanged, null = cleared)', () => {
  /** Only what updateworkorder requires: everything optional is left out. */
  const required = async (id: number, fields: Record<string, unknown> = {}) => {
    const before = await read(id);
    return ctx.asRole('Admin').put('/api/workorder/updateworkorder', {
      id,
      modifieddate: before.modifieddate,
      customerid: before.customerid,
      priorityid: before.priorityid,
      duedate: '2025-06-30',
      briefdescription: 'Door closer',
      ...fields,
    });
  };

  const storedOrder = async () => {
    const order = await newOrder({
      salesrepid: salesrep.id,
      divisionid: 1,
      requesttypeid: 1,
      priorityid: 4,
      requestedby: 'Store manager',
      description: '<p>Kept</p>',
    });
    await ctx.db.insert(workordertrade).values({ workorderid: order.id, tradeid: 20 });
    return order;
  };

  it('PUT /workorder/updateworkorder without jobsiteid and salesrepid keeps both (and every other absent field)', async () => {
    const order = await storedOrder();
    const response = await required(order.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      jobsiteid,
      salesrepid: salesrep.id,
      divisionid: 1,
      requesttypeid: 1,
      requestedby: 'Store manager',
      ponumber: order.ponumber,
      nte: '750.00',
      description: '<p>Kept</p>',
      briefdescription: 'Door closer',
      trades: [expect.objectContaining({ tradeid: 20 })],
    });
    expect((await rowOf(order.id)).scheduledate).toEqual(order.scheduledate);
  });

  it('clears what is sent as null', async () => {
    const order = await storedOrder();
    const response = await required(order.id, {
      jobsiteid: null,
      salesrepid: null,
      requestedby: null,
      scheduledate: null,
      tradeids: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      jobsiteid: null,
      salesrepid: null,
      requestedby: null,
      scheduledate: null,
      trades: [],
    });
  });

  it('refuses to keep a job site of another customer when only the customer changes', async () => {
    const order = await storedOrder();
    const other = await createCustomerWithSite(ctx.db);
    const response = await required(order.id, { customerid: other.customer.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ jobsiteid: 'Job Site is invalid.' });
    expect((await rowOf(order.id)).customerid).toBe(customerid);
  });

  it('updatefollowup keeps the call it was not sent', async () => {
    const order = await newOrder({ customercalled: true, vendorcalled: true });
    const response = await ctx
      .asRole('Admin')
      .put('/api/workorder/updatefollowup', { id: order.id, customercalled: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ customercalled: false, vendorcalled: true });
  });
});

describe('notes: sanitized on the way in, whatever route writes them', () => {
  const hostile = '<img src=x onerror=alert(1)>';
  const escaped = '<p>&lt;img src=x onerror=alert(1)&gt;</p>';
  const notesOf = async (workorderid: number) =>
    ctx.db.select().from(workordernote).where(eq(workordernote.workorderid, workorderid));

  it('stores a note with <img onerror> as escaped text; customers and the list read it so', async () => {
    const order = await newOrder();
    const saved = await ctx.asRole('Admin').post('/api/workorder/savenote', {
      workorderid: order.id,
      note: hostile,
      notetypeid: 2,
      pertainsto: 1,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().note).toBe(escaped);
    const asCustomer = await ctx.as(customerUser).get(`/api/workorder/notes/${order.id}`);
    expect(asCustomer.json().map((note: { note: string }) => note.note)).toEqual([escaped]);
    const list = await ctx.asRole('Admin').get('/api/workorder/getworkorders', {
      query: { filter: JSON.stringify(['id', '=', order.id]) },
    });
    expect(list.json().data[0].lastnote).toBe(escaped);
  });

  it('keeps the formatting tags of a rich-text note without their scripts', async () => {
    const order = await newOrder();
    const saved = await ctx.asRole('Admin').post('/api/workorder/savenote', {
      workorderid: order.id,
      note: '<p onclick="steal()"><b>Roof</b> done</p><a href="javascript:alert(1)">link</a><script>x()</script>',
      notetypeid: 1,
      pertainsto: 2,
    });
    expect(saved.json().note).toBe('<p><b>Roof</b> done</p><a>link</a>&lt;script&gt;x()&lt;/script&gt;');
  });

  it('stores a plain-text note exactly as typed', async () => {
    const order = await newOrder();
    const typed = `Arrive 9-10 & call "Bob" first; 3 < 4\nThanks`;
    const saved = await ctx
      .asRole('Admin')
      .post('/api/workorder/savenote', { workorderid: order.id, note: typed, notetypeid: 1, pertainsto: 2 });
    expect(saved.json().note).toBe(typed);
  });

  it('refuses a note that is nothing but empty markup', async () => {
    const order = await newOrder();
    const saved = await ctx.asRole('Admin').post('/api/workorder/savenote', {
      workorderid: order.id,
      note: '<p> </p>',
      notetypeid: 1,
      pertainsto: 2,
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().errors).toEqual({ note: 'Note is required.' });
  });

  it('sanitizes the status-change note and the notes the row actions write', async () => {
    const order = await newOrder();
    const status = await ctx.asRole('Admin').post('/api/workorder/updateworkorderstatus', {
      workorderid: order.id,
      statusid: STATUS.TOS,
      note: hostile,
    });
    expect(status.statusCode, status.body).toBe(200);
    const schedule = await ctx.asRole('Admin').put('/api/workorder/updatescheduledate', {
      id: order.id,
      scheduledate: '2025-05-01',
      reason: `Rain ${hostile}`,
    });
    expect(schedule.statusCode, schedule.body).toBe(200);
    const notes = (await notesOf(order.id)).map((note) => note.note);
    expect(notes).toHaveLength(2);
    for (const note of notes) {
      expect(note).not.toMatch(/<img/);
      expect(note).toContain('&lt;img src=x onerror=alert(1)&gt;');
    }
  });
});

describe('plain-text fields: stored as typed, escaped where they become HTML', () => {
  it('keeps brief description, PO and requested by as typed and escapes them in the vendor e-mail', async () => {
    const created = await ctx.asRole('Admin').post('/api/workorder/saveworkorder', {
      customerid,
      jobsiteid,
      priorityid: 4,
      duedate: '2025-06-30',
      briefdescription: 'Leak <script>alert(1)</script>',
      ponumber: 'PO <img src=x onerror=alert(2)>',
      requestedby: '<b>Manager</b>',
      description: '<p>Door</p><img src=x onerror=alert(3)>',
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json();
    expect(order).toMatchObject({
      briefdescription: 'Leak <script>alert(1)</script>',
      ponumber: 'PO <img src=x onerror=alert(2)>',
      requestedby: '<b>Manager</b>',
      description: '<p>Door</p>',
    });

    const vendor = await createVendor(ctx.db, { name: 'Pros <img src=x onerror=alert(4)>' });
    const line = await attachVendor(ctx.db, { workorderid: order.id, vendorid: vendor.id });
    await ctx.db.update(workorder).set({ statusid: STATUS.Dispatched }).where(eq(workorder.id, order.id));
    const notice = await ctx.asRole('Admin').post('/api/workorder/createwoemailitem', {
      workOrderId: order.id,
      vendorId: vendor.id,
      workOrderVendorId: line.id,
      actionType: 'TICKET',
      type: 'email',
    });
    expect(notice.statusCode, notice.body).toBe(201);
    const [mail] = await ctx.db.select().from(mailoutbox).where(eq(mailoutbox.id, notice.json().mailid));
    expect(mail!.html).not.toMatch(/<script|<img/);
    expect(mail!.html).toContain('Leak &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).toContain('PO &lt;img src=x onerror=alert(2)&gt;');
    expect(mail!.html).toContain('Pros &lt;img src=x onerror=alert(4)&gt;');
    expect(mail!.text).toContain('Leak <script>alert(1)</script>');
  });

  it('keeps a view name as typed (the API answers JSON; the web escapes it)', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const response = await ctx
      .asRole('Admin')
      .post(`/api/view/createview?viewName=${encodeURIComponent(name)}&viewType=w`, { pageSize: 20 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().viewname).toBe(name);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});
