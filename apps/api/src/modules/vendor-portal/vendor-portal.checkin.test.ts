import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  NOTE_TYPE,
  STATUS,
  TRADE,
  VENDOR_PORTAL_CHECKIN_MESSAGES,
  WORK_ORDER_MESSAGES,
} from '@dispatchwise/shared';
import { workordercheckin, workorderevent, workordernote, zipcode } from '../../db/schema/index';
import { readRows } from '../../lib/list-query/index';
import { refreshVendorScorecards } from '../vendor-lines/index';
import { createTestContext, type TestUser } from '../../../test/helpers';
import {
  attachVendor,
  createCustomerWithSite,
  createVendor,
  createWorkOrder,
  getWorkOrderRow,
} from '../../../test/factories/work-orders';

// Check-in and check-out from the technician's phone (issue 15 "Beyond the spec", docs/decisions/159).

const ctx = createTestContext();

const DAY_MS = 86_400_000;
/** Today at midnight UTC: schedule dates are days (decision 131). */
const today = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);

let vendorA: number;
let vendorUser: TestUser;
let tech: TestUser;
let otherTech: TestUser;
let techOfB: TestUser;
/** The job site's zip centre (78701): the site has no coordinates of its own. */
let site: { latitude: number; longitude: number };
let order: (fields?: Partial<Parameters<typeof createWorkOrder>[1]>) => Promise<number>;
let theirs: number;
let unassigned: number;

/** About 111 m north of the site per 0.001 degree of latitude. */
const north = (degrees: number, accuracy?: number) => ({
  latitude: site.latitude + degrees,
  longitude: site.longitude,
  ...(accuracy === undefined ? {} : { accuracy }),
});

const checkIn = (user: TestUser, workorderid: number, position = north(0.001)) =>
  ctx.as(user).post('/api/vendorprofile/checkin', { workorderid, ...position });
const checkOut = (user: TestUser, workorderid: number, position = north(0.001)) =>
  ctx.as(user).post('/api/vendorprofile/checkout', { workorderid, ...position });

const notesOf = (workorderid: number) =>
  ctx.db
    .select({ note: workordernote.note, notetypeid: workordernote.notetypeid })
    .from(workordernote)
    .where(eq(workordernote.workorderid, workorderid))
    .orderBy(asc(workordernote.id));

beforeAll(async () => {
  const db = ctx.db;
  const { customer, jobsite } = await createCustomerWithSite(db);
  const [centre] = await db
    .select({ latitude: zipcode.latitude, longitude: zipcode.longitude })
    .from(zipcode)
    .where(eq(zipcode.zipcode, '78701'));
  site = centre!;
  vendorA = (await createVendor(db, { name: 'Check-in Vendor A' })).id;
  const vendorB = (await createVendor(db, { name: 'Check-in Vendor B' })).id;
  vendorUser = await ctx.createUser({ roles: ['Vendor'], vendorid: vendorA });
  tech = await ctx.createUser({
    roles: ['Tech'],
    vendorid: vendorA,
    given_name: 'Tina',
    family_name: 'Tech',
  });
  otherTech = await ctx.createUser({ roles: ['Tech'], vendorid: vendorA });
  techOfB = await ctx.createUser({ roles: ['Tech'], vendorid: vendorB });
  order = async (fields = {}) => {
    const row = await createWorkOrder(db, {
      customerid: customer.id,
      jobsiteid: jobsite.id,
      scheduledate: today,
      techauthid: tech.user_id,
      ...fields,
    });
    await attachVendor(db, { workorderid: row.id, vendorid: vendorA, tradeid: TRADE.Plumbing });
    return row.id;
  };
  theirs = (await createWorkOrder(db, { customerid: customer.id, jobsiteid: jobsite.id })).id;
  await attachVendor(db, { workorderid: theirs, vendorid: vendorB });
  unassigned = await order({ techauthid: otherTech.user_id });
});

describe('POST /api/vendorprofile/checkin', () => {
  it('inside the fence: recorded, the order goes to TOS with the status note, no flag', async () => {
    const id = await order();
    const response = await checkIn(tech, id, north(0.001, 12));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      workorderid: id,
      kind: 'checkin',
      outsidefence: false,
      geofencing: true,
      radius: 500,
      statusid: STATUS.TOS,
      message: VENDOR_PORTAL_CHECKIN_MESSAGES.checkedIn,
    });
    // 0.001 degree of latitude is about 111 m.
    expect(body.distance).toBeGreaterThan(100);
    expect(body.distance).toBeLessThan(125);

    const row = await getWorkOrderRow(ctx.db, id);
    expect(row).toMatchObject({ statusid: STATUS.TOS, flagged: false });
    const [stored] = await ctx.db.select().from(workordercheckin).where(eq(workordercheckin.workorderid, id));
    expect(stored).toMatchObject({
      vendorid: vendorA,
      userid: tech.id,
      kind: 'checkin',
      accuracy: 12,
      distance: body.distance,
      geofencing: true,
      outsidefence: false,
    });
    expect(stored!.latitude).toBeCloseTo(site.latitude + 0.001, 6);
    const notes = await notesOf(id);
    expect(notes).toEqual([
      {
        note: `Status changed from Dispatched to TOS: ${VENDOR_PORTAL_CHECKIN_MESSAGES.statusNote}`,
        notetypeid: NOTE_TYPE.Internal,
      },
    ]);
  });

  it('outside the fence: recorded and flagged to the dispatcher with a System note, not refused', async () => {
    const id = await order();
    // About 5.5 km north of the site.
    const response = await checkIn(tech, id, north(0.05, 40));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      outsidefence: true,
      geofencing: true,
      statusid: STATUS.TOS,
      message: VENDOR_PORTAL_CHECKIN_MESSAGES.checkedInOutside,
    });
    expect(response.json().distance).toBeGreaterThan(5000);
    expect(await getWorkOrderRow(ctx.db, id)).toMatchObject({ statusid: STATUS.TOS, flagged: true });
    const system = (await notesOf(id)).filter((note) => note.notetypeid === NOTE_TYPE.System);
    expect(system).toEqual([
      {
        note: expect.stringMatching(
          /^Tina Tech checked in 5\.\d km from the job site, outside the 500 m geofence \(location accuracy 40 m\)\.$/,
        ),
        notetypeid: NOTE_TYPE.System,
      },
    ]);
  });

  it('with geofencing disabled for the order (overridegeofencing): accepted far away without a flag', async () => {
    const id = await order({ overridegeofencing: true });
    const response = await checkIn(tech, id, north(0.05));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      outsidefence: false,
      geofencing: false,
      message: VENDOR_PORTAL_CHECKIN_MESSAGES.checkedIn,
    });
    expect(response.json().distance).toBeGreaterThan(5000);
    expect(await getWorkOrderRow(ctx.db, id)).toMatchObject({ statusid: STATUS.TOS, flagged: false });
    expect((await notesOf(id)).some((note) => note.notetypeid === NOTE_TYPE.System)).toBe(false);
  });

  it('leaves an order already past TOS in its status, without a status note', async () => {
    const id = await order({ statusid: STATUS.WOP });
    const response = await checkIn(tech, id);
    expect(response.statusCode).toBe(201);
    expect(response.json().statusid).toBe(STATUS.WOP);
    expect((await getWorkOrderRow(ctx.db, id))!.statusid).toBe(STATUS.WOP);
    expect(await notesOf(id)).toEqual([]);
  });

  it('records the arrival the scorecard reads: the first TOS event of the vendor line, on time', async () => {
    const id = await order();
    expect((await checkIn(vendorUser, id)).statusCode).toBe(201);
    const events = await ctx.db
      .select({ actiontype: workorderevent.actiontype, type: workorderevent.type })
      .from(workorderevent)
      .where(eq(workorderevent.workorderid, id));
    expect(events).toEqual([{ actiontype: 'TOS', type: 'checkin' }]);
    // A second visit (after a check-out) is not a second arrival.
    expect((await checkOut(vendorUser, id)).statusCode).toBe(201);
    expect((await checkIn(vendorUser, id)).statusCode).toBe(201);
    const again = await ctx.db.select().from(workorderevent).where(eq(workorderevent.workorderid, id));
    expect(again).toHaveLength(1);

    await refreshVendorScorecards(ctx.db);
    const [card] = await readRows<{ arrivals: number; ontimearrivals: number }>(
      ctx.db,
      sql`select "arrivals", "ontimearrivals" from "vendortradescorecard"
        where "vendorid" = ${vendorA} and "tradeid" = ${TRADE.Plumbing}`,
    );
    // Every check-in of this file so far was on an order scheduled today: all on time.
    expect(Number(card!.arrivals)).toBeGreaterThanOrEqual(1);
    expect(Number(card!.ontimearrivals)).toBe(Number(card!.arrivals));
  });

  it('refuses a second check-in before the check-out', async () => {
    const id = await order();
    expect((await checkIn(tech, id)).statusCode).toBe(201);
    const again = await checkIn(tech, id);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(VENDOR_PORTAL_CHECKIN_MESSAGES.alreadyCheckedIn);
  });
});

describe('POST /api/vendorprofile/checkout', () => {
  it('records the departure after a check-in, and refuses one without it', async () => {
    const id = await order();
    const early = await checkOut(tech, id);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(VENDOR_PORTAL_CHECKIN_MESSAGES.notCheckedIn);
    expect((await checkIn(tech, id)).statusCode).toBe(201);
    const response = await checkOut(tech, id, north(0.05));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      workorderid: id,
      kind: 'checkout',
      outsidefence: false,
      statusid: STATUS.TOS,
      message: VENDOR_PORTAL_CHECKIN_MESSAGES.checkedOut,
    });
    const rows = await ctx.db
      .select({ kind: workordercheckin.kind, userid: workordercheckin.userid })
      .from(workordercheckin)
      .where(and(eq(workordercheckin.workorderid, id)))
      .orderBy(asc(workordercheckin.id));
    expect(rows).toEqual([
      { kind: 'checkin', userid: tech.id },
      { kind: 'checkout', userid: tech.id },
    ]);
    // The departure does not flag the order, however far.
    expect((await getWorkOrderRow(ctx.db, id))!.flagged).toBe(false);
  });
});

describe('the check-in scope and input', () => {
  it('answers 403 for another vendor order, 404 for a Tech unassigned order and an unknown one', async () => {
    for (const call of [checkIn, checkOut]) {
      expect((await call(tech, theirs)).statusCode).toBe(403);
      expect((await call(vendorUser, theirs)).statusCode).toBe(403);
      const hidden = await call(tech, unassigned);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().message).toBe(WORK_ORDER_MESSAGES.notFound);
      expect((await call(tech, 987_654)).statusCode).toBe(404);
    }
    expect((await checkIn(techOfB, unassigned)).statusCode).toBe(403);
    expect(
      await ctx.db.select().from(workordercheckin).where(eq(workordercheckin.workorderid, unassigned)),
    ).toEqual([]);
  });

  it('refuses Invoiced and Cancelled orders (read-only)', async () => {
    for (const statusid of [STATUS.Invoiced, STATUS.Cancelled]) {
      const id = await order({ statusid });
      const response = await checkIn(tech, id);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(WORK_ORDER_MESSAGES.readOnly);
      expect((await checkOut(tech, id)).statusCode).toBe(400);
    }
  });

  it('refuses coordinates out of range or missing (400 with the field)', async () => {
    const id = await order();
    const cases: [object, string, string][] = [
      [{ latitude: 91, longitude: 0 }, 'latitude', 'Latitude must be between -90 and 90.'],
      [{ latitude: -90.5, longitude: 0 }, 'latitude', 'Latitude must be between -90 and 90.'],
      [{ latitude: 30, longitude: 180.1 }, 'longitude', 'Longitude must be between -180 and 180.'],
      [{ latitude: 30 }, 'longitude', 'Longitude is required.'],
      [{ latitude: '30', longitude: -97 }, 'latitude', 'Latitude is required.'],
      [{ latitude: 30, longitude: -97, accuracy: -1 }, 'accuracy', 'Accuracy is invalid.'],
    ];
    for (const [position, field, message] of cases) {
      const response = await ctx
        .as(tech)
        .post('/api/vendorprofile/checkin', { workorderid: id, ...position });
      expect(response.statusCode, JSON.stringify(position)).toBe(400);
      expect(response.json().errors).toMatchObject({ [field]: message });
    }
    expect((await getWorkOrderRow(ctx.db, id))!.statusid).toBe(STATUS.Dispatched);
  });

  it('refuses anonymous (401), staff and customers (403)', async () => {
    const id = await order();
    const body = { workorderid: id, ...north(0) };
    for (const path of ['/api/vendorprofile/checkin', '/api/vendorprofile/checkout']) {
      expect((await ctx.anonymous.post(path, body)).statusCode).toBe(401);
      for (const role of ['Admin', 'Dispatchers', 'Customer'] as const)
        expect((await ctx.asRole(role).post(path, body)).statusCode).toBe(403);
    }
    expect((await ctx.anonymous.get('/api/vendorprofile/today')).statusCode).toBe(401);
    expect((await ctx.asRole('Dispatchers').get('/api/vendorprofile/today')).statusCode).toBe(403);
  });
});

describe('GET /api/vendorprofile/today', () => {
  it('lists a Tech assigned orders of the day and overdue ones, with the site place and the last check-in', async () => {
    const due = await order({ scheduledate: new Date(today.getTime() - 3 * DAY_MS) });
    const later = await order({ scheduledate: new Date(today.getTime() + 2 * DAY_MS) });
    const done = await order({ statusid: STATUS.CompletedVendor });
    const unscheduled = await order({ scheduledate: null });
    const visited = await order();
    expect((await checkIn(tech, visited)).statusCode).toBe(201);

    const response = await ctx.as(tech).get('/api/vendorprofile/today');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.radius).toBe(500);
    const ids = body.data.map((row: { id: number }) => row.id);
    expect(ids).toContain(due);
    expect(ids).toContain(visited);
    for (const hidden of [later, done, unscheduled, unassigned, theirs]) expect(ids).not.toContain(hidden);
    // Overdue first.
    expect(ids[0]).toBe(due);
    const row = body.data.find((entry: { id: number }) => entry.id === visited);
    expect(row).toMatchObject({
      status: 'TOS',
      city: 'Austin',
      statecode: 'TX',
      postalcode: '78701',
      geofencing: true,
      last: { kind: 'checkin', outsidefence: false, workorderid: visited },
    });
    expect(row.latitude).toBeCloseTo(site.latitude, 6);
    expect(row.longitude).toBeCloseTo(site.longitude, 6);
    expect(body.data.find((entry: { id: number }) => entry.id === due).last).toBeNull();

    // The phone's own date: two days on, the later order is due too.
    const ahead = new Date(today.getTime() + 2 * DAY_MS).toISOString().slice(0, 10);
    const next = await ctx.as(tech).get('/api/vendorprofile/today', { query: { date: ahead } });
    expect(next.json().data.map((entry: { id: number }) => entry.id)).toContain(later);
    const invalid = await ctx.as(tech).get('/api/vendorprofile/today', { query: { date: '2025-02-30x' } });
    expect(invalid.statusCode).toBe(400);
  });

  it('shows a Vendor every order of its live lines, never another vendor order', async () => {
    const response = await ctx.as(vendorUser).get('/api/vendorprofile/today');
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.map((row: { id: number }) => row.id);
    expect(ids).toContain(unassigned);
    expect(ids).not.toContain(theirs);
    const ofB = await ctx.as(techOfB).get('/api/vendorprofile/today');
    expect(ofB.json().data).toEqual([]);
  });
});
