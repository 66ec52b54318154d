import type { z } from 'zod';
import type { ServiceChannelConfig } from '../../../config';
import { HttpError } from '../../../lib/errors';
import {
  scAttachmentListSchema,
  scTokenSchema,
  scWorkOrderListSchema,
  type ScAttachment,
  type ScWorkOrder,
} from './servicechannel.types';

// A ServiceChannel Service Automation API v3 client (decision 170): OAuth 2.0 password grant for the
// provider user with the app's Basic client credentials, refresh_token before the token expires, 429/503
// answered after Retry-After (bounded), and every fault turned into an answer whose message carries
// ServiceChannel's reason ({ ErrorCodes, ErrorMessage }, a throttle's { Reason }, OAuth's error_description).

/** How many times a throttled call is tried again, and the longest wait the client accepts. */
export const SC_MAX_RETRIES = 3;
export const SC_MAX_RETRY_WAIT_MS = 30_000;
/** The largest attachment copied (bigger ones are skipped and named in the System note). */
export const SC_MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;
/** A token is renewed this long before ServiceChannel's expiry, so no call carries one that lapses in flight. */
const EXPIRY_MARGIN_MS = 30_000;
const DEFAULT_TOKEN_SECONDS = 600;

export type ServiceChannelClient = {
  /** The work orders whose PurchaseNumber is exactly `po` (ServiceChannel's own match is "starts with"). */
  findWorkOrdersByPo: (po: string) => Promise<ScWorkOrder[]>;
  listAttachments: (workOrderId: number) => Promise<ScAttachment[]>;
  /** The file's bytes and type; `undefined` when larger than SC_MAX_ATTACHMENT_BYTES. */
  downloadAttachment: (
    workOrderId: number,
    attachmentId: number,
  ) => Promise<{ data: Buffer; contentType: string } | undefined>;
};

type Token = { access: string; refresh: string | undefined; expiresAt: number };

/** ServiceChannel's reason in any of its error bodies, else the HTTP status line. */
function reasonOf(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const codes = Array.isArray(parsed.ErrorCodes) ? parsed.ErrorCodes.join(', ') : '';
    const message =
      parsed.ErrorMessage ?? parsed.Reason ?? parsed.error_description ?? parsed.Message ?? parsed.error;
    if (typeof message === 'string' && message.trim())
      return codes ? `${message.trim()} (${codes})` : message.trim();
  } catch {
    // Not JSON: the status says it.
  }
  return `HTTP ${status}`;
}

/** 4xx about the request itself stays a 400; sign-in refusals, throttling and ServiceChannel's own failures are 502. */
function faultOf(status: number, body: string, what: string): HttpError {
  const reason = reasonOf(status, body);
  const isRequestFault = status === 400 || status === 404 || status === 422;
  return new HttpError(isRequestFault ? 400 : 502, `ServiceChannel ${what}: ${reason}`);
}

/** Retry-After as seconds or an HTTP date, in milliseconds (1 s when absent). */
function retryAfterMs(header: string | null): number {
  if (!header) return 1000;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? 1000 : Math.max(0, date - Date.now());
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createServiceChannelClient(config: ServiceChannelConfig): ServiceChannelClient {
  let token: Token | undefined;
  const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');

  /** One call, tried again after Retry-After on 429 or 503 at most SC_MAX_RETRIES times. */
  async function send(url: string, init: RequestInit, what: string): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
      } catch (error) {
        throw new HttpError(502, `ServiceChannel ${what}: ${(error as Error).message}`);
      }
      const isThrottled = response.status === 429 || response.status === 503;
      if (!isThrottled || attempt >= SC_MAX_RETRIES) return response;
      const wait = retryAfterMs(response.headers.get('retry-after'));
      if (wait > SC_MAX_RETRY_WAIT_MS) return response;
      await response.body?.cancel();
      await sleep(wait);
    }
  }

  async function requestToken(form: Record<string, string>): Promise<Response> {
    return send(
      `${config.loginUrl}/oauth/token`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams(form).toString(),
      },
      'sign-in',
    );
  }

  async function storeToken(response: Response) {
    const body = await response.text();
    if (!response.ok) throw faultOf(response.status === 400 ? 401 : response.status, body, 'sign-in');
    const parsed = scTokenSchema.safeParse(JSON.parse(body || '{}'));
    if (!parsed.success)
      throw new HttpError(502, 'ServiceChannel sign-in: the token answer was not understood.');
    const seconds = parsed.data.expires_in ?? DEFAULT_TOKEN_SECONDS;
    token = {
      access: parsed.data.access_token,
      refresh: parsed.data.refresh_token,
      expiresAt: Date.now() + seconds * 1000,
    };
    return token.access;
  }

  /** A live access token: the stored one, else refreshed, else a new password grant. */
  async function accessToken(): Promise<string> {
    if (token && token.expiresAt - EXPIRY_MARGIN_MS > Date.now()) return token.access;
    if (token?.refresh) {
      const refreshed = await requestToken({ grant_type: 'refresh_token', refresh_token: token.refresh });
      if (refreshed.ok) return storeToken(refreshed);
      await refreshed.body?.cancel();
    }
    token = undefined;
    return storeToken(
      await requestToken({ grant_type: 'password', username: config.username, password: config.password }),
    );
  }

  /** GET under the API URL with the bearer token; a 401 renews the token once. */
  async function get(path: string, what: string, accept = 'application/json'): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await send(
        `${config.apiUrl}${path}`,
        { headers: { authorization: `Bearer ${await accessToken()}`, accept } },
        what,
      );
      if (response.status === 401 && attempt === 0) {
        await response.body?.cancel();
        if (token) token.expiresAt = 0;
        continue;
      }
      if (!response.ok) throw faultOf(response.status, await response.text(), what);
      return response;
    }
  }

  async function getJson<S extends z.ZodType>(path: string, schema: S, what: string): Promise<z.output<S>> {
    const response = await get(path, what);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new HttpError(502, `ServiceChannel ${what}: the answer was not JSON.`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new HttpError(502, `ServiceChannel ${what}: the answer was not understood.`);
    return parsed.data;
  }

  return {
    findWorkOrdersByPo: async (po) => {
      const list = await getJson(
        `/workorders?purchaseNumber=${encodeURIComponent(po)}`,
        scWorkOrderListSchema,
        'work-order search',
      );
      return list.filter((order) => (order.PurchaseNumber ?? '').trim() === po.trim());
    },
    listAttachments: (workOrderId) =>
      getJson(`/workorders/${workOrderId}/attachments`, scAttachmentListSchema, 'attachment list'),
    downloadAttachment: async (workOrderId, attachmentId) => {
      const response = await get(
        `/workorders/${workOrderId}/attachments/${attachmentId}`,
        'attachment download',
        '*/*',
      );
      const length = Number(response.headers.get('content-length') ?? 0);
      if (length > SC_MAX_ATTACHMENT_BYTES) {
        await response.body?.cancel();
        return undefined;
      }
      const data = Buffer.from(await response.arrayBuffer());
      if (data.length > SC_MAX_ATTACHMENT_BYTES) return undefined;
      const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
      return { data, contentType };
    },
  };
}
