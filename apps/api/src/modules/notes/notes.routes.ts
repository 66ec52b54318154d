import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noteOwnerParamsSchema, notesPdfQuerySchema } from '@dispatchwise/shared';
import type { NoteOwner } from './note-owner';
import { exportNotesPdf, findNotes } from './notes.service';

/**
 * The Notes tab of one owner (spec B section 2, spec C 2.3/2.4/2.9, docs/decisions/111 and 124):
 * GET /{area}/notes/:{ownerKey} and its PDF. modules/index.ts registers one per adapter.
 */
export function noteRoutes<Row extends object, Note extends object>(
  owner: NoteOwner<Row, Note>,
): FastifyPluginAsyncZod {
  const params = noteOwnerParamsSchema(owner.ownerKey, owner.caption);
  const ownerIdOf = (values: Record<string, number>) => values[owner.ownerKey]!;
  return async (app) => {
    const tags = owner.tags;
    const config = { rule: owner.readRule };

    app.get(
      `/${owner.area}/notes/:${owner.ownerKey}`,
      { config, schema: { tags, params, response: { 200: z.array(owner.noteSchema) } } },
      async (request) =>
        findNotes(owner, { db: app.db, user: request.user, ownerId: ownerIdOf(request.params) }),
    );

    app.get(
      `/${owner.area}/notes/:${owner.ownerKey}/pdf`,
      { config, schema: { tags, params, querystring: notesPdfQuerySchema } },
      async (request, reply) => {
        const { filename, pdf } = await exportNotesPdf(owner, {
          db: app.db,
          user: request.user,
          ownerId: ownerIdOf(request.params),
          query: request.query,
        });
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(pdf);
      },
    );
  };
}
