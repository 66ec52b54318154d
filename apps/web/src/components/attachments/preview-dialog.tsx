import Download from '@mui/icons-material/Download';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { PreviewShell } from '../preview-shell';
import type { AttachmentOwner, AttachmentRecord } from './api/types';
import { downloadNameOf, previewKindOf } from './file-kinds';
import { readUrlOf } from './use-attachment-files';

/** Spec C 2.7: the preview popup is 800 by 700. */
export const PREVIEW_SIZE = { width: 800, height: 700 } as const;

export type PreviewDialogProps<T extends AttachmentRecord> = {
  owner: AttachmentOwner;
  attachment: T | null;
  /** What previews (the owner's list); the rest never opens here. */
  previewable?: readonly string[];
  onClose: () => void;
  onDownload: (attachment: T) => void;
};

/** An image in an <img>, a pdf, html or txt file in an <iframe>, from a read SAS URL. */
export function PreviewDialog<T extends AttachmentRecord>({
  owner,
  attachment,
  previewable,
  onClose,
  onDownload,
}: PreviewDialogProps<T>) {
  const kind = attachment ? previewKindOf(attachment.filename, previewable) : null;
  // A token lives 15 minutes: ask for a fresh one each time the popup opens.
  const url = useQuery({
    queryKey: ['attachment-read-url', owner.area, owner.id, attachment?.id, attachment?.filename],
    queryFn: () => readUrlOf(owner, attachment!),
    enabled: Boolean(attachment),
    staleTime: 0,
    gcTime: 0,
  });
  const name = attachment ? downloadNameOf(attachment) : '';

  return (
    <PreviewShell
      isOpen={Boolean(attachment)}
      title={name}
      size={PREVIEW_SIZE}
      onClose={onClose}
      actions={
        <Button startIcon={<Download />} onClick={() => attachment && onDownload(attachment)}>
          Download
        </Button>
      }
    >
      {url.isLoading ? (
        <Box sx={{ m: 'auto' }}>
          <CircularProgress aria-label="Loading the file" />
        </Box>
      ) : url.isError || !url.data ? (
        <Alert severity="error" sx={{ m: 2, alignSelf: 'flex-start' }}>
          The file could not be opened.
        </Alert>
      ) : kind === 'image' ? (
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 1 }}>
          <Box
            component="img"
            src={url.data}
            alt={name}
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        </Box>
      ) : (
        <Box
          component="iframe"
          title={name}
          src={url.data}
          // An uploaded html page runs no scripts; a pdf needs the browser's viewer, which a sandbox blocks.
          sandbox={attachment && /\.pdf$/i.test(attachment.filename) ? undefined : ''}
          sx={{ flex: 1, border: 0, width: '100%', height: '100%' }}
        />
      )}
    </PreviewShell>
  );
}
