import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { isLoopbackHost } from '../../src/plugins/static';
import { openTestDatabase, TEST_ENV } from '../helpers';

// Opening the product by another name of this machine (docs/decisions/120).

/** The built web app on its own database, with PUBLIC_URL as given. */
function useWebApp(publicUrl: string) {
  const handle = {} as { app: App };
  let drop: (() => Promise<void>) | undefined;
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-web-hosts-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    const opened = await openTestDatabase();
    drop = opened.drop;
    handle.app = await buildApp({
      config: loadConfig({ ...TEST_ENV, PUBLIC_URL: publicUrl, DATA_DIR: webRoot }),
      database: opened.database,
      webRoot,
      issuer: false,
    });
  });
  afterAll(async () => {
    await handle.app?.close();
    await drop?.();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });
  return handle;
}

describe('isLoopbackHost', () => {
  it('knows localhost, 127.x.y.z and [::1], and nothing else', () => {
    for (const name of ['localhost', 'LOCALHOST', '127.0.0.1', '127.1.2.3', '[::1]', '::1']) {
      expect(isLoopbackHost(name), name).toBe(true);
    }
    for (const name of ['example.com', '10.0.0.5', '0.0.0.0', '128.0.0.1', 'localhost.example.com']) {
      expect(isLoopbackHost(name), name).toBe(false);
    }
  });
});

describe('PUBLIC_URL on localhost: pages asked for by another loopback name', () => {
  const web = useWebApp('http://localhost:8080');
  const get = (url: string, host: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
    web.app.inject({ method, url, headers: { host } });

  it('redirects a page at 127.0.0.1, 127.x and [::1] to the same path on PUBLIC_URL (307)', async () => {
    for (const host of ['127.0.0.1:8080', '127.0.1.1:8080', '[::1]:8080']) {
      const root = await get('/', host);
      expect(root.statusCode, host).toBe(307);
      expect(root.headers.location).toBe('http://localhost:8080/');
      const deep = await get('/workorder/details?id=12&tab=notes', host);
      expect(deep.statusCode).toBe(307);
      expect(deep.headers.location).toBe('http://localhost:8080/workorder/details?id=12&tab=notes');
    }
    const head = await get('/login', '127.0.0.1:8080', 'HEAD');
    expect(head.statusCode).toBe(307);
    expect(head.headers.location).toBe('http://localhost:8080/login');
  });

  it('serves the page as asked at PUBLIC_URL itself', async () => {
    const page = await get('/login', 'localhost:8080');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
  });

  it('leaves /api, /auth, other methods, other ports and other names alone', async () => {
    const api = await get('/api/auth/config', '127.0.0.1:8080');
    expect(api.statusCode).toBe(200);
    expect(api.json().authority).toBe('http://localhost:8080/auth');
    expect((await get('/auth/.well-known/openid-configuration', '127.0.0.1:8080')).statusCode).toBe(404);
    expect((await get('/somewhere', '127.0.0.1:8080', 'POST')).statusCode).toBe(404);
    // Another port may be a forwarded one: the web app explains instead.
    expect((await get('/login', '127.0.0.1:9090')).statusCode).toBe(200);
    expect((await get('/login', 'dispatch.example.com')).statusCode).toBe(200);
    expect((await get('/login', '192.168.1.20:8080')).statusCode).toBe(200);
  });
});

describe('PUBLIC_URL on a real host name', () => {
  const web = useWebApp('https://dispatch.example.com');

  it('never redirects: only a loopback PUBLIC_URL names this same machine', async () => {
    const page = await web.app.inject({ url: '/login', headers: { host: '127.0.0.1:8080' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
  });
});
