import {
  WORK_ORDER_IMPORT_MESSAGES,
  type ImportFileQuery,
  type SessionUser,
  type WorkOrderFileType,
} from '@dispatchwise/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { ImportRefused, readUploadedFile } from '../../lib/imports/index';
import type { FileStorage } from '../../plugins/storage';
import { brightwayPdf } from './formats/brightway-pdf';
import type { FileFormatReader } from './formats/file-order';
import { harborviewMsg } from './formats/harborview-msg';
import { findEarlierImport, importWorkOrder, type WorkOrderDraft } from './import-work-order';
import { getCustomerByPrefix } from './work-order-import.repository';

// POST /workorder/parseWOHTML and POST /workorder/importwofromfile?type&product (spec C 7; decisions 169,
// 171): one uploaded file in one customer's format, read into the order it makes (the preview) or made.

/** The format registry: one reader per product (decision 171). */
const READERS: readonly FileFormatReader[] = [brightwayPdf, harborviewMsg];

const CONTENT_TYPES: Record<WorkOrderFileType, string> = {
  pdf: 'application/pdf',
  msg: 'application/vnd.ms-outlook',
};

/** The uploaded file, read by its format into a draft for the format's customer; any refusal is a 400 with the reason. */
async function readFileOrder(options: { db: Db; request: FastifyRequest; query: ImportFileQuery }) {
  const { db, request, query } = options;
  const reader = READERS.find(
    (entry) => entry.format.product === query.product && entry.format.type === query.type,
  );
  if (!reader) throw new HttpError(400, WORK_ORDER_IMPORT_MESSAGES.unknownFormat);
  const { format } = reader;
  let upload;
  try {
    upload = await readUploadedFile(request);
  } catch (error) {
    if (error instanceof ImportRefused) throw new HttpError(400, error.message);
    throw error;
  }
  const filename = upload.filename.split(/[/\\]/).pop()?.trim() ?? '';
  if (!filename.toLowerCase().endsWith(format.extension))
    throw new HttpError(400, WORK_ORDER_IMPORT_MESSAGES.wrongExtension(format.extension));
  const customer = await getCustomerByPrefix(db, format.customerprefix);
  if (!customer)
    throw new HttpError(400, WORK_ORDER_IMPORT_MESSAGES.formatCustomerMissing(format.customerprefix));
  const { files, ...order } = await reader.read(upload.data, filename);
  const uploaded = { filename, data: upload.data, contentType: CONTENT_TYPES[format.type] };
  const draft: WorkOrderDraft = {
    ...order,
    source: format.type,
    customerid: customer.id,
    customername: customer.customername,
    files: [uploaded, ...files].map((file) => file.filename),
  };
  return { draft, files: [uploaded, ...files] };
}

/** POST /workorder/parseWOHTML: the order the file would make, and the earlier import's order if any. Writes nothing. */
export async function parseWorkOrderFile(options: {
  db: Db;
  request: FastifyRequest;
  query: ImportFileQuery;
}) {
  const { draft } = await readFileOrder(options);
  const existing = await findEarlierImport(options.db, draft);
  return { ...draft, existing: existing ?? null };
}

/** POST /workorder/importwofromfile: the order, with the file (and the message's own files) attached as type 1. */
export async function importWorkOrderFile(options: {
  db: Db;
  storage: FileStorage;
  user: SessionUser;
  request: FastifyRequest;
  query: ImportFileQuery;
}) {
  const { draft, files } = await readFileOrder(options);
  return importWorkOrder({ ...options, draft, readFiles: async () => ({ files, skipped: [] }) });
}
