import {
  ATTACHMENT_TYPE,
  attachmentUploadProblem,
  type ImportedWorkOrder,
  type ImportedWorkOrderDraft,
  type SaveWorkOrderInput,
  type SessionUser,
  STATUS,
  storedFileName,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { escapeHtml } from '../../lib/rich-text';
import type { FileStorage } from '../../plugins/storage';
import { matchOrAddJobSite } from '../job-sites/index';
import { createWorkOrder } from '../work-orders/index';
import * as repository from './work-order-import.repository';

// The one writer of every import (docs/decisions/169): an external order, read by a source into a draft,
// becomes one work order through the one creation path, with its files copied into our blob storage as
// Customer Work Request attachments and what the import decided written in the order's System note.

export type ImportedFile = { filename: string; data: Buffer; contentType: string };
type DraftSite = NonNullable<ImportedWorkOrderDraft['site']> & {
  latitude?: number | null;
  longitude?: number | null;
};
/** An external order in our fields (the wire's draft, whose site may carry coordinates). */
export type WorkOrderDraft = Omit<ImportedWorkOrderDraft, 'site'> & { site: DraftSite | null };

/** The brief description's limit: the first line of the description, shortened. */
const BRIEF_LENGTH = 200;

/** The first non-empty line, at most BRIEF_LENGTH characters (an ellipsis marks a cut). */
export function briefOf(description: string): string {
  const line = description
    .split(/\r?\n/)
    .map((part) => part.trim())
    .find(Boolean);
  if (!line) return '';
  return line.length > BRIEF_LENGTH ? `${line.slice(0, BRIEF_LENGTH - 1).trimEnd()}…` : line;
}

/** Plain text as the editor's rich text: each line a paragraph, every character escaped. */
export function plainTextToRichText(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

const answerOfExisting = (
  draft: WorkOrderDraft,
  order: { id: number; wonumber: string },
): ImportedWorkOrder => ({
  ...order,
  isexisting: true,
  source: draft.source,
  externalid: draft.externalid,
  jobsite: draft.site?.jobsite ?? null,
  isnewjobsite: false,
  attachments: 0,
  notes: [],
});

/** The order an earlier import of this draft made, or undefined. */
export const findEarlierImport = (db: Db, draft: Pick<WorkOrderDraft, 'source' | 'externalid'>) =>
  repository.getImportedWorkOrder(db, draft.source, draft.externalid);

const SOURCE_NAMES = { servicechannel: 'ServiceChannel', pdf: 'PDF file', msg: 'Outlook message' } as const;

/**
 * Makes the draft's order, or answers the earlier import's. `readFiles` runs only when the order is new
 * (ServiceChannel's attachments are downloaded then, not for a repeat). Blobs written for an order whose
 * transaction then fails are deleted again.
 */
export async function importWorkOrder(options: {
  db: Db;
  storage: FileStorage;
  user: SessionUser;
  draft: WorkOrderDraft;
  readFiles: () => Promise<{ files: ImportedFile[]; skipped: string[] }>;
}): Promise<ImportedWorkOrder> {
  const { db, storage, user, draft } = options;
  const earlier = await findEarlierImport(db, draft);
  if (earlier) return answerOfExisting(draft, earlier);
  const read = await options.readFiles();
  // The attachment rules of a browser's upload (decision 184) hold for files that come in a mail or from
  // ServiceChannel too: a program or an oversize file is named in the System note, not copied.
  const checked = read.files.map((file) => ({
    file,
    problem: attachmentUploadProblem({
      name: file.filename,
      size: file.data.length,
      contentType: file.contentType,
    }),
  }));
  const files = checked.filter(({ problem }) => !problem).map(({ file }) => file);
  const refused = checked.flatMap(({ file, problem }) =>
    problem ? [`Attachment ${file.filename} was not copied: ${problem}`] : [],
  );
  const { skipped } = read;
  const written: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      await repository.lockExternalId(tx, draft.source, draft.externalid);
      const raced = await findEarlierImport(tx, draft);
      if (raced) return answerOfExisting(draft, raced);

      const notes = [`Imported from ${SOURCE_NAMES[draft.source]} work order ${draft.externalid}.`];
      const site = draft.site
        ? await matchOrAddJobSite(tx, { customerid: draft.customerid, site: draft.site })
        : null;
      if (site?.isNew) notes.push(`Job site ${site.jobsite} was added from the import.`);
      if (!draft.site) notes.push('The import names no job site: choose one.');

      const tradeid = draft.trade ? await repository.getTradeIdByName(tx, draft.trade) : undefined;
      if (draft.trade && tradeid === undefined)
        notes.push(`Trade "${draft.trade}" is not one of ours: left empty.`);
      const priorities = await repository.findPriorities(tx);
      const named = draft.priority
        ? priorities.find((row) => row.name.toLowerCase() === draft.priority!.trim().toLowerCase())
        : undefined;
      const chosen = named ?? priorities.find((row) => row.isdefaultonnew) ?? priorities[0]!;
      if (draft.priority && !named)
        notes.push(`Priority "${draft.priority}" is not one of ours: ${chosen.name} used.`);
      if (draft.caller) notes.push(`Caller: ${draft.caller}`);
      for (const name of skipped) notes.push(`Attachment ${name} was not copied (too large or unreadable).`);
      notes.push(...refused);

      const calldate = draft.calldate ? new Date(draft.calldate) : new Date();
      const input: SaveWorkOrderInput = {
        customerid: draft.customerid,
        jobsiteid: site?.id ?? null,
        requestedby: draft.caller?.slice(0, 200) ?? null,
        ponumber: draft.ponumber?.slice(0, 100) ?? null,
        nte: draft.nte,
        duedate: new Date(calldate.getTime() + chosen.etahours * 3_600_000),
        scheduledate: draft.scheduledate ? new Date(draft.scheduledate) : null,
        priorityid: chosen.id,
        statusid: STATUS.Received,
        briefdescription: draft.briefdescription || `${SOURCE_NAMES[draft.source]} ${draft.externalid}`,
        description: plainTextToRichText(draft.description),
        tradeids: tradeid === undefined ? [] : [tradeid],
        // The customer's sales rep, the default division and request type (spec B section 2).
        salesrepid: undefined,
        promisedate: undefined,
        divisionid: undefined,
        requesttypeid: undefined,
        cancelreason: undefined,
        id: undefined,
      };
      const created = await createWorkOrder(tx, {
        user,
        input,
        origin: { externalsource: draft.source, externalid: draft.externalid, createddate: calldate },
        note: notes.join('\n'),
      });

      for (const file of files) {
        // As an upload is recorded (decision 064): the stored name in `filename` and `path`, the original shown.
        const stored = storedFileName(file.filename);
        const path = `workorder/${created.id}/${stored}`;
        await storage.use((blobs) => blobs.uploadBlob(path, file.data, file.contentType));
        written.push(path);
        await repository.insertWorkOrderAttachment(tx, {
          workorderid: created.id,
          attachmenttypeid: ATTACHMENT_TYPE.CustomerWorkRequest,
          filename: stored,
          displayname: file.filename,
          path,
          createdby: user.id,
          createdbyuser: user.name,
        });
      }
      return {
        id: created.id,
        wonumber: created.wonumber,
        isexisting: false,
        source: draft.source,
        externalid: draft.externalid,
        jobsite: site?.jobsite ?? null,
        isnewjobsite: site?.isNew ?? false,
        attachments: files.length,
        notes,
      };
    });
  } catch (error) {
    await Promise.all(
      written.map((path) => storage.use((blobs) => blobs.deleteBlob(path)).catch(() => undefined)),
    );
    throw error;
  }
}
