import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers';

describe('GET /api/health', () => {
  const ctx = createTestContext();

  it('answers ok without a token while the database answers', async () => {
    const response = await ctx.anonymous.get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 once the database is gone', async () => {
    await ctx.database.close();
    const response = await ctx.anonymous.get('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error' });
  });
});
