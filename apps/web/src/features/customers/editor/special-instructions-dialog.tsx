import { CUSTOMER_MESSAGES } from '@dispatchwise/shared';
import { Box, Checkbox, FormControlLabel } from '@mui/material';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-fields';
import { useToast } from '../../../lib/toast';
import { updateAllSpecialProcedures } from './api/update-special-instructions';

type Values = { specialprocedure: string };
const schema = z.object({
  specialprocedure: z
    .string()
    .refine((value) => value.trim().length > 0, { message: CUSTOMER_MESSAGES.specialprocedure }),
}) satisfies z.ZodType<Values, Values>;

type Props = {
  customerid: number;
  /** The customer's current text, offered for editing. */
  current: string | null;
  isOpen: boolean;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * Update Special Instructions (spec C 2.3): the text is required and goes to every job site of the customer
 * (the "applied to all job sites" box is fixed on); POST /jobsites/updateallspecialprocedures, 'Updated!'.
 */
export function SpecialInstructionsDialog({ customerid, current, isOpen, onClose, onSaved }: Props) {
  const toast = useToast();
  const handleSubmit = async (values: Values) => {
    await updateAllSpecialProcedures({ customerid, specialprocedure: values.specialprocedure.trim() });
    toast(CUSTOMER_MESSAGES.updated, 'success');
    onSaved();
    onClose();
  };
  return (
    <FormDialog<Values>
      isOpen={isOpen}
      title="Special Instructions"
      width={600}
      height={400}
      schema={schema}
      defaultValues={{ specialprocedure: current ?? '' }}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, pt: 1 }}>
          <FormTextField
            control={control}
            name="specialprocedure"
            label="Special Instructions"
            required
            multiline
            minRows={5}
            autoFocus
          />
          <FormControlLabel
            control={<Checkbox checked disabled />}
            label="Apply to all job sites of this customer"
          />
        </Box>
      )}
    </FormDialog>
  );
}
