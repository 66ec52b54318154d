import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { workorder } from '../../src/db/schema/index';
import { createTestContext } from '../helpers';
import { createCustomerWithSite, createWorkOrder } from '../factories/work-order-actions';

// Issue 8 section 3 (docs/decisions/117): time zones, dates and grid exports the database would
// refuse are a 400 from the shared fields, never a 500 or a dropped connection.

const ctx = createTestContext();

let order: typeof workorder.$inferSelect;

beforeAll(async () => {
  const { customer, jobsite } = await createCustomerWithSite(ctx.db);
  order = await createWorkOrder(ctx.db, { customerid: customer.id, jobsiteid: jobsite.id });
});

describe('time zones: what PostgreSQL knows', () => {
  it('GET /home/getdailycounts?timezone=US/Pacific-New is a 400 (the browser knows it, PostgreSQL not)', async () => {
    expect(() => new Intl.DateTimeFormat('en-US', { timeZone: 'US/Pacific-New' })).not.toThrow();
    const response = await ctx.asRole('Admin').get('/api/home/getdailycounts?timezone=US/Pacific-New');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Time zone is invalid.',
      errors: { timezone: 'Time zone is invalid.' },
    });
  });

  it('takes the zones both know, in any case, and UTC by default', async () => {
    for (const query of ['?timezone=America/Los_Angeles', '?timezone=america/chicago', '?timezone=UTC', '']) {
      const response = await ctx.asRole('Admin').get(`/api/home/getdailycounts${query}`);
      expect(response.statusCode, query).toBe(200);
    }
  });

  it('uses the same field for the notes PDF', async () => {
    const url = `/api/workorder/notes/${order.id}/pdf`;
    const bad = await ctx.asRole('Admin').get(`${url}?timeZone=US/Pacific-New`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ timeZone: 'Time zone is invalid.' });
    const good = await ctx.asRole('Admin').get(`${url}?timeZone=America/New_York`);
    expect(good.statusCode).toBe(200);
  });
});

describe('dates: 1900-01-01 to 2199-12-31, ISO forms only', () => {
  const schedule = (scheduledate: unknown) =>
    ctx.asRole('Admin').put('/api/workorder/updatescheduledate', { id: order.id, scheduledate, reason: 'x' });

  it('"+275760-09-13" on updatescheduledate is a 400 naming the field (was a 500)', async () => {
    const response = await schedule('+275760-09-13');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Schedule Date is invalid.',
      errors: { scheduledate: 'Schedule Date is invalid.' },
    });
  });

  it.each(['1899-12-31', '2200-01-01', '9999-12-31T23:59:59Z', '1', 'March 7', '2025-02-30x', 20250401])(
    'refuses %s',
    async (value) => {
      const response = await schedule(value);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ scheduledate: 'Schedule Date is invalid.' });
    },
  );

  it('takes the forms the date pickers send, at both ends of the range', async () => {
    for (const value of [
      '1900-01-01',
      '2199-12-31',
      '2025-07-01T14:30:00.000Z',
      '2025-07-01T09:30:00-05:00',
    ]) {
      const response = await schedule(value);
      expect(response.statusCode, value).toBe(200);
    }
    const [row] = await ctx.db.select().from(workorder).where(eq(workorder.id, order.id));
    expect(row!.scheduledate!.toISOString()).toBe('2025-07-01T14:30:00.000Z');
  });

  it('checks the optional dates of the editor and the status popup the same way', async () => {
    const response = await ctx.asRole('Admin').post('/api/workorder/updateworkorderstatus', {
      workorderid: order.id,
      statusid: 10,
      note: 'Moved',
      promisedate: '+275760-09-13',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ promisedate: 'Promise Date is invalid.' });
  });

  it('refuses a grid date filter value beyond the range, and takes one inside it', async () => {
    const list = (filter: unknown[]) =>
      ctx.asRole('Admin').get('/api/workorder/getworkorders', { query: { filter: JSON.stringify(filter) } });
    const far = await list(['duedate', '>', '9999-01-01']);
    expect(far.statusCode).toBe(400);
    expect(far.json().errors).toEqual({ filter: `Invalid value "9999-01-01" for 'duedate' (date).` });
    expect((await list(['duedate', 'between', ['1899-01-01', null]])).statusCode).toBe(400);
    expect((await list(['duedate', '>', '2025-01-01'])).statusCode).toBe(200);
  });

  it('reads numbers in grid filters as plain decimals only', async () => {
    const list = (value: unknown) =>
      ctx
        .asRole('Admin')
        .get('/api/workorder/getworkorders', { query: { filter: JSON.stringify(['statusid', '=', value]) } });
    for (const value of ['0x10', ' 9', '1e1', '']) expect((await list(value)).statusCode, value).toBe(400);
    expect((await list('9')).statusCode).toBe(200);
  });
});

describe('exportworkorders answers a bad filter like getworkorders, before the stream', () => {
  it('GET /workorder/exportworkorders with ["id","=",1.5] answers 400 as JSON (was a dropped connection)', async () => {
    const query = { columns: '["wonumber"]', filter: '["id","=",1.5]' };
    const list = await ctx.asRole('Admin').get('/api/workorder/getworkorders', { query });
    const exported = await ctx.asRole('Admin').get('/api/workorder/exportworkorders', { query });
    expect(list.statusCode).toBe(400);
    expect(exported.statusCode).toBe(400);
    expect(exported.headers['content-type']).toMatch(/^application\/json/);
    expect(exported.json()).toEqual(list.json());
  });

  it('still streams a workbook for a good filter', async () => {
    const exported = await ctx.asRole('Admin').get('/api/workorder/exportworkorders', {
      query: { columns: '["wonumber"]', filter: JSON.stringify(['id', '=', order.id]) },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
