import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createTestContext, openTestDatabase, TEST_ENV } from '../helpers';

describe('OpenAPI document', () => {
  const ctx = createTestContext();

  it('serves the document at /api/docs/json with the bearer scheme, public calls without it', async () => {
    const response = await ctx.anonymous.get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.components.securitySchemes.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    expect(document.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/health'].get.security).toEqual([]);
    expect(document.paths['/api/user/profile'].get.security).toBeUndefined();
    expect(Object.keys(document.paths).every((p: string) => p.startsWith('/api/'))).toBe(true);
  });

  it('serves the UI at /api/docs', async () => {
    const response = await ctx.anonymous.get('/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('the built web app', () => {
  let app: App;
  let drop: () => Promise<void>;
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-web-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(webRoot, 'assets'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
    // What the build writes beside each file (apps/web/vite.config.ts, decision 189).
    const script = 'export const big = 1;\n'.repeat(400);
    const scriptPath = path.join(webRoot, 'assets', 'screen-def456.js');
    fs.writeFileSync(scriptPath, script);
    fs.writeFileSync(`${scriptPath}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${scriptPath}.gz`, zlib.gzipSync(script));
    const opened = await openTestDatabase();
    drop = opened.drop;
    app = await buildApp({
      config: loadConfig({ ...TEST_ENV, DATA_DIR: webRoot }),
      database: opened.database,
      webRoot,
      issuer: false,
    });
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves files, hashed assets cached for good', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const index = await app.inject({ url: '/' });
    expect(index.body).toContain('id="root"');
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('sends the built .br or .gz of a file to a browser that accepts it, the file itself otherwise', async () => {
    const url = '/assets/screen-def456.js';
    const script = 'export const big = 1;\n'.repeat(400);
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers client-side routes with index.html, but never /api or /auth', async () => {
    const route = await app.inject({ url: '/workorders/123?tab=notes' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('id="root"');
    const api = await app.inject({ url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found' });
    expect((await app.inject({ url: '/auth/unknown' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/somewhere' })).statusCode).toBe(404);
  });
});
