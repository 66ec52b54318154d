import { useCallback, useState } from 'react';
import { ApiError, saveBlob } from '../../lib/http';
import { useToast } from '../../lib/toast';
import { downloadBlob } from './api/download-blob';
import { getBlobSas, signedBlobUrl } from './api/get-blob-sas';
import type { AttachmentOwner, AttachmentRecord } from './api/types';
import { downloadNameOf, previewKindOf } from './file-kinds';

/** A read SAS URL for one attachment of the owner. */
export const readUrlOf = async (owner: AttachmentOwner, attachment: Pick<AttachmentRecord, 'filename'>) =>
  signedBlobUrl(
    await getBlobSas({ area: owner.area, id: owner.id, file: attachment.filename, access: 'read' }),
  );

/**
 * Opening and downloading attachments: a name click previews what `previewable` lists (spec B section 7,
 * spec C 2.7) and downloads the rest; a download fetches the blob with a read SAS and saves it under
 * the display name.
 */
export function useAttachmentFiles<T extends AttachmentRecord>(
  owner: AttachmentOwner,
  previewable?: readonly string[],
) {
  const toast = useToast();
  const [preview, setPreview] = useState<T | null>(null);
  const [busyIds, setBusyIds] = useState<number[]>([]);
  const { area, id } = owner;

  const download = useCallback(
    async (attachment: T) => {
      setBusyIds((ids) => [...ids, attachment.id]);
      try {
        const blob = await downloadBlob(await readUrlOf({ area, id }, attachment));
        saveBlob(blob, downloadNameOf(attachment));
      } catch (error) {
        // getSAS failures are toasted by the http client; storage failures are not.
        if (!(error instanceof ApiError)) {
          toast(error instanceof Error ? error.message : 'Download failed.', 'error');
        }
      } finally {
        setBusyIds((ids) => ids.filter((busy) => busy !== attachment.id));
      }
    },
    [toast, area, id],
  );

  /** Downloads one after another (browsers ask once about several downloads from one page). */
  const downloadMany = useCallback(
    async (attachments: T[]) => {
      for (const attachment of attachments) await download(attachment);
    },
    [download],
  );

  const open = useCallback(
    (attachment: T) => {
      if (previewKindOf(attachment.filename, previewable)) setPreview(attachment);
      else void download(attachment);
    },
    [download, previewable],
  );

  return {
    preview,
    closePreview: () => setPreview(null),
    open,
    download,
    downloadMany,
    isBusy: (attachmentId: number) => busyIds.includes(attachmentId),
  };
}
