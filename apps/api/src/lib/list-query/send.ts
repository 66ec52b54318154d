import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendJsonText } from '../json-text';

/**
 * A list answer through the list response cache (docs/decisions/110), sent as JSON text. The key is the
 * route, its params and parsed (normalized) query, and `scope`: everything besides those that decides
 * the answer and who may share it (record scope, viewer kind, roles, the user id of a personal list),
 * as the list's declaration computes it (`cacheScope` of defineServerList).
 */
export async function sendCachedList(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { scope: string; load: () => Promise<unknown> },
): Promise<FastifyReply> {
  const key = [
    request.routeOptions.url,
    JSON.stringify(request.params ?? {}),
    JSON.stringify(request.query),
    options.scope,
  ].join('\n');
  return sendJsonText(reply, await app.listCache.answer(key, options.load));
}
