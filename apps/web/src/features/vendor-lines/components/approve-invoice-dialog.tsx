import { Alert, Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-fields';
import { formatMoney } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import type { VendorLine } from '../api/types';
import { approveVendorInvoice } from '../api/vendor-invoice';

const reasonSchema = z.object({
  overridereason: z
    .string()
    .refine((value) => value.trim().length > 0, 'An override reason is required to approve over the NTE.')
    .refine((value) => value.trim().length <= 2000, 'At most 2000 characters.'),
});
type ReasonValues = z.infer<typeof reasonSchema>;
const START: ReasonValues = { overridereason: '' };

export type OverNteApproval = {
  line: VendorLine;
  /** Why the approval is held: the line's hold, or the API's 400 when the NTE changed since. */
  message: string;
};

type Props = { approval: OverNteApproval | null; onClose: () => void; onApproved: () => void };

/**
 * The NTE guard (issue 10 "Beyond the spec", decision 132): an invoice over the order's NTE is approved only
 * with an override reason, which the API keeps as a System note.
 */
export function ApproveOverNteDialog({ approval, onClose, onApproved }: Props) {
  const toast = useToast();
  const defaultValues = useMemo(() => START, []);
  const line = approval?.line;

  const handleSubmit = async (values: ReasonValues) => {
    if (!line) return;
    await approveVendorInvoice({
      workordervendorid: line.id,
      overridereason: values.overridereason.trim(),
    });
    toast('Invoice Approved', 'success');
    onApproved();
    onClose();
  };

  return (
    <FormDialog<ReasonValues>
      isOpen={approval !== null}
      title="Approve Invoice over NTE"
      width={520}
      schema={reasonSchema}
      defaultValues={defaultValues}
      onSubmit={handleSubmit}
      onClose={onClose}
      submitLabel="Approve"
    >
      {({ control }) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="warning">{approval?.message}</Alert>
          {line ? (
            <Typography variant="body2">
              {line.vendorname}: invoice {line.invnumber}, {formatMoney(line.quotedamount)}
            </Typography>
          ) : null}
          <FormTextField
            control={control}
            name="overridereason"
            label="Override Reason"
            required
            multiline
            minRows={3}
            maxRows={6}
            helperText="Kept as a note on the work order."
          />
        </Box>
      )}
    </FormDialog>
  );
}
