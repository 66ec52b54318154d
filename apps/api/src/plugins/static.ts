import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** localhost, 127.x.y.z and [::1]: names that always mean this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

const NOT_A_PAGE = /^\/(api|auth)(\/|\?|$)/;
const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/**
 * Where a page asked for by another loopback name of this server goes (docs/decisions/120): with
 * PUBLIC_URL on a loopback name, a GET of a page (not /api, not /auth) whose Host is another loopback
 * name on the same port is sent to the same path on PUBLIC_URL, the only origin the issuer, its
 * redirect URIs and the content security policy know. Anything else: undefined (served as asked).
 */
export function publicUrlRedirect(request: FastifyRequest, publicUrl: string): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (NOT_A_PAGE.test(request.url)) return undefined;
  const target = URL.parse(publicUrl);
  const asked = URL.parse(`${request.protocol}://${request.headers.host ?? ''}`);
  if (!target || !asked || !isLoopbackHost(target.hostname) || !isLoopbackHost(asked.hostname)) {
    return undefined;
  }
  // Another port is another server, or a forwarded one this server cannot vouch for: the web app
  // explains instead (decision 120).
  if (asked.hostname === target.hostname || portOf(asked) !== portOf(target)) return undefined;
  return `${publicUrl}${request.url}`;
}

/**
 * Serves the built web app when apps/web/dist exists. Returns whether it does: the not-found handler
 * (plugins/errors.ts) then answers index.html for client-side routes outside /api and /auth.
 */
export async function registerStatic(app: FastifyInstance, root = WEB_DIST): Promise<boolean> {
  if (!fs.existsSync(path.join(root, 'index.html'))) return false;
  const { publicUrl } = app.config;
  app.addHook('onRequest', async (request, reply) => {
    const location = publicUrlRedirect(request, publicUrl);
    // 307: temporary, so a browser does not remember it once PUBLIC_URL changes.
    if (location) return reply.redirect(location, 307);
  });
  await app.register(fastifyStatic, {
    root,
    // One route per built file (a new build needs a restart); anything else falls to the SPA fallback.
    wildcard: false,
    index: 'index.html',
    // The build writes .br and .gz beside each file (apps/web/vite.config.ts, decision 189).
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // Vite's hashed chunks never change; index.html must always be revalidated.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'no-cache');
    },
  });
  return true;
}
