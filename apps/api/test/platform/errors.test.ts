import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../../src/db/schema/index';
import { HttpError } from '../../src/lib/errors';
import { createTestContext } from '../helpers';

const sampleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/test/validate',
    {
      schema: {
        body: z.object({
          email: z.string().email('Email is invalid'),
          zip: z.string().regex(/^\d{5}$/, 'Zip must be 5 digits'),
          address: z.object({ city: z.string().min(1, 'City is required') }),
        }),
        querystring: z.object({ page: z.coerce.number().int().optional() }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/test/http-error', async () => {
    throw new HttpError(409, 'The work order was changed by someone else', { scheduledate: 'Stale' });
  });
  app.get('/test/crash', async () => {
    throw new Error('secret connection string postgres://admin:hunter2@db');
  });
  app.post('/test/duplicate-user', { schema: { body: z.object({ email: z.string() }) } }, async (request) => {
    await app.db.insert(users).values({ email: request.body.email });
    await app.db.insert(users).values({ email: request.body.email.toUpperCase() });
    return { ok: true };
  });
  app.get('/test/bad-uuid', async () => {
    const { sql } = await import('drizzle-orm');
    await app.db.execute(sql`select ${'not-a-uuid'}::uuid`);
    return { ok: true };
  });
  app.get('/test/fk', async () => {
    const { userrole } = await import('../../src/db/schema/index');
    await app.db.insert(userrole).values({ userid: 999_999, roleid: 999_999 });
    return { ok: true };
  });
  app.get(
    '/test/limited',
    { config: { public: true, rateLimit: { max: 2, timeWindow: 60_000 } } },
    async () => ({ ok: true }),
  );
  app.get(
    '/test/bad-response',
    { schema: { response: { 200: z.object({ count: z.number() }) } } },
    async () => {
      return { count: 'many' } as unknown as { count: number };
    },
  );
};

describe('error handler', () => {
  const ctx = createTestContext({ extraModules: [sampleRoutes] });
  const as = () => ctx.asRole('Admin');

  it('answers zod validation failures 400 with the first message and a per-field map', async () => {
    const response = await as().post('/api/test/validate', {
      email: 'nope',
      zip: '12',
      address: { city: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Email is invalid',
      errors: { email: 'Email is invalid', zip: 'Zip must be 5 digits', 'address.city': 'City is required' },
    });
  });

  it('keys a missing body and a bad querystring by where they were', async () => {
    const noBody = await as().inject({ method: 'POST', url: '/api/test/validate' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toEqual(expect.any(String));
    const badQuery = await as().post(
      '/api/test/validate',
      { email: 'a@b.co', zip: '12345', address: { city: 'X' } },
      { query: { page: 'x' } },
    );
    expect(badQuery.statusCode).toBe(400);
    expect(Object.keys(badQuery.json().errors)).toEqual(['page']);
  });

  it('answers malformed JSON 400', async () => {
    const response = await as().inject({
      method: 'POST',
      url: '/api/test/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers an HttpError with its status, message and errors', async () => {
    const response = await as().get('/api/test/http-error');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'The work order was changed by someone else',
      errors: { scheduledate: 'Stale' },
    });
  });

  it('answers anything else 500 without internals', async () => {
    const response = await as().get('/api/test/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
    expect(response.body).not.toContain('hunter2');
  });

  it('answers a response that breaks its schema 500', async () => {
    const response = await as().get('/api/test/bad-response');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
  });

  it('maps a unique violation to 409 with the column', async () => {
    const response = await as().post('/api/test/duplicate-user', { email: 'twice@test.dispatchwise.local' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'A record with this email already exists',
      errors: { email: 'A record with this email already exists' },
    });
  });

  it('maps invalid input and a missing reference to 400', async () => {
    const uuid = await as().get('/api/test/bad-uuid');
    expect(uuid.statusCode).toBe(400);
    expect(uuid.json()).toEqual({ message: 'Invalid input value' });
    const fk = await as().get('/api/test/fk');
    expect(fk.statusCode).toBe(400);
    expect(fk.json().message).toMatch(/does not exist/);
  });

  it('answers unknown /api routes 404 Not found, with or without a token', async () => {
    expect((await ctx.anonymous.get('/api/nothing/here')).json()).toEqual({ message: 'Not found' });
    const signedIn = await as().get('/api/nothing/here');
    expect(signedIn.statusCode).toBe(404);
    expect(signedIn.json()).toEqual({ message: 'Not found' });
  });

  it('limits routes that ask for it, answering 429 { message }', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await ctx.anonymous.get('/api/test/limited')).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await ctx.anonymous.get('/api/test/limited');
    expect(limited.json()).toEqual({ message: expect.stringMatching(/rate limit/i) });
  });

  it('echoes a sane x-request-id and makes one otherwise', async () => {
    const given = await ctx.anonymous.get('/api/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await ctx.anonymous.get('/api/health', { headers: { 'x-request-id': 'bad id <script>' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends helmet headers with a CSP the SPA works with', async () => {
    const response = await ctx.anonymous.get('/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain('http://127.0.0.1:10000');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
