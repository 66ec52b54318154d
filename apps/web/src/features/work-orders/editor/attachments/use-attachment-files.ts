import { useCallback, useState } from 'react';
import { ApiError, saveBlob } from '../../../../lib/http';
import { useToast } from '../../../../lib/toast';
import { downloadBlob } from '../../api/download-blob';
import { getBlobSas, signedBlobUrl } from '../../api/get-blob-sas';
import type { WorkOrderAttachment } from '../../api/work-order-types';
import { downloadNameOf, previewKindOf } from './file-kinds';

/** A read SAS URL for one attachment of the order. */
export const readUrlOf = async (attachment: Pick<WorkOrderAttachment, 'workorderid' | 'filename'>) =>
  signedBlobUrl(
    await getBlobSas({
      area: 'workorder',
      id: attachment.workorderid,
      file: attachment.filename,
      access: 'read',
    }),
  );

/**
 * Opening and downloading attachments: a name click previews jpg, jpeg, png, pdf, html and txt (spec B
 * section 7) and downloads the rest; a download fetches the blob with a read SAS and saves it under
 * the display name.
 */
export function useAttachmentFiles() {
  const toast = useToast();
  const [preview, setPreview] = useState<WorkOrderAttachment | null>(null);
  const [busyIds, setBusyIds] = useState<number[]>([]);

  const download = useCallback(
    async (attachment: WorkOrderAttachment) => {
      setBusyIds((ids) => [...ids, attachment.id]);
      try {
        const blob = await downloadBlob(await readUrlOf(attachment));
        saveBlob(blob, downloadNameOf(attachment));
      } catch (error) {
        // getSAS failures are toasted by the http client; storage failures are not.
        if (!(error instanceof ApiError)) {
          toast(error instanceof Error ? error.message : 'Download failed.', 'error');
        }
      } finally {
        setBusyIds((ids) => ids.filter((id) => id !== attachment.id));
      }
    },
    [toast],
  );

  /** Downloads one after another (browsers ask once about several downloads from one page). */
  const downloadMany = useCallback(
    async (attachments: WorkOrderAttachment[]) => {
      for (const attachment of attachments) await download(attachment);
    },
    [download],
  );

  const open = useCallback(
    (attachment: WorkOrderAttachment) => {
      if (previewKindOf(attachment.filename)) setPreview(attachment);
      else void download(attachment);
    },
    [download],
  );

  return {
    preview,
    closePreview: () => setPreview(null),
    open,
    download,
    downloadMany,
    isBusy: (id: number) => busyIds.includes(id),
  };
}
