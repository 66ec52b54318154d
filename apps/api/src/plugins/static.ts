import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Serves the built web app when apps/web/dist exists. Returns whether it does: the not-found handler
 * (plugins/errors.ts) then answers index.html for client-side routes outside /api and /auth.
 */
export async function registerStatic(app: FastifyInstance, root = WEB_DIST): Promise<boolean> {
  if (!fs.existsSync(path.join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    // One route per built file (a new build needs a restart); anything else falls to the SPA fallback.
    wildcard: false,
    index: 'index.html',
    setHeaders: (reply, filePath) => {
      // Vite's hashed chunks never change; index.html must always be revalidated.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'no-cache');
    },
  });
  return true;
}
