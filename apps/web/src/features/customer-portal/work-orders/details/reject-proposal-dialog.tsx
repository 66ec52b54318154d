import { CUSTOMER_PORTAL_MESSAGES } from '@dispatchwise/shared';
import { Box, TextField } from '@mui/material';
import { z } from 'zod';
import { FormDialog } from '../../../../components/form-dialog';
import { FormTextField } from '../../../../components/form-fields';

type RejectValues = { note: string };

const EMPTY: RejectValues = { note: '' };

const rejectSchema = z.object({
  note: z
    .string()
    .max(4000, 'At most 4000 characters.')
    .refine((value) => value.trim().length > 0, { message: CUSTOMER_PORTAL_MESSAGES.rejectionRequired }),
}) satisfies z.ZodType<RejectValues, RejectValues>;

/**
 * "Reject Proposal" (spec C 2.9, 600x300): the read-only Work Order # and the required Rejection Information;
 * Save sends the rejected status with the text as its note (a refusal stays in the popup with its reason).
 */
export function RejectProposalDialog({
  wonumber,
  onReject,
  onClose,
}: {
  wonumber: string;
  onReject: (note: string) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <FormDialog<RejectValues>
      isOpen
      title="Reject Proposal"
      width={600}
      height={300}
      schema={rejectSchema}
      defaultValues={EMPTY}
      onSubmit={(values) => onReject(values.note.trim())}
      onClose={onClose}
    >
      {(form) => (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <TextField
            size="small"
            label="Work Order #"
            value={wonumber}
            slotProps={{ input: { readOnly: true } }}
          />
          <FormTextField
            control={form.control}
            name="note"
            label="Rejection Information"
            required
            multiline
            minRows={3}
            maxRows={5}
            autoFocus
          />
        </Box>
      )}
    </FormDialog>
  );
}
