import {
  isInternalUser,
  PORTAL_WORK_ORDER_ATTACHMENT_TYPE_IDS,
  type SessionUser,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { validateFileName } from '../storage/storage.service';
import type { FileStorage } from '../../plugins/storage';
import { getWorkOrderAccess } from './work-orders.access';
import { withLockedWorkOrder, WORK_ORDER_NOT_FOUND } from './work-orders.actions.service';
import * as repository from './work-orders.attachments.repository';
import { audienceOf, getFileVisibility } from './work-orders.attachments.visibility';
import type {
  AttachFileInput,
  UpdateAttachmentInput,
  WorkOrderAttachment,
} from './work-orders.attachments.schemas';

/**
 * The Attachments tab (spec B section 2, docs/decisions/111 "Attachments" and 114). Files live in
 * blob storage at `workorder/{workorderid}/{filename}` (decision 064); these calls keep the records.
 */
export const ATTACHMENT_NOT_FOUND = 'Attachment not found.';
export const FILE_NOT_UPLOADED = 'The file was not uploaded.';

const invalid = (field: string, message: string) => new HttpError(400, message, { [field]: message });

/** GET /workorder/getattachmenttypes: the work-order types; portal users get those they may pick (spec C section 9). */
export function findAttachmentTypes(options: { db: Db; user: SessionUser }) {
  const { db, user } = options;
  return repository.findWorkOrderAttachmentTypes(
    db,
    isInternalUser(user) ? undefined : PORTAL_WORK_ORDER_ATTACHMENT_TYPE_IDS,
  );
}

/** GET /workorder/attachments?workorderid: the files of an order the user may see, newest first. */
export async function findAttachments(options: {
  db: Db;
  user: SessionUser;
  workorderid: number;
}): Promise<WorkOrderAttachment[]> {
  const { db, user, workorderid } = options;
  const access = await getWorkOrderAccess(db, user, workorderid);
  if (access === 'missing') throw new HttpError(404, WORK_ORDER_NOT_FOUND);
  if (access === 'forbidden') throw new HttpError(403, 'Forbidden');
  return repository.findAttachments(db, { workorderid, audience: audienceOf(user) });
}

async function assertWorkOrderType(db: Db, user: SessionUser, attachmenttypeid: number) {
  const type = await repository.getAttachmentTypeById(db, attachmenttypeid);
  const allowed =
    type?.isworkorder === true &&
    (isInternalUser(user) || PORTAL_WORK_ORDER_ATTACHMENT_TYPE_IDS.includes(attachmenttypeid));
  if (!allowed) throw invalid('attachmenttypeid', 'Type is invalid.');
}

/** The vendor line a new file belongs to: the one given (on this order, the caller's own for a vendor), else none. */
async function resolveVendorLine(db: Db, user: SessionUser, input: AttachFileInput): Promise<number | null> {
  const audience = audienceOf(user);
  if (input.workordervendorid != null) {
    const line = await repository.getVendorLineById(db, input.workordervendorid);
    const allowed =
      line !== undefined &&
      line.workorderid === input.workorderid &&
      audience.kind !== 'customer' &&
      (audience.kind === 'staff' || line.vendorid === audience.vendorid);
    if (!allowed) throw invalid('workordervendorid', 'Vendor is invalid.');
    return line.id;
  }
  // A vendor's file belongs to its line: other vendors and the customer never see it (decision 114).
  if (audience.kind === 'vendor') {
    const line = await repository.getNewestVendorLine(db, {
      workorderid: input.workorderid,
      vendorid: audience.vendorid,
    });
    return line?.id ?? null;
  }
  return null;
}

function checkFileName(filename: string): string {
  try {
    return validateFileName(filename);
  } catch (error) {
    if (error instanceof HttpError) throw invalid('filename', error.message.replace(/^File/, 'File Name'));
    throw error;
  }
}

/** Whether the browser's upload reached the container; storage down is 503, like removeAttachment. */
const isUploaded = (storage: FileStorage, path: string): Promise<boolean> =>
  storage.use((blobs) => blobs.blobExists(path));

/**
 * POST /workorder/attachfile: the record of a file the browser has just uploaded, once the blob is
 * there. Staff and the portal users who see the order may attach, on any status (decision 114).
 */
export async function attachFile(options: {
  db: Db;
  storage: FileStorage;
  user: SessionUser;
  input: AttachFileInput;
}): Promise<WorkOrderAttachment> {
  const { db, storage, user, input } = options;
  const filename = checkFileName(input.filename);
  if (input.path !== `workorder/${input.workorderid}/${filename}`) {
    throw invalid('path', 'Path is invalid.');
  }
  // 403/404 before asking storage, so an order the user may not see does not tell which files it has.
  const access = await getWorkOrderAccess(db, user, input.workorderid);
  if (access === 'missing') throw new HttpError(404, WORK_ORDER_NOT_FOUND);
  if (access === 'forbidden') throw new HttpError(403, 'Forbidden');
  // A path only records the user may not see name is answered as a file never uploaded, and storage
  // is asked either way, so the answer never tells whether someone else's blob exists (decision 118).
  // Outside the transaction: the order's lock is not held across a storage round trip.
  const [visibility, isThere] = await Promise.all([
    getFileVisibility({ db, user, workorderid: input.workorderid, path: input.path }),
    isUploaded(storage, input.path),
  ]);
  if (!isThere || visibility === 'hidden') throw invalid('path', FILE_NOT_UPLOADED);
  return withLockedWorkOrder({ db, user, id: input.workorderid, readOnly: 'never' }, async (tx) => {
    await assertWorkOrderType(tx, user, input.attachmenttypeid);
    const workordervendorid = await resolveVendorLine(tx, user, input);
    const { id } = await repository.insertAttachment(tx, {
      workorderid: input.workorderid,
      workordervendorid,
      attachmenttypeid: input.attachmenttypeid,
      filename,
      displayname: input.displayname || filename,
      path: input.path,
      createdby: user.id,
      createdbyuser: user.name,
    });
    return (await repository.getAttachmentById(tx, id))!;
  });
}

async function getExisting(db: Db, id: number) {
  const attachment = await repository.getAttachmentById(db, id);
  if (!attachment) throw new HttpError(404, ATTACHMENT_NOT_FOUND);
  return attachment;
}

/** PUT /workorder/updateattachment: display name and type; refused on an Invoiced order (decision 114). */
export async function updateAttachment(options: {
  db: Db;
  user: SessionUser;
  input: UpdateAttachmentInput;
}): Promise<WorkOrderAttachment> {
  const { db, user, input } = options;
  const existing = await getExisting(db, input.id);
  return withLockedWorkOrder({ db, user, id: existing.workorderid, readOnly: 'invoiced' }, async (tx) => {
    await assertWorkOrderType(tx, user, input.attachmenttypeid);
    await repository.updateAttachment(tx, input);
    return (await repository.getAttachmentById(tx, input.id))!;
  });
}

/**
 * DELETE /workorder/removeattachment/:id: the record and its blob, in that order inside one
 * transaction, so a storage failure (503) leaves both. A blob already gone is fine; a blob outside
 * the order's folder, or still named by another record, is left alone.
 */
export async function removeAttachment(options: {
  db: Db;
  storage: FileStorage;
  user: SessionUser;
  id: number;
}): Promise<{ id: number }> {
  const { db, storage, user, id } = options;
  const existing = await getExisting(db, id);
  return withLockedWorkOrder({ db, user, id: existing.workorderid, readOnly: 'invoiced' }, async (tx) => {
    await repository.deleteAttachment(tx, id);
    const isOwnBlob = existing.path.startsWith(`workorder/${existing.workorderid}/`);
    if (isOwnBlob && !(await repository.isPathShared(tx, { path: existing.path, exceptId: id }))) {
      await storage.use((blobs) => blobs.deleteBlob(existing.path));
    }
    return { id };
  });
}
