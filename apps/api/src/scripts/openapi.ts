import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalJWKSet } from 'jose';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

// `npm run openapi`: writes apps/api/openapi.json from the routes' zod schemas (committed, so API changes show in diffs).
const output = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi.json');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Paths, methods and component names in alphabetical order, so module registration order does not churn the file. */
function sortKeys(value: { [key: string]: Json }): { [key: string]: Json } {
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, value[key]!]),
  );
}

// Fixed URLs: the document must not depend on the machine's environment.
const config = loadConfig({ PUBLIC_URL: 'http://localhost:8080', LOG_LEVEL: 'silent' });
// A database that is never queried (a given key set keeps token verification off it): nothing
// listens on port 1, so the list cache's LISTEN connection just stays off.
const database = openDatabase({ url: 'postgres://openapi@127.0.0.1:1/none', poolSize: 1 });
try {
  const app = await buildApp({
    config,
    database,
    keySet: createLocalJWKSet({ keys: [] }),
    webRoot: false,
    issuer: false,
  });
  const document = app.swagger() as unknown as { [key: string]: Json };
  const paths = document.paths as { [key: string]: { [key: string]: Json } };
  document.paths = sortKeys(
    Object.fromEntries(Object.entries(paths).map(([key, methods]) => [key, sortKeys(methods)])),
  );
  const components = document.components as { [key: string]: { [key: string]: Json } } | undefined;
  if (components?.schemas) components.schemas = sortKeys(components.schemas);
  fs.writeFileSync(output, `${JSON.stringify(document, null, 2)}\n`);
  await app.close();
  console.log(`wrote ${path.relative(process.cwd(), output)} (${Object.keys(paths).length} paths)`);
} finally {
  await database.close();
}
