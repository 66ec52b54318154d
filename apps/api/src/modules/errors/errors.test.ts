import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_LOG_LIMITS, type Role } from '@dispatchwise/shared';
import { errorlog } from '../../db/schema/index';
import { createTestContext } from '../../../test/helpers';

const ctx = createTestContext();

describe('POST /api/error/logerror', () => {
  it('answers 401 without a token', async () => {
    expect((await ctx.anonymous.post('/api/error/logerror', { errormessage: 'boom' })).statusCode).toBe(401);
  });

  it.each(['Admin', 'Dispatchers', 'Employee', 'AccountingAdmin', 'Vendor', 'Tech', 'Customer'] as Role[])(
    'stores the report of a %s user with their id (201)',
    async (role) => {
      const payload = {
        errormessage: `Request failed (${role})`,
        additionalinfo: 'GET /api/x 500',
        errorpage: '/workorder/details?id=1',
      };
      const response = await ctx.asRole(role).post('/api/error/logerror', payload);
      expect(response.statusCode).toBe(201);
      const { id } = response.json() as { id: number };
      const [row] = await ctx.db.select().from(errorlog).where(eq(errorlog.id, id));
      expect(row).toMatchObject({ ...payload, userid: (await ctx.roleUser(role)).id });
    },
  );

  it('needs a message and keeps each field within its limit', async () => {
    const missing = await ctx.asRole('Employee').post('/api/error/logerror', { additionalinfo: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: 'Error Message is required.',
      errors: { errormessage: 'Error Message is required.' },
    });
    const blank = await ctx.asRole('Employee').post('/api/error/logerror', { errormessage: '   ' });
    expect(blank.json().errors).toEqual({ errormessage: 'Error Message is required.' });
    const long = await ctx.asRole('Employee').post('/api/error/logerror', {
      errormessage: 'x'.repeat(ERROR_LOG_LIMITS.errormessage + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.errormessage).toBe('Error Message must be at most 4000 characters.');
    const page = await ctx
      .asRole('Employee')
      .post('/api/error/logerror', { errormessage: 'x', errorpage: 'p'.repeat(2001) });
    expect(page.json().errors).toEqual({ errorpage: 'Error Page must be at most 2000 characters.' });
    const optional = await ctx
      .asRole('Employee')
      .post('/api/error/logerror', { errormessage: 'only a message' });
    expect(optional.statusCode).toBe(201);
  });
});
