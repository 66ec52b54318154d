import type { FastifyInstance } from 'fastify';
import { runAsActor } from '../db/actor';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The signed-in user of a write request is the actor of the changes it makes (docs/decisions/181): the
 * rest of the request (route pre-handlers, the handler, what it awaits) runs inside `runAsActor`, so the
 * audit trigger records who. Reads run as before and pay nothing.
 */
export function registerAuditActor(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    if (!request.user || READS.has(request.method)) return done();
    runAsActor({ id: request.user.id, name: request.user.name }, done);
  });
}
