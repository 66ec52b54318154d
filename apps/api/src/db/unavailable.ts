/**
 * Whether an error means "PostgreSQL cannot be reached now" rather than "this request is wrong"
 * (decision 182): the server restarting or shutting down, a refused or dropped connection, the pool's
 * connection timeout. The error handler answers these 503 DATABASE_UNAVAILABLE; the pool recovers by
 * itself once the server is back.
 */
export const DATABASE_UNAVAILABLE = 'The database is not available right now. Try again in a moment.';

/** SQLSTATEs of a server that is going away or not accepting connections. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '53300', // too_many_connections
]);
/** Socket errors of a connection that cannot be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres says these in words only. */
const PG_CLIENT_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end/;

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current) || seen.size > 10) continue;
    seen.add(current);
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    // An outside service's address (fetch) failing is not the database, whatever its socket says.
    if (candidate.message === 'fetch failed') return false;
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code)) return true;
    if (typeof candidate.message === 'string' && PG_CLIENT_MESSAGES.test(candidate.message)) return true;
    pending.push(candidate.cause);
    // A refused connect to a name with several addresses is an AggregateError of each refusal.
    if (Array.isArray(candidate.errors)) pending.push(...(candidate.errors as unknown[]));
  }
  return false;
}
