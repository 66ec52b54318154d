import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canReadWorkOrderNotes } from '@dispatchwise/shared';
import { exportNotesPdf, findNotes } from './work-orders.notes.service';
import { notesParamsSchema, notesPdfQuerySchema, workOrderNoteSchema } from './work-orders.notes.schemas';

/** The Notes tab of the work-order detail (spec B section 2, docs/decisions/111 "Notes"). */
export const workOrderNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['work-orders'];

  app.get(
    '/workorder/notes/:workorderid',
    {
      config: { rule: canReadWorkOrderNotes },
      schema: { tags, params: notesParamsSchema, response: { 200: z.array(workOrderNoteSchema) } },
    },
    async (request) => findNotes({ db: app.db, user: request.user, workorderid: request.params.workorderid }),
  );

  app.get(
    '/workorder/notes/:workorderid/pdf',
    {
      config: { rule: canReadWorkOrderNotes },
      schema: { tags, params: notesParamsSchema, querystring: notesPdfQuerySchema },
    },
    async (request, reply) => {
      const { filename, pdf } = await exportNotesPdf({
        db: app.db,
        user: request.user,
        workorderid: request.params.workorderid,
        query: request.query,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );
};
