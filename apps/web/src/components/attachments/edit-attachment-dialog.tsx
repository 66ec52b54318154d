import { Box } from '@mui/material';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormDialog } from '../form-dialog';
import { FormSelect, FormTextField } from '../form-fields';
import { useToast } from '../../lib/toast';
import type { AttachmentOwner, AttachmentRecord, AttachmentTypeOption } from './api/types';
import { useUpdateAttachment } from './api/update-attachment';

const attachmentSchema = z.object({
  displayname: z.string().trim().min(1, 'Display Name is required.').max(255),
  attachmenttypeid: z.number({ error: 'Type is required.' }).int().positive('Type is required.'),
});
type AttachmentValues = z.infer<typeof attachmentSchema>;

export type EditAttachmentDialogProps = {
  owner: AttachmentOwner;
  attachment: AttachmentRecord | null;
  types: AttachmentTypeOption[];
  onClose: () => void;
  onSaved: () => void;
};

/** Edit of one attachment: Display Name and Type (PUT /{area}/updateattachment, 'Updated Attachment'). */
export function EditAttachmentDialog({
  owner,
  attachment,
  types,
  onClose,
  onSaved,
}: EditAttachmentDialogProps) {
  const toast = useToast();
  const updateAttachment = useUpdateAttachment(owner);
  const options = useMemo(
    () => types.map((type) => ({ value: type.id, label: type.attachmenttype })),
    [types],
  );
  const defaultValues = useMemo(
    () => ({
      displayname: attachment?.displayname ?? attachment?.filename ?? '',
      attachmenttypeid: attachment?.attachmenttypeid,
    }),
    [attachment],
  );

  const handleSubmit = async (values: AttachmentValues) => {
    if (!attachment) return;
    await updateAttachment.mutateAsync({ id: attachment.id, ...values });
    toast('Updated Attachment', 'success');
    onSaved();
    onClose();
  };

  return (
    <FormDialog<AttachmentValues>
      isOpen={Boolean(attachment)}
      title="Edit Attachment"
      width={500}
      schema={attachmentSchema}
      defaultValues={defaultValues}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <FormTextField control={control} name="displayname" label="Display Name" required autoFocus />
          <FormSelect control={control} name="attachmenttypeid" label="Type" options={options} />
        </Box>
      )}
    </FormDialog>
  );
}
