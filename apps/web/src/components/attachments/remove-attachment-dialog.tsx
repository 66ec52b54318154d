import { ATTACHMENT_OWNERS } from '@dispatchwise/shared';
import { ConfirmDialog } from '../confirm-dialog';
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
  const removeAttachment = useRemoveAttachment(owner);
  const ownerName = ATTACHMENT_OWNERS[owner.area].caption.toLowerCase();

  const handleRemove = async () => {
    if (!attachment) return;
    await removeAttachment.mutateAsync(attachment.id);
    toast('Removed Attachment', 'success');
    onRemoved();
  };

  return (
    <ConfirmDialog
      open={Boolean(attachment)}
      title="Delete Attachment"
      confirmLabel="Delete"
      onConfirm={handleRemove}
      onClose={onClose}
    >
      Delete {attachment ? `"${downloadNameOf(attachment)}"` : 'this file'}? The file is removed from the{' '}
      {ownerName} and from storage.
    </ConfirmDialog>
  );
}
