import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers';

// The classes of fault the fuzzing pass found (docs/decisions/180, docs/hardening.md), each fixed in the
// shared layer and pinned here with one representative request.

const ctx = createTestContext();

const expectOneErrorFormat = (body: unknown) => {
  expect(body).toEqual({
    message: expect.any(String),
    ...(Object.hasOwn(body as object, 'errors') ? { errors: expect.any(Object) } : {}),
  });
};

describe('faults found by fuzzing', () => {
  it('a validation error on a route that declares its own 400 (an import) is a 400 { message, errors }, not a 500', async () => {
    const response = await ctx.asRole('Admin').inject({
      method: 'POST',
      url: '/api/admin/importtradezips?vendorid=not-a-number',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['vendorid']);
    expectOneErrorFormat(response.json());
    const rates = await ctx
      .asRole('Admin')
      .inject({ method: 'POST', url: '/api/customer/rate/import?customerid=%27%20OR%201%3D1' });
    expect(rates.statusCode).toBe(400);
    expectOneErrorFormat(rates.json());
  });

  it('a path that is not valid percent-encoding is a 400 { message } from the router', async () => {
    const response = await ctx.anonymous.get('/api/workorder/x%ED%A0%80y');
    expect(response.statusCode).toBe(400);
    expectOneErrorFormat(response.json());
    expect(response.body).not.toMatch(/FST_|statusCode/);
  });

  it('a path parameter longer than the router allows is a 414 { message }', async () => {
    const response = await ctx.asRole('Dispatchers').get(`/api/workorder/notes/${'9'.repeat(600)}`);
    expect(response.statusCode).toBe(414);
    expectOneErrorFormat(response.json());
    expect(response.body).not.toMatch(/FST_|statusCode/);
  });
});
