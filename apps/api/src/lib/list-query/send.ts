import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

/**
 * An answer that is already JSON text (a cached list, rows the database wrote as JSON): sent as it is, without
 * the response schema's serializer, which documents it.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
