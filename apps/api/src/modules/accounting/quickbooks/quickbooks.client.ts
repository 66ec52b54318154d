import type { Config, QuickBooksConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { faultOf, QuickBooksFault } from './quickbooks.fault';
import { limiterOf, type Limiter } from './quickbooks.limiter';
import { isFresh, loadConnection, refreshConnection } from './quickbooks.tokens';
import { qbCompanyInfoSchema, type QuickBooksEntity, type StoredTokens } from './quickbooks.types';

// The QuickBooks Online Accounting API v3 client (decision 176): the company's realm id in every URL,
// `minorversion` pinned, faults read from any status (a 200 may carry one), a 401 refreshes the tokens once,
// 429 and QuickBooks' own 5xx are tried again after Retry-After or a bounded backoff, and every request
// passes the process's per-company limiter.

export { QuickBooksFault } from './quickbooks.fault';
export type { QuickBooksEntity } from './quickbooks.types';

/** The API's minor version every call asks for, so that an Intuit release never changes our shapes. */
export const QUICKBOOKS_MINOR_VERSION = 75;
/** QuickBooks' largest page of a query. */
export const QUICKBOOKS_PAGE_SIZE = 1000;
/** Tries after the first for a throttled or failed call, and the longest wait accepted between them. */
export const QB_MAX_RETRIES = 4;
export const QB_MAX_RETRY_WAIT_MS = 30_000;
const TIMEOUT_MS = 60_000;

export type QuickBooksClient = {
  realmId: string;
  /** SELECT through /query, all pages (STARTPOSITION/MAXRESULTS 1000). `where` is built by the caller with quickBooksString(). */
  query<T>(entity: QuickBooksEntity, where?: string): Promise<T[]>;
  /** POST /{entity}?requestid=: a replayed requestid answers the first call's result (QuickBooks' idempotency). */
  create<T>(entity: 'Vendor' | 'Customer' | 'Bill' | 'Invoice', body: object, requestId: string): Promise<T>;
  companyName(): Promise<string>;
};

/** Fastify's (pino's) logger fits. */
type Log = { warn: (details: Record<string, unknown>, message: string) => void };

/** A value in the query language: single-quoted, with its quotes and backslashes escaped. */
export function quickBooksString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** Retry-After in seconds or as an HTTP date; else 1 s, 2 s, 4 s... */
function retryWaitMs(header: string | null, attempt: number): number {
  const fallback = 1000 * 2 ** attempt;
  if (!header) return fallback;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? fallback : Math.max(0, date - Date.now());
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The client over one realm and its tokens; `refresh` gets newer tokens (stored by the caller). */
export function createQuickBooksClient(options: {
  config: QuickBooksConfig;
  realmId: string;
  tokens: StoredTokens;
  refresh: (seen: StoredTokens) => Promise<StoredTokens>;
  limiter?: Limiter;
  log?: Log;
}): QuickBooksClient {
  const { config, realmId } = options;
  const limiter = options.limiter ?? limiterOf(realmId);
  let tokens = options.tokens;
  const base = `${config.apiUrl}/v3/company/${encodeURIComponent(realmId)}`;

  async function accessToken(): Promise<string> {
    if (!isFresh(tokens)) tokens = await options.refresh(tokens);
    return tokens.accessToken;
  }

  async function once(method: 'GET' | 'POST', url: string, body?: object) {
    const token = await accessToken();
    return limiter.run(async () => {
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        return { status: 0, retryAfter: null, body: undefined as unknown, error: error as Error };
      }
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      const retryAfter = response.headers.get('retry-after');
      return { status: response.status, retryAfter, body: parsed, error: undefined as Error | undefined };
    });
  }

  /** One call with its retries; answers the body, or throws the QuickBooksFault. */
  async function request(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
  ): Promise<Record<string, unknown>> {
    const separator = path.includes('?') ? '&' : '?';
    const url = `${base}${path}${separator}minorversion=${QUICKBOOKS_MINOR_VERSION}`;
    let hasRefreshed = false;
    for (let attempt = 0; ; attempt += 1) {
      const answer = await once(method, url, body);
      if (answer.status === 401 && !hasRefreshed) {
        hasRefreshed = true;
        tokens = await options.refresh(tokens);
        continue;
      }
      const fault =
        faultOf(answer.status, answer.body) ??
        (answer.status >= 200 && answer.status < 300
          ? undefined
          : new QuickBooksFault({
              status: answer.status,
              code: answer.status === 0 ? 'network' : `HTTP ${answer.status}`,
              message: `QuickBooks: ${answer.error?.message ?? `HTTP ${answer.status}`}`,
            }));
      if (!fault) return (answer.body ?? {}) as Record<string, unknown>;
      // Only throttling, QuickBooks' own failures and lost answers are tried again; a create carries its
      // requestid, so QuickBooks answers a repeat with the document it already made.
      const wait = retryWaitMs(answer.retryAfter, attempt);
      if (!fault.isRetryable || attempt >= QB_MAX_RETRIES || wait > QB_MAX_RETRY_WAIT_MS) throw fault;
      options.log?.warn(
        { code: fault.code, status: fault.status, waitMs: wait },
        `${fault.message}; trying again`,
      );
      await sleep(wait);
    }
  }

  return {
    realmId,
    async query<T>(entity: QuickBooksEntity, where?: string): Promise<T[]> {
      const rows: T[] = [];
      for (let start = 1; ; start += QUICKBOOKS_PAGE_SIZE) {
        const statement = `select * from ${entity}${where ? ` where ${where}` : ''} startposition ${start} maxresults ${QUICKBOOKS_PAGE_SIZE}`;
        const answer = await request('GET', `/query?query=${encodeURIComponent(statement)}`);
        const result = (answer.QueryResponse ?? {}) as Record<string, unknown>;
        const page = Array.isArray(result[entity]) ? (result[entity] as T[]) : [];
        rows.push(...page);
        if (page.length < QUICKBOOKS_PAGE_SIZE) return rows;
      }
    },
    async create<T>(entity: 'Vendor' | 'Customer' | 'Bill' | 'Invoice', body: object, requestId: string) {
      const answer = await request(
        'POST',
        `/${entity.toLowerCase()}?requestid=${encodeURIComponent(requestId)}`,
        body,
      );
      const created = answer[entity];
      if (!created || typeof created !== 'object')
        throw new QuickBooksFault({
          status: 502,
          code: 'answer',
          message: `QuickBooks: the ${entity} answer was not understood.`,
        });
      return created as T;
    },
    async companyName() {
      const answer = await request('GET', `/companyinfo/${encodeURIComponent(realmId)}`);
      const parsed = qbCompanyInfoSchema.safeParse(answer.CompanyInfo);
      return parsed.success ? parsed.data.CompanyName : realmId;
    },
  };
}

/**
 * The client for the connected company, or undefined when not configured / not connected. Loads tokens from
 * accountingsyncstate (id 1), refreshes when the access token is within 5 min of expiry or on a 401 (once),
 * and ALWAYS stores the newest refresh token (QuickBooks rotates it) in the same row, under a row lock so two
 * processes never race a refresh.
 */
export async function openQuickBooksClient(options: {
  db: Db;
  config: Config;
  log?: Log;
}): Promise<QuickBooksClient | undefined> {
  const config = options.config.quickBooks;
  if (!config) return undefined;
  const connection = await loadConnection(options.db);
  if (!connection) return undefined;
  return createQuickBooksClient({
    config,
    realmId: connection.realmId,
    tokens: connection.tokens,
    refresh: (seen) => refreshConnection({ db: options.db, config, seen }),
    log: options.log,
  });
}
