import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { registerSecurity } from './security';

/** The img-src directive of the CSP a bare app with the security plugin sends for `env`. */
async function imgSrcFor(env: Record<string, string>) {
  const app = Fastify();
  await registerSecurity(app, loadConfig({ LOG_LEVEL: 'silent', ...env }));
  app.get('/', async () => ({ ok: true }));
  try {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    return csp
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('img-src '));
  } finally {
    await app.close();
  }
}

describe('security: the CSP and the heat maps tile server (decision 155)', () => {
  it('allows images from the app, data:, blob: and blob storage only when no MAP_TILE_URL is set', async () => {
    expect(await imgSrcFor({})).toBe(
      "img-src 'self' data: blob: http://127.0.0.1:10000 http://localhost:10000",
    );
  });

  it("allows MAP_TILE_URL's origin when it is set", async () => {
    expect(await imgSrcFor({ MAP_TILE_URL: 'https://tile.example.org/osm/{z}/{x}/{y}.png' })).toBe(
      "img-src 'self' data: blob: http://127.0.0.1:10000 http://localhost:10000 https://tile.example.org",
    );
  });

  it('allows the subdomains of a {s} template by a host wildcard', async () => {
    expect(await imgSrcFor({ MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' })).toBe(
      "img-src 'self' data: blob: http://127.0.0.1:10000 http://localhost:10000 https://*.tile.example.org",
    );
  });
});
