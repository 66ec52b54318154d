import {
  attachmentUploadProblem,
  isInternalUser,
  type AttachmentTypeOption,
  type SessionUser,
  type UpdateAttachmentInput,
  UPLOAD_MESSAGES,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import type { FileStorage } from '../../plugins/storage';
import type { BlobProperties } from '../../storage/blob-storage';
import type { AttachmentOwner, NewAttachment } from './attachment-owner';
import * as repository from './attachments.repository';
import { getFileVisibility } from './attachments.visibility';
import { validateFileName } from './file-name';

/**
 * The Attachments tab of any owner (spec B section 2, spec C 2.7; docs/decisions/111, 114, 124).
 * Files live in blob storage at `{area}/{ownerid}/{filename}` (decision 064); these calls keep the
 * records, through the owner's adapter.
 */
export const ATTACHMENT_NOT_FOUND = 'Attachment not found.';
export const FILE_NOT_UPLOADED = 'The file was not uploaded.';

const invalid = (field: string, message: string) => new HttpError(400, message, { [field]: message });

/** GET /{area}/getattachmenttypes: the area's types; portal users get those they may pick (spec C section 9). */
export function findAttachmentTypes(
  owner: AttachmentOwner,
  options: { db: Db; user: SessionUser },
): Promise<AttachmentTypeOption[]> {
  const { db, user } = options;
  return repository.findAttachmentTypes(db, owner, isInternalUser(user) ? undefined : owner.portalTypeIds);
}

/** GET /{area}/attachments?{ownerKey}: the files of a record the user may see, newest first. */
export async function findAttachments(
  owner: AttachmentOwner,
  options: { db: Db; user: SessionUser; ownerId: number },
) {
  const { db, user, ownerId } = options;
  await owner.requireOwner({ db, user, id: ownerId });
  return repository.findAttachments(db, owner, { ownerId, seen: owner.visibleTo(user) });
}

async function assertTypeOfArea(db: Db, owner: AttachmentOwner, user: SessionUser, attachmenttypeid: number) {
  const type = await repository.getAttachmentTypeById(db, owner, attachmenttypeid);
  const allowed =
    type?.isOfArea === true && (isInternalUser(user) || owner.portalTypeIds.includes(attachmenttypeid));
  if (!allowed) throw invalid('attachmenttypeid', 'Type is invalid.');
}

function checkFileName(filename: string): string {
  try {
    return validateFileName(filename);
  } catch (error) {
    if (error instanceof HttpError) throw invalid('filename', error.message.replace(/^File/, 'File Name'));
    throw error;
  }
}

/** The browser's upload as stored (undefined when it never arrived); storage down is 503, like removeAttachment. */
const uploadedBlob = (storage: FileStorage, path: string) =>
  storage.use((blobs) => blobs.blobProperties(path));

/**
 * The stored blob's real size and content type against the upload rules (docs/decisions/184): a SAS
 * cannot cap a blob's size, so a refused upload that no record names yet is deleted here, and the
 * record is not written.
 */
async function refuseDisallowedBlob(
  owner: AttachmentOwner,
  options: { db: Db; storage: FileStorage; ownerId: number; path: string; blob: BlobProperties },
) {
  const { db, storage, ownerId, path, blob } = options;
  const problem = attachmentUploadProblem({ name: path, size: blob.size, contentType: blob.contentType });
  if (!problem) return;
  const registered = await repository.getPathVisibility(db, owner, { ownerId, path, seen: undefined });
  if (registered === 'unregistered') await storage.use((blobs) => blobs.deleteBlob(path));
  throw invalid(problem === UPLOAD_MESSAGES.tooLarge ? 'path' : 'filename', problem);
}

/**
 * POST /{area}/attachfile: the record of a file the browser has just uploaded, once the blob is
 * there. Whoever sees the record may attach (decision 114: on a work order, on any status).
 */
export async function attachFile(
  owner: AttachmentOwner,
  options: { db: Db; storage: FileStorage; user: SessionUser; input: NewAttachment },
) {
  const { db, storage, user, input } = options;
  const filename = checkFileName(input.filename);
  if (input.path !== `${owner.area}/${input.ownerId}/${filename}`) {
    throw invalid('path', 'Path is invalid.');
  }
  // 403/404 before asking storage, so a record the user may not see does not tell which files it has.
  await owner.requireOwner({ db, user, id: input.ownerId });
  // A path only records the user may not see name is answered as a file never uploaded, and storage
  // is asked either way, so the answer never tells whether someone else's blob exists (decision 118).
  // Outside the transaction: the owner's lock is not held across a storage round trip.
  const [visibility, blob] = await Promise.all([
    getFileVisibility(owner, { db, user, ownerId: input.ownerId, path: input.path }),
    uploadedBlob(storage, input.path),
  ]);
  if (!blob || visibility === 'hidden') throw invalid('path', FILE_NOT_UPLOADED);
  await refuseDisallowedBlob(owner, { db, storage, ownerId: input.ownerId, path: input.path, blob });
  return owner.withOwnerLocked({ db, user, id: input.ownerId, purpose: 'attach' }, async (tx) => {
    await assertTypeOfArea(tx, owner, user, input.attachmenttypeid);
    const own = (await owner.ownValues?.(tx, user, input)) ?? {};
    const id = await repository.insertAttachment(tx, owner, {
      ownerId: input.ownerId,
      own,
      attachmenttypeid: input.attachmenttypeid,
      filename,
      displayname: input.displayname || filename,
      path: input.path,
      createdby: user.id,
      createdbyuser: user.name,
    });
    return (await repository.getAttachmentById(tx, owner, id))!;
  });
}

async function getExisting(db: Db, owner: AttachmentOwner, id: number) {
  const attachment = await repository.getAttachmentById(db, owner, id);
  if (!attachment) throw new HttpError(404, ATTACHMENT_NOT_FOUND);
  return { ...attachment, ownerId: attachment[owner.ownerKey] as number };
}

/** PUT /{area}/updateattachment: display name and type; the owner's read-only rule applies (decision 114). */
export async function updateAttachment(
  owner: AttachmentOwner,
  options: { db: Db; user: SessionUser; input: UpdateAttachmentInput },
) {
  const { db, user, input } = options;
  const existing = await getExisting(db, owner, input.id);
  return owner.withOwnerLocked({ db, user, id: existing.ownerId, purpose: 'change' }, async (tx) => {
    await assertTypeOfArea(tx, owner, user, input.attachmenttypeid);
    await repository.updateAttachment(tx, owner, input);
    return (await repository.getAttachmentById(tx, owner, input.id))!;
  });
}

/**
 * DELETE /{area}/removeattachment/:id: the record and its blob, in that order inside one
 * transaction, so a storage failure (503) leaves both. A blob already gone is fine; a blob outside
 * the record's folder, or still named by another record, is left alone.
 */
export async function removeAttachment(
  owner: AttachmentOwner,
  options: { db: Db; storage: FileStorage; user: SessionUser; id: number },
): Promise<{ id: number }> {
  const { db, storage, user, id } = options;
  const existing = await getExisting(db, owner, id);
  return owner.withOwnerLocked({ db, user, id: existing.ownerId, purpose: 'change' }, async (tx) => {
    await repository.deleteAttachment(tx, owner, id);
    const isOwnBlob = existing.path.startsWith(`${owner.area}/${existing.ownerId}/`);
    if (isOwnBlob && !(await repository.isPathShared(tx, owner, { path: existing.path, exceptId: id }))) {
      await storage.use((blobs) => blobs.deleteBlob(existing.path));
    }
    return { id };
  });
}
