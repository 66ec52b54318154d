import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { LIVE_WORK_ORDERS_EVENT, canReadWorkOrders, isInternalUser } from '@dispatchwise/shared';
import { HttpError } from '../../lib/errors';
import { findVisibleWorkOrderIds, workOrderEventScopeKey } from '../work-orders/index';
import { LiveHub, type LiveEvent } from './live.hub';

/** A comment line this often keeps proxies and the browser from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** A stream whose socket holds this much unsent text is a stalled browser: it is ended (it reconnects). */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** The browser's wait before reconnecting after the stream ends (SSE's `retry:`). */
const RETRY_MS = 5_000;

/** When the bearer token of a request (checked by the auth hook already) expires, in ms; undefined if never. */
function tokenExpiresAt(authorization: string | undefined): number | undefined {
  const token = /^Bearer\s+(\S+)/i.exec(authorization ?? '')?.[1];
  const exp = token ? decodeJwt(token).exp : undefined;
  return typeof exp === 'number' ? exp * 1000 : undefined;
}

/**
 * GET /api/live (docs/decisions/183): a text/event-stream of the caller's work-order changes, for the
 * open lists, the alerts dashboard and the home counts. Authenticated like every call (the bearer token
 * in the Authorization header, so the web reads it with fetch, not EventSource), scoped per user, ended
 * when the token expires and when the server closes. `Accept: text/event-stream` is required (else 406).
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new LiveHub({
    filter: (user, ids) => findVisibleWorkOrderIds({ db: app.db, user, ids }),
    hearsDeletes: (scopeKey) => scopeKey === 'all',
    onError: (error) => app.log.warn({ err: error }, 'live: the scope of a batch could not be read'),
  });
  const unsubscribe = app.workOrderChanges.subscribe((changes) => hub.push(changes));
  // preClose: before the server waits for open requests, which a stream would keep open forever.
  app.addHook('preClose', async () => {
    unsubscribe();
    hub.close();
  });

  app.get(
    '/live',
    {
      config: { rule: canReadWorkOrders },
      schema: {
        tags: ['live'],
        summary: 'Work-order changes of the caller’s scope as server-sent events (event: workorders).',
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      // Only a client that asks for a stream gets one (EventSource and the web app send this Accept): a
      // plain call (a script, a fuzzer, the authorization matrix's inject) is answered at once, not held.
      if (!/\btext\/event-stream\b/.test(request.headers.accept ?? ''))
        throw new HttpError(406, 'This call answers text/event-stream only: send Accept: text/event-stream.');
      const { user } = request;
      const expiresAt = tokenExpiresAt(request.headers.authorization);
      reply.hijack();
      const raw = reply.raw;
      // The headers the app's hooks set (security, request id) are written by hand once hijacked.
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) raw.setHeader(name, value);
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // Nginx and similar proxies pass each event on at once instead of buffering the stream.
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${RETRY_MS}\n: ${isInternalUser(user) ? 'staff' : 'scoped'} stream\n\n`);

      let isOpen = true;
      const timers: NodeJS.Timeout[] = [];
      let remove = () => {};
      const end = () => {
        if (!isOpen) return;
        isOpen = false;
        for (const timer of timers) clearTimeout(timer);
        remove();
        raw.end();
      };
      const write = (text: string) => {
        if (!isOpen) return;
        if (raw.writableLength > MAX_BUFFERED_BYTES) end();
        else raw.write(text);
      };
      const send = (event: LiveEvent) =>
        write(`event: ${LIVE_WORK_ORDERS_EVENT}\ndata: ${JSON.stringify(event)}\n\n`);

      timers.push(setInterval(() => write(': ping\n\n'), HEARTBEAT_MS));
      // An expired token ends the stream: the browser reconnects with its renewed one, or signs out.
      if (expiresAt !== undefined)
        timers.push(setTimeout(end, Math.max(0, Math.min(expiresAt - Date.now(), 2 ** 31 - 1))));
      // The browser went away (the response's close is the socket's; the request's fires once it is read).
      raw.on('close', end);
      remove = hub.add({ user, scopeKey: workOrderEventScopeKey(user), send, end });
    },
  );
};
