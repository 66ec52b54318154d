import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_IMPORT_BYTES } from '@dispatchwise/shared';

/**
 * multipart/form-data for the uploads that come to the API itself (the customer imports, docs/decisions/148;
 * attachments go to blob storage instead). One file of at most MAX_IMPORT_BYTES and a few short fields per
 * request; a route reads them with `readUpload` (lib/imports).
 */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
}
