import { VENDOR_PROPOSAL_MESSAGES } from '@dispatchwise/shared';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-fields';

/** The note is the contract's: required (its message), at most 4000 characters. */
const rejectionNoteSchema = z.object({
  rejectionnote: z
    .string()
    .trim()
    .min(1, VENDOR_PROPOSAL_MESSAGES.rejectionNote)
    .max(4000, 'At most 4000 characters.'),
});
type RejectionNoteValues = z.infer<typeof rejectionNoteSchema>;
const EMPTY: RejectionNoteValues = { rejectionnote: '' };

/** The Rejection Note popup (spec B sections 2 and 5: 500x400, Save and Cancel, the note required). */
export function RejectionNoteDialog({
  isOpen,
  onSubmit,
  onClose,
}: {
  isOpen: boolean;
  onSubmit: (rejectionnote: string) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <FormDialog<RejectionNoteValues>
      isOpen={isOpen}
      title="Rejection Note"
      width={500}
      height={400}
      schema={rejectionNoteSchema}
      defaultValues={EMPTY}
      onSubmit={(values) => onSubmit(values.rejectionnote)}
      onClose={onClose}
    >
      {(form) => (
        <FormTextField<RejectionNoteValues>
          control={form.control}
          name="rejectionnote"
          label="Rejection Note"
          required
          multiline
          minRows={8}
          autoFocus
        />
      )}
    </FormDialog>
  );
}
