import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { ListResponseCache, listenPostgres } from '../lib/list-query/response-cache';
import { WORK_ORDERS_CHANGED_CHANNEL, WorkOrderChangeFeed } from '../lib/live/work-order-changes';
import { SESSION_USER_CHANNEL } from './auth';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** Serialized list answers, cleared on every change (docs/decisions/110). */
    listCache: ListResponseCache;
    /** Which work orders changed, heard on the same LISTEN connection (live lists, docs/decisions/183). */
    workOrderChanges: WorkOrderChangeFeed;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The list response cache and its LISTEN connection, started and stopped with the app. Every write
 * request of this process also clears it when it starts and when it ends, so a change made here is
 * seen by the next list read without waiting for the notification.
 */
export async function registerListCache(
  app: FastifyInstance,
  options: { database: Database; enabled: boolean },
) {
  const cache = new ListResponseCache();
  app.decorate('listCache', cache);
  const feed = new WorkOrderChangeFeed();
  app.decorate('workOrderChanges', feed);
  const clearOnWrite = async (request: { method: string }) => {
    if (!READ_METHODS.has(request.method)) cache.clear();
  };
  app.addHook('onRequest', clearOnWrite);
  app.addHook('onResponse', clearOnWrite);
  if (!options.enabled) return;

  const { database } = options;
  const stop = await listenPostgres(database.pool.options, cache, {
    onError: (error) => app.log.warn({ err: error }, 'list cache: LISTEN connection lost, cache off'),
    extra: {
      channels: {
        [WORK_ORDERS_CHANGED_CHANNEL]: (payload) => feed.notify(payload),
        // Another replica changed a user (role, block, link): drop its cached session row here too (decision 186).
        [SESSION_USER_CHANNEL]: (userId) => app.forgetSessionUser(userId || undefined),
      },
      onListening: (listening) => {
        feed.setListening(listening);
        // Notifications may have been missed while not listening: forget every cached session row.
        if (listening) app.forgetSessionUser?.();
      },
    },
  });
  app.addHook('onClose', stop);
}
