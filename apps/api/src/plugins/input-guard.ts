import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../lib/errors';
import { areTimeZonesLoaded, loadTimeZones } from '../lib/time-zones';

/**
 * What every request must respect before any route's schema reads it (docs/decisions/117): no NUL
 * character anywhere (PostgreSQL text and jsonb cannot hold one, so it would end as a 500), and JSON
 * bodies nested at most MAX_INPUT_DEPTH levels (deeper ones overflow the stack of whatever walks
 * them: zod, JSON.stringify, the jsonb encoder). Their size is bounded by the app's bodyLimit (1 MiB).
 */
export const MAX_INPUT_DEPTH = 32;

export const nulMessage = (key: string) => `${key} must not contain the NUL character (\\u0000).`;
export const depthMessage = (key: string) => `${key} must not nest deeper than ${MAX_INPUT_DEPTH} levels.`;

type Problem = { path: string; kind: 'nul' | 'depth' };

const NUL = '\u0000';
const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * The first problem in a parsed input: a NUL in a string or a key, or nesting beyond the limit.
 * Recursion stops at the limit, so the walk itself never goes deeper than MAX_INPUT_DEPTH frames.
 */
function findProblem(value: unknown, path: string, depth: number): Problem | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? { path, kind: 'nul' } : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_INPUT_DEPTH) return { path, kind: 'depth' };
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findProblem(value[index], join(path, index), depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return { path: join(path, key.replaceAll(NUL, '\\u0000')), kind: 'nul' };
    const found = findProblem(item, join(path, key), depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses the request with the one error format: a NUL keyed by the field's path (`searchValue`,
 * `address.zip`), too deep a nesting by the top-level field that holds it (`filterValue`).
 */
export function checkRequestInput(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>) {
  const parts: [unknown, string][] = [
    [request.params, 'params'],
    [request.query, 'querystring'],
    [request.body, 'body'],
  ];
  for (const [value, where] of parts) {
    // Params and query strings are flat (depth 1, or 2 for repeated keys); bodies start at depth 0.
    const problem = findProblem(value, '', 0);
    if (!problem) continue;
    const field = Array.isArray(value) ? '' : problem.path.split('.')[0];
    const key = (problem.kind === 'depth' ? field : problem.path) || where;
    const message = problem.kind === 'nul' ? nulMessage(key) : depthMessage(key);
    throw badRequest(message, { [key]: message });
  }
}

/**
 * Registers the guard for every route (a root preValidation hook runs before each route's schema)
 * and loads what the shared zod fields check against (the database's time zones) once at start. A
 * database that cannot answer then (the OpenAPI script's, one still starting) does not stop the app:
 * zones are refused (400) until a later request has loaded them in the background.
 */
export function registerInputGuard(app: FastifyInstance) {
  const load = () =>
    loadTimeZones(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'time zones not loaded from the database yet'),
    );
  app.addHook('onReady', load);
  app.addHook('preValidation', async (request) => {
    if (!areTimeZonesLoaded()) void load();
    checkRequestInput(request);
  });
}
