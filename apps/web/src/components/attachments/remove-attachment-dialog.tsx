import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, useState } from 'react';
import { ATTACHMENT_OWNERS } from '@dispatchwise/shared';
import { useToast } from '../../lib/toast';
import { useRemoveAttachment } from './api/remove-attachment';
import type { AttachmentOwner, AttachmentRecord } from './api/types';
import { downloadNameOf } from './file-kinds';

export type RemoveAttachmentDialogProps = {
  owner: AttachmentOwner;
  attachment: AttachmentRecord | null;
  onClose: () => void;
  onRemoved: () => void;
};

/** Asks before DELETE /{area}/removeattachment/:id, which removes the record and its file. */
export function RemoveAttachmentDialog({
  owner,
  attachment,
  onClose,
  onRemoved,
}: RemoveAttachmentDialogProps) {
  const toast = useToast();
  const titleId = useId();
  const removeAttachment = useRemoveAttachment(owner);
  const ownerName = ATTACHMENT_OWNERS[owner.area].caption.toLowerCase();
  const [isBusy, setIsBusy] = useState(false);

  const handleRemove = async () => {
    if (!attachment) return;
    setIsBusy(true);
    try {
      await removeAttachment.mutateAsync(attachment.id);
      toast('Removed Attachment', 'success');
      onRemoved();
      onClose();
    } catch {
      // The http client has shown the server's message; the popup stays for another try.
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Dialog open={Boolean(attachment)} onClose={isBusy ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Delete Attachment</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Delete {attachment ? `"${downloadNameOf(attachment)}"` : 'this file'}? The file is removed from the{' '}
          {ownerName} and from storage.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isBusy}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => void handleRemove()}
          disabled={isBusy}
          startIcon={isBusy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
