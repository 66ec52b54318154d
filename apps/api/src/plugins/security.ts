import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { tileImageSource, type Config } from '../config';

/** Origins the browser talks to for files: the blob endpoint of the connection string, or Azurite's. */
export function blobOrigins(config: Config): string[] {
  const origins = new Set<string>();
  const connection = config.storage.connectionString;
  if (connection) {
    const parts = Object.fromEntries(
      connection
        .split(';')
        .filter(Boolean)
        .map((part) => {
          const at = part.indexOf('=');
          return [part.slice(0, at).toLowerCase(), part.slice(at + 1)];
        }),
    );
    if (parts.blobendpoint) origins.add(new URL(parts.blobendpoint).origin);
    else if (parts.accountname) {
      const protocol = parts.defaultendpointsprotocol ?? 'https';
      origins.add(`${protocol}://${parts.accountname}.blob.${parts.endpointsuffix ?? 'core.windows.net'}`);
    }
    if (parts.usedevelopmentstorage === 'true') origins.add(`http://127.0.0.1:${config.storage.azuritePort}`);
  } else {
    origins.add(`http://127.0.0.1:${config.storage.azuritePort}`);
    origins.add(`http://localhost:${config.storage.azuritePort}`);
  }
  return [...origins];
}

/**
 * Helmet with a CSP the SPA lives with (MUI/emotion inject styles, previews use blob: and data: URLs,
 * files come straight from blob storage, an external issuer is framed for silent renew, the heat maps' tiles
 * come from MAP_TILE_URL's server when one is set: decision 155), and the rate
 * limiter available to routes (`config: { rateLimit: { max, timeWindow } }`) but off by default.
 */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const blobs = blobOrigins(config);
  const issuer = config.oidc.embedded ? [] : [new URL(config.oidc.issuerUrl).origin];
  const tiles = config.map ? [tileImageSource(config.map.tileUrl)] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...blobs, ...tiles],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...blobs, ...issuer],
        mediaSrc: ["'self'", 'blob:', ...blobs],
        frameSrc: ["'self'", 'blob:', ...blobs, ...issuer],
        formAction: ["'self'", ...issuer],
        // Plain http on localhost and LAN addresses must keep working.
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    // Cross-origin isolation would block blob previews and the issuer's pages.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: config.publicUrl.startsWith('https:'),
  });
  await app.register(rateLimit, { global: false });
}
