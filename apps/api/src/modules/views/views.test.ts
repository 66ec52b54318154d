import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers';

const ctx = createTestContext();

const state = (extra: Record<string, unknown> = {}) => ({
  filters: [['statusid', '=', 9]],
  sort: [{ selector: 'createddate', desc: true }],
  columns: [{ id: 'wonumber', visible: true, width: 120 }],
  pageSize: 100,
  ...extra,
});

type View = { viewid: number; viewname: string; viewtype: string; isdefault: boolean; view: unknown };

async function create(name: string, options: { type?: string; isDefault?: boolean; as?: string } = {}) {
  const requester = ctx.asRole(options.as === 'Customer' ? 'Customer' : 'Dispatchers');
  const response = await requester.post('/api/view/createview', state({ name }), {
    query: { viewName: name, viewType: options.type ?? 'w', isDefault: options.isDefault ?? false },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<View>();
}

const dispatcher = () => ctx.asRole('Dispatchers');

describe('saved views', () => {
  it('answers 401 without a token', async () => {
    expect((await ctx.anonymous.get('/api/view/getuserviews?pagetype=w')).statusCode).toBe(401);
    expect((await ctx.anonymous.post('/api/view/createview?viewName=a&viewType=w', {})).statusCode).toBe(401);
  });

  it('creates a view with the grid state and lists it by type', async () => {
    const view = await create('Dispatched only', { isDefault: true });
    expect(view).toMatchObject({
      viewname: 'Dispatched only',
      viewtype: 'w',
      isdefault: true,
      view: state({ name: 'Dispatched only' }),
    });
    const list = await dispatcher().get('/api/view/getuserviews', { query: { pagetype: 'w' } });
    expect(list.statusCode).toBe(200);
    expect(list.json<View[]>().map((v) => v.viewid)).toContain(view.viewid);
    const one = await dispatcher().get('/api/view/getview', { query: { viewId: view.viewid } });
    expect(one.json<View>().view).toEqual(state({ name: 'Dispatched only' }));
  });

  it('keeps one default per user and type: a new default unsets the old one', async () => {
    const first = await create('First default', { type: 'v', isDefault: true });
    const second = await create('Second default', { type: 'v', isDefault: true });
    const list = (await dispatcher().get('/api/view/getuserviews?pagetype=v')).json<View[]>();
    expect(list.filter((v) => v.isdefault).map((v) => v.viewid)).toEqual([second.viewid]);
    expect(list.find((v) => v.viewid === first.viewid)?.isdefault).toBe(false);

    const updated = await dispatcher().put('/api/view/updateview', undefined, {
      query: { viewId: first.viewid, viewType: 'v', isDefault: true },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = (await dispatcher().get('/api/view/getuserviews?pagetype=v')).json<View[]>();
    expect(after.filter((v) => v.isdefault).map((v) => v.viewid)).toEqual([first.viewid]);
  });

  it('lists several types at once for the alerts dashboard (pagetype=w,d)', async () => {
    const w = await create('W view');
    const d = await create('D view', { type: 'd' });
    const list = (await dispatcher().get('/api/view/getuserviews?pagetype=w,d')).json<View[]>();
    const ids = list.map((v) => v.viewid);
    expect(ids).toEqual(expect.arrayContaining([w.viewid, d.viewid]));
    expect(new Set(list.map((v) => v.viewtype))).toEqual(new Set(['w', 'd']));
  });

  it('updates the state and renames', async () => {
    const view = await create('To rename', { type: 'c' });
    const response = await dispatcher().put(
      '/api/view/updateview',
      { pageSize: 20 },
      {
        query: { viewId: view.viewid, viewType: 'c', viewName: 'Renamed' },
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<View>()).toMatchObject({ viewname: 'Renamed', view: { pageSize: 20 } });
  });

  it('refuses deleting the default view and deletes the others', async () => {
    const keep = await create('Default to keep', { type: 'd', isDefault: true });
    const other = await create('Deletable', { type: 'd' });
    const refused = await dispatcher().delete('/api/view/removeview', { query: { viewId: keep.viewid } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'The default view cannot be deleted.' });
    const removed = await dispatcher().delete('/api/view/removeview', { query: { viewId: other.viewid } });
    expect(removed.statusCode).toBe(200);
    expect(
      (await dispatcher().get('/api/view/getview', { query: { viewId: other.viewid } })).statusCode,
    ).toBe(404);
  });

  it('reset my view unsets the default of that type and keeps the views', async () => {
    const view = await create('Reset me', { isDefault: true });
    const response = await dispatcher().put('/api/view/resetmyview?viewType=w');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ viewtype: 'w', reset: 1 });
    const after = await dispatcher().get('/api/view/getview', { query: { viewId: view.viewid } });
    expect(after.json<View>().isdefault).toBe(false);
  });

  it('validates names, types and size with the messages the dialog shows', async () => {
    const noName = await dispatcher().post('/api/view/createview', state(), {
      query: { viewName: '  ', viewType: 'w' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('View Name is required.');
    const badType = await dispatcher().post('/api/view/createview', state(), {
      query: { viewName: 'x', viewType: 'z' },
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toBe('View Type is invalid.');
    await create('Twice');
    const duplicate = await dispatcher().post('/api/view/createview', state(), {
      query: { viewName: 'twice', viewType: 'w' },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe('A view with this name already exists.');
    const huge = await dispatcher().post(
      '/api/view/createview',
      { blob: 'x'.repeat(70 * 1024) },
      {
        query: { viewName: 'Huge', viewType: 'w' },
      },
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toMatch(/too large/);
    const notObject = await dispatcher().post('/api/view/createview', [1, 2], {
      query: { viewName: 'Array', viewType: 'w' },
    });
    expect(notObject.statusCode).toBe(400);
  });

  it("keeps views private: another user's view is a 404 for every call", async () => {
    const mine = await create('Customer private', { as: 'Customer', isDefault: true });
    const other = dispatcher();
    expect((await other.get('/api/view/getview', { query: { viewId: mine.viewid } })).statusCode).toBe(404);
    expect(
      (await other.put('/api/view/updateview', { hacked: true }, { query: { viewId: mine.viewid } }))
        .statusCode,
    ).toBe(404);
    expect((await other.delete('/api/view/removeview', { query: { viewId: mine.viewid } })).statusCode).toBe(
      404,
    );
    const list = (await other.get('/api/view/getuserviews?pagetype=w')).json<View[]>();
    expect(list.map((v) => v.viewid)).not.toContain(mine.viewid);
    // Resetting one's own layout leaves other users' defaults alone.
    await other.put('/api/view/resetmyview?viewType=w');
    const still = await ctx.asRole('Customer').get('/api/view/getview', { query: { viewId: mine.viewid } });
    expect(still.json<View>()).toMatchObject({ isdefault: true, view: state({ name: 'Customer private' }) });
  });
});
