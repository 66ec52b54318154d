import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { attachmentUploadProblem } from '@dispatchwise/shared';
import { attachFile } from './api/attach-file';
import { getBlobSas, signedBlobUrl } from './api/get-blob-sas';
import type { AttachmentOwner } from './api/types';
import { uploadToBlob } from './api/upload-to-blob';
import { attachmentPath, storedFileName } from './stored-file-name';

export type UploadStatus = 'waiting' | 'uploading' | 'saving' | 'done' | 'failed';

export type Upload = {
  key: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0..1 of the bytes sent. */
  progress: number;
  error?: string;
};

/** Files sent at once; the rest wait their turn. */
const PARALLEL_UPLOADS = 3;
/** How long an uploaded file's line stays (the grid lists it by then). */
export const UPLOADED_LINE_MS = 5000;

let nextKey = 0;

/**
 * The uploader's work per file (spec B section 7, decision 111): the stored name, a write SAS for it, a PUT
 * of the file to blob storage, then the record (`POST /{area}/attachfile`). Each file has its own line
 * with its progress or its error; the owner's record (`recordKey`, which holds the grid) is refreshed when
 * a batch ends.
 */
export function useUploads(owner: AttachmentOwner, recordKey: readonly unknown[]) {
  const { area, id, workordervendorid } = owner;
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);

  const update = useCallback(
    (key: string, change: Partial<Upload>) =>
      setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload))),
    [],
  );

  const uploadOne = useCallback(
    async (key: string, file: File, attachmenttypeid: number) => {
      try {
        // The API refuses these too (decision 184); saying so here spares the round trips.
        const problem = attachmentUploadProblem({ name: file.name, size: file.size, contentType: file.type });
        if (problem) throw new Error(problem);
        const stored = storedFileName(file.name);
        update(key, { status: 'uploading' });
        const sas = await getBlobSas(
          { area, id, file: stored, access: 'write', size: file.size },
          { isSilent: true },
        );
        await uploadToBlob(signedBlobUrl(sas), file, {
          onProgress: (progress) => update(key, { progress }),
        });
        update(key, { status: 'saving', progress: 1 });
        await attachFile(
          { area, id, workordervendorid },
          {
            attachmenttypeid,
            filename: stored,
            displayname: file.name,
            path: attachmentPath({ area, id }, stored),
          },
        );
        update(key, { status: 'done' });
        setTimeout(() => setUploads((list) => list.filter((upload) => upload.key !== key)), UPLOADED_LINE_MS);
        return true;
      } catch (error) {
        update(key, {
          status: 'failed',
          error: error instanceof Error ? error.message : 'The file could not be uploaded.',
        });
        return false;
      }
    },
    [update, area, id, workordervendorid],
  );

  /** Uploads a batch; resolves to the number of files recorded. */
  const start = useCallback(
    async (files: File[], attachmenttypeid: number) => {
      if (files.length === 0) return 0;
      const batch = files.map((file) => ({ key: `upload-${(nextKey += 1)}`, file }));
      setUploads((list) => [
        ...batch.map(({ key, file }) => ({
          key,
          name: file.name,
          size: file.size,
          status: 'waiting' as const,
          progress: 0,
        })),
        ...list,
      ]);
      const queue = [...batch];
      let recorded = 0;
      const worker = async () => {
        for (let item = queue.shift(); item; item = queue.shift()) {
          if (await uploadOne(item.key, item.file, attachmenttypeid)) recorded += 1;
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, batch.length) }, worker));
      // A new record may change the owner (a work order's modifieddate is its editor's concurrency token).
      await queryClient.invalidateQueries({ queryKey: recordKey });
      return recorded;
    },
    [queryClient, uploadOne, recordKey],
  );

  const clearFinished = useCallback(
    () =>
      setUploads((list) => list.filter((upload) => upload.status !== 'done' && upload.status !== 'failed')),
    [],
  );

  return { uploads, start, clearFinished };
}
