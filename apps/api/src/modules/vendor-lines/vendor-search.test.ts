import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  TRADE,
  vendorBlockReason,
  vendorCandidateSchema,
  type ListAnswer,
  type WireOf,
} from '@dispatchwise/shared';
import {
  customervendorexclusion,
  dispatchvendor,
  vendorrating,
  vendortrade,
  workorder,
  workorderevent,
  workordervendor,
  workordervendorqc,
} from '../../db/schema/index';
import { createTestContext } from '../../../test/helpers';
import {
  getScorecardFreshness,
  refreshScorecardsIfStale,
  refreshVendorScorecards,
  scorecardRefreshIdle,
} from './vendor-scorecard';
import {
  addCoverage,
  createCoveringVendor,
  haversineMiles,
  orderAt,
  placeOf,
} from './vendor-lines.test-fixtures';

// GET /workorder/getvendorsbytrades and GET /workorder/getpastvendors (spec B "Vendor tab", "Right-side
// panel"; docs/decisions/131, 132).

const ctx = createTestContext();
const PLUMBING = TRADE.Plumbing;

type Answer = ListAnswer<WireOf<typeof vendorCandidateSchema>>;
const search = async (
  workorderId: number,
  tradeIds: string,
  options: Record<string, string | number> = {},
) => {
  const response = await ctx.asRole('Dispatchers').get('/api/workorder/getvendorsbytrades', {
    query: { workorderId, tradeIds, take: 500, ...options },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Answer>();
};
const only = (answer: Answer, ids: readonly number[]) => answer.data.filter((row) => ids.includes(row.id));

describe('GET /workorder/getvendorsbytrades', () => {
  let austin: Awaited<ReturnType<typeof orderAt>>;
  const made: Record<string, number> = {};

  beforeAll(async () => {
    austin = await orderAt(ctx.db, '78701', { tradeids: [PLUMBING] });
    const site = austin.place;
    const vendorAt = async (
      key: string,
      zip: string,
      coverage: Parameters<typeof createCoveringVendor>[1]['coverage'],
      fields = {},
      tradeid: number = PLUMBING,
    ) => {
      const { vendor } = await createCoveringVendor(ctx.db, {
        zip,
        tradeid,
        coverage,
        fields: { name: `${key} Co`, ...fields },
      });
      made[key] = vendor.id;
      return vendor;
    };
    await vendorAt('near', '78702', { states: ['TX'] });
    await vendorAt('dallas', '75201', { states: ['TX'] });
    await vendorAt('county', '77002', { countyids: [site.countyid!] });
    await vendorAt('city', '78705', { cityids: [site.cityid] });
    await vendorAt('zip', '78741', { zipcodeids: [site.id] });
    await vendorAt('hvacOnly', '78702', { states: ['TX'] }, {}, TRADE.Hvac);
    await vendorAt('oklahoma', '73102', { states: ['OK'] });
    await vendorAt('redlined', '78703', { states: ['TX'] }, { vendorstatustypeid: 4 });
    await vendorAt('tier6', '78704', { states: ['TX'] }, { tierid: 6 });
    const excluded = await vendorAt('excluded', '78745', { states: ['TX'] });
    await ctx.db
      .insert(customervendorexclusion)
      .values({ customerid: austin.customer.id, vendorid: excluded.id });
    const removed = await vendorAt('removedTrade', '78702', { states: ['TX'] });
    await ctx.db.update(vendortrade).set({ isdeleted: true }).where(eq(vendortrade.vendorid, removed.id));
    await ctx.db.insert(dispatchvendor).values({ tradeid: PLUMBING, vendorid: made.dallas!, priority: 1 });
  });

  it('finds the vendors covering the site by state, county, city or zip for the trade, in dispatch order', async () => {
    const rows = only(await search(austin.order.id, String(PLUMBING)), Object.values(made));
    const names = rows.map((row) => row.name);
    // Admin dispatch priority first (Dallas, 1), then the nearest.
    expect(names[0]).toBe('dallas Co');
    expect(new Set(names)).toEqual(
      new Set([
        'dallas Co',
        'near Co',
        'county Co',
        'city Co',
        'zip Co',
        'redlined Co',
        'tier6 Co',
        'excluded Co',
      ]),
    );
    // Among the unprioritised: the vendors that can be attached nearest first, then the blocked ones.
    const allowed = rows.slice(1).filter((row) => row.blockedreason === null);
    const blocked = rows.slice(1).filter((row) => row.blockedreason !== null);
    expect(rows.slice(1)).toEqual([...allowed, ...blocked]);
    expect(allowed.map((row) => row.name)).toEqual(['city Co', 'near Co', 'zip Co', 'county Co']);
    for (const group of [allowed, blocked]) {
      const distances = group.map((row) => row.distancefromjob!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
    expect(rows[0]).toMatchObject({ priority: 1, tradeid: PLUMBING, primarytrade: 'Plumbing' });
    expect(rows.find((row) => row.name === 'near Co')).toMatchObject({ priority: null, isattached: false });
  });

  it('answers each distance in miles from the job site zip, as the haversine of the zipcode coordinates', async () => {
    const rows = only(await search(austin.order.id, String(PLUMBING)), Object.values(made));
    const site = await placeOf(ctx.db, '78701');
    for (const [name, zip] of [
      ['near Co', '78702'],
      ['dallas Co', '75201'],
      ['county Co', '77002'],
    ] as const) {
      const expected = haversineMiles(site, await placeOf(ctx.db, zip));
      const row = rows.find((candidate) => candidate.name === name)!;
      expect(Math.abs(row.distancefromjob! - expected)).toBeLessThan(0.006);
    }
    // Austin to Dallas is about 182 miles, to Houston about 146.
    expect(rows.find((row) => row.name === 'dallas Co')!.distancefromjob).toBeGreaterThan(170);
    expect(rows.find((row) => row.name === 'dallas Co')!.distancefromjob).toBeLessThan(195);
  });

  it('uses a vendor’s own coordinates when it has them', async () => {
    const { vendor } = await createCoveringVendor(ctx.db, {
      zip: '75201',
      tradeid: PLUMBING,
      coverage: { states: ['TX'] },
      fields: { latitude: austin.place.latitude, longitude: austin.place.longitude },
    });
    const [row] = only(await search(austin.order.id, String(PLUMBING)), [vendor.id]);
    expect(row!.distancefromjob).toBe(0);
  });

  it('shows Redlined, tier 6 and customer-excluded vendors with the reason they cannot be attached', async () => {
    const rows = only(await search(austin.order.id, String(PLUMBING)), Object.values(made));
    const reason = (name: string) => rows.find((row) => row.name === name)!.blockedreason;
    expect(reason('redlined Co')).toBe('Redlined');
    expect(reason('tier6 Co')).toBe('Tier 6');
    expect(reason('excluded Co')).toBe('Excluded by customer');
    expect(rows.find((row) => row.name === 'excluded Co')!.excludedfromcustomer).toBe(true);
    expect(reason('near Co')).toBeNull();
    expect(rows.find((row) => row.name === 'redlined Co')).toMatchObject({ vendorstatus: 'Redlined' });
  });

  it('answers one row per vendor for several trades, and marks vendors already on the order', async () => {
    await addCoverage(ctx.db, { vendorid: made.near!, tradeid: TRADE.Hvac, coverage: { states: ['TX'] } });
    await ctx.db
      .insert(workordervendor)
      .values({ workorderid: austin.order.id, vendorid: made.near!, tradeid: PLUMBING });
    const rows = only(await search(austin.order.id, `${TRADE.Hvac},${PLUMBING}`), Object.values(made));
    expect(rows.filter((row) => row.name === 'near Co')).toHaveLength(1);
    expect(rows.find((row) => row.name === 'near Co')).toMatchObject({
      isattached: true,
      tradeid: TRADE.Hvac,
    });
    expect(rows.some((row) => row.name === 'hvacOnly Co')).toBe(true);
  });

  it('refuses a search without a trade with the spec’s warning text, and an order without a job site', async () => {
    for (const tradeIds of [undefined, '']) {
      const response = await ctx.asRole('Dispatchers').get('/api/workorder/getvendorsbytrades', {
        query: { workorderId: austin.order.id, tradeIds },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'No Trade has been selected' });
    }
    const noSite = await orderAt(ctx.db, '78701');
    await ctx.db.update(workorder).set({ jobsiteid: null }).where(eq(workorder.id, noSite.order.id));
    const response = await ctx.asRole('Dispatchers').get('/api/workorder/getvendorsbytrades', {
      query: { workorderId: noSite.order.id, tradeIds: String(PLUMBING) },
    });
    expect(response.json()).toEqual({ message: 'The work order has no job site.' });
    const missing = await ctx.asRole('Dispatchers').get('/api/workorder/getvendorsbytrades', {
      query: { workorderId: 99999999, tradeIds: String(PLUMBING) },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers rows as the contract says, block reasons as the shared rule', async () => {
    const answer = await search(austin.order.id, `${TRADE.Hvac},${PLUMBING}`);
    expect(answer.data.length).toBeGreaterThan(5);
    const keys = Object.keys(vendorCandidateSchema.shape);
    for (const row of answer.data) {
      expect(Object.keys(row).sort()).toEqual([...keys].sort());
      expect(row.blockedreason).toBe(vendorBlockReason(row));
      expect(row.isblocked).toBe(row.blockedreason !== null);
      expect(row.createddate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      const revived = {
        ...row,
        createddate: new Date(row.createddate),
        scorecardasof: row.scorecardasof && new Date(row.scorecardasof),
      };
      expect(vendorCandidateSchema.safeParse(revived).error).toBeUndefined();
    }
  });

  it('pages, sorts and searches on the grid protocol, counting the whole result', async () => {
    const all = only(await search(austin.order.id, String(PLUMBING)), Object.values(made));
    const everyone = await search(austin.order.id, String(PLUMBING), { requireTotalCount: 'true' });
    const first = await search(austin.order.id, String(PLUMBING), { take: 2, requireTotalCount: 'true' });
    expect(first.data.map((row) => row.id)).toEqual(everyone.data.slice(0, 2).map((row) => row.id));
    expect(first.totalCount).toBe(everyone.data.length);
    const second = await search(austin.order.id, String(PLUMBING), { take: 2, skip: 2 });
    expect(second.data.map((row) => row.id)).toEqual(everyone.data.slice(2, 4).map((row) => row.id));
    const byName = await search(austin.order.id, String(PLUMBING), {
      sort: JSON.stringify([{ selector: 'name', desc: true }]),
    });
    const names = only(byName, Object.values(made)).map((row) => row.name);
    expect(names).toEqual(
      all
        .map((row) => row.name)
        .sort()
        .reverse(),
    );
    const found = await search(austin.order.id, String(PLUMBING), { searchValue: 'tier6' });
    expect(found.data.map((row) => row.name)).toEqual(['tier6 Co']);
    const blocked = await search(austin.order.id, String(PLUMBING), {
      filter: JSON.stringify(['isblocked', '=', true]),
    });
    expect(new Set(only(blocked, Object.values(made)).map((row) => row.blockedreason))).toEqual(
      new Set(['Redlined', 'Tier 6', 'Excluded by customer']),
    );
    const unknown = await ctx.asRole('Dispatchers').get('/api/workorder/getvendorsbytrades', {
      query: {
        workorderId: austin.order.id,
        tradeIds: String(PLUMBING),
        sort: JSON.stringify([{ selector: 'x' }]),
      },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('is refused to Vendor, Tech and Customer users and to anonymous callers', async () => {
    const query = { workorderId: austin.order.id, tradeIds: String(PLUMBING) };
    for (const role of ['Vendor', 'Tech', 'Customer'] as const)
      expect((await ctx.asRole(role).get('/api/workorder/getvendorsbytrades', { query })).statusCode).toBe(
        403,
      );
    expect((await ctx.anonymous.get('/api/workorder/getvendorsbytrades', { query })).statusCode).toBe(401);
  });
});

describe('the vendor scorecard (docs/decisions/131)', () => {
  it('computes QC average, on-time rate, completed jobs and average cost over 12 months, per trade', async () => {
    const day = 86_400_000;
    const now = Date.now();
    const site = await orderAt(ctx.db, '78701', { tradeids: [PLUMBING] });
    const { vendor } = await createCoveringVendor(ctx.db, {
      zip: '78702',
      tradeid: PLUMBING,
      coverage: { states: ['TX'] },
    });
    const past = async (fields: {
      completed?: number | null;
      scheduled: number;
      quotedamount: string;
      status?: string;
      tradeid?: number;
    }) => {
      const { order } = await orderAt(ctx.db, '78701', {
        fields: {
          statusid: 15,
          scheduledate: new Date(fields.scheduled),
          completedate:
            fields.completed === null ? null : new Date(fields.completed ?? fields.scheduled + day),
        },
      });
      const [line] = await ctx.db
        .insert(workordervendor)
        .values({
          workorderid: order.id,
          vendorid: vendor.id,
          tradeid: fields.tradeid ?? PLUMBING,
          quotedamount: fields.quotedamount,
          status: fields.status ?? 'Attached',
          createddate: new Date(fields.scheduled - 2 * day),
        })
        .returning();
      return line!;
    };
    // Reviewed: Excellent, score 90, arrived on schedule by the review's answer.
    const reviewed = await past({ scheduled: now - 40 * day, quotedamount: '400.00' });
    await ctx.db.insert(workordervendorqc).values({
      workordervendorid: reviewed.id,
      techarrivedonschedule: true,
      techwasprofessional: true,
      repairsmade: true,
      metexpectations: true,
      overallrating: 3,
      totalscore: '90.00',
      reviewername: 'Quinn',
    });
    // Late by its Tech On Site notice: two days after the schedule date.
    const late = await past({ scheduled: now - 30 * day, quotedamount: '600.00' });
    await ctx.db.insert(workorderevent).values({
      workorderid: late.workorderid,
      workordervendorid: late.id,
      vendorid: vendor.id,
      actiontype: 'TOS',
      createddate: new Date(now - 28 * day),
    });
    // Not counted: a cancelled line, a job completed 14 months ago, another trade's job, one still open.
    await past({ scheduled: now - 20 * day, quotedamount: '9000.00', status: 'Cancelled' });
    await past({ scheduled: now - 430 * day, quotedamount: '9000.00' });
    await past({ scheduled: now - 20 * day, quotedamount: '9000.00', tradeid: TRADE.Hvac });
    await past({ scheduled: now - 5 * day, quotedamount: '9000.00', completed: null });
    await ctx.db.insert(vendorrating).values({ vendorid: vendor.id, rating: '4.0' });
    await refreshVendorScorecards(ctx.db);

    const [row] = only(await search(site.order.id, String(PLUMBING)), [vendor.id]);
    expect(row).toMatchObject({
      tradeid: PLUMBING,
      qcaverage: 3,
      qcscore: 90,
      qcreviews: 1,
      ontimerate: 0.5,
      arrivals: 2,
      completedjobs: 2,
      averagecost: '500.00',
    });
    // One rating of 4 and one Excellent review (5 stars): 4.5. Orders with a live line: all but the cancelled.
    expect(row!.vendorrating).toBe(4.5);
    expect(row!.wocount).toBe(5);
    expect(new Date(row!.scorecardasof!).getTime()).toBeGreaterThan(now - 60_000);
  });
});

describe('the scorecard refresh in the background (docs/decisions/131)', () => {
  const log = { error: () => undefined };
  const wocountOf = async (vendorid: number, orderid: number) =>
    only(await search(orderid, String(PLUMBING)), [vendorid])[0]!.wocount;

  it('starts when data came in since the figures were computed, and not while they are fresh', async () => {
    const { order } = await orderAt(ctx.db, '78701');
    const { vendor } = await createCoveringVendor(ctx.db, {
      zip: '78702',
      tradeid: PLUMBING,
      coverage: { states: ['TX'] },
    });
    await refreshVendorScorecards(ctx.db);
    await ctx.db
      .insert(workordervendor)
      .values({ workorderid: order.id, vendorid: vendor.id, tradeid: PLUMBING });
    const freshness = await getScorecardFreshness(ctx.db);
    expect(freshness.haschanges).toBe(true);
    // Computed a moment ago: the new line waits for the next read.
    refreshScorecardsIfStale(ctx.app.db, freshness, log);
    await scorecardRefreshIdle(ctx.app.db);
    expect(await wocountOf(vendor.id, order.id)).toBe(0);
    // Computed long enough ago: the read starts a refresh and does not wait for it.
    refreshScorecardsIfStale(ctx.app.db, { ...freshness, computedat: new Date(Date.now() - 60_000) }, log);
    await scorecardRefreshIdle(ctx.app.db);
    expect(await wocountOf(vendor.id, order.id)).toBe(1);
    expect((await getScorecardFreshness(ctx.db)).haschanges).toBe(false);
  });
});

describe('GET /workorder/getpastvendors', () => {
  it('answers the vendors used before at the job site, not on this order, most recent first', async () => {
    const { order: current, jobsite, customer } = await orderAt(ctx.db, '78701');
    const older = async () =>
      (
        await ctx.db
          .insert(workorder)
          .values({
            customerid: customer.id,
            jobsiteid: jobsite.id,
            statusid: 10,
            briefdescription: 'Earlier job',
          })
          .returning()
      )[0]!;
    const first = await older();
    const second = await older();
    const vendors = await Promise.all(
      ['Alpha', 'Bravo', 'Charlie', 'Delta'].map(
        async (name) =>
          (
            await createCoveringVendor(ctx.db, {
              zip: '78702',
              tradeid: PLUMBING,
              coverage: { states: ['TX'] },
              fields: { name },
            })
          ).vendor,
      ),
    );
    const [alpha, bravo, charlie, delta] = vendors as [
      (typeof vendors)[0],
      (typeof vendors)[0],
      (typeof vendors)[0],
      (typeof vendors)[0],
    ];
    const line = (workorderid: number, vendorid: number, daysAgo: number, status = 'Attached') =>
      ctx.db.insert(workordervendor).values({
        workorderid,
        vendorid,
        tradeid: PLUMBING,
        status,
        createddate: new Date(Date.now() - daysAgo * 86_400_000),
      });
    await line(first.id, alpha.id, 90);
    await line(second.id, delta.id, 30);
    await line(first.id, bravo.id, 80);
    await line(current.id, bravo.id, 1);
    await line(second.id, charlie.id, 20, 'Cancelled');

    const response = await ctx.asRole('Dispatchers').get('/api/workorder/getpastvendors', {
      query: { jobsiteid: jobsite.id, workorderid: current.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows =
      response.json<{ vendorname: string; lastwonumber: string; jobs: number; blockedreason: null }[]>();
    expect(rows.map((row) => row.vendorname)).toEqual(['Delta', 'Alpha']);
    expect(rows[0]).toMatchObject({ lastwonumber: second.wonumber, jobs: 1, blockedreason: null });

    const otherSite = await orderAt(ctx.db, '78701');
    const mismatch = await ctx.asRole('Dispatchers').get('/api/workorder/getpastvendors', {
      query: { jobsiteid: otherSite.jobsite.id, workorderid: current.id },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('Job Site is invalid.');
    expect(
      (
        await ctx.asRole('Customer').get('/api/workorder/getpastvendors', {
          query: { jobsiteid: jobsite.id, workorderid: current.id },
        })
      ).statusCode,
    ).toBe(403);
  });
});
