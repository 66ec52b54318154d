import { Box } from '@mui/material';
import { useMemo } from 'react';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { FormCheckbox, FormCurrencyField, FormTextField } from '../../../components/form-fields';
import { useCaptions } from '../../../lib/captions';
import { formatMoneyInput, normalizeMoney } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import type { VendorLine } from '../api/types';
import { updateVendorLine } from '../api/update-vendor-line';

const editSchema = z.object({
  paidbycc: z.boolean(),
  quoteonly: z.boolean(),
  quotedamount: z.string().refine((value) => normalizeMoney(value) !== null, 'Quoted Amount is invalid.'),
  invnumber: z.string().max(100, 'At most 100 characters.'),
  note: z.string().max(4000, 'At most 4000 characters.'),
});
type EditValues = z.infer<typeof editSchema>;
const NO_VALUES: EditValues = {
  paidbycc: false,
  quoteonly: false,
  quotedamount: '',
  invnumber: '',
  note: '',
};

const valuesOf = (line: VendorLine): EditValues => ({
  paidbycc: line.paidbycc,
  quoteonly: line.quoteonly,
  quotedamount: formatMoneyInput(line.quotedamount),
  invnumber: line.invnumber ?? '',
  note: line.note ?? '',
});

type Props = { line: VendorLine | null; onClose: () => void; onSaved: () => void };

/** The Vendor tab's edit form (spec B section 2): PUT /workorder/updatevendor, 'Vendor Saved'. */
export function EditVendorLineDialog({ line, onClose, onSaved }: Props) {
  const toast = useToast();
  const caption = useCaptions();
  const c = (field: string, fallback: string) => caption('workordervendor', field, fallback);
  const defaultValues = useMemo(() => (line ? valuesOf(line) : undefined), [line]);

  const handleSubmit = async (values: EditValues) => {
    if (!line) return;
    await updateVendorLine({
      id: line.id,
      paidbycc: values.paidbycc,
      quoteonly: values.quoteonly,
      // Empty is no amount (0), as the API reads it.
      quotedamount: normalizeMoney(values.quotedamount) || null,
      invnumber: values.invnumber.trim() || null,
      note: values.note.trim() || null,
    });
    toast('Vendor Saved', 'success');
    onSaved();
    onClose();
  };

  return (
    <FormDialog<EditValues>
      isOpen={line !== null}
      title={line ? `Edit ${line.vendorname}` : 'Edit Vendor'}
      width={520}
      schema={editSchema}
      defaultValues={defaultValues ?? NO_VALUES}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
            <FormCheckbox control={control} name="paidbycc" label="Paid by Credit Card" />
            <FormCheckbox control={control} name="quoteonly" label={c('quoteonly', 'Quote Only')} />
          </Box>
          <FormCurrencyField control={control} name="quotedamount" label="Quoted Amount" />
          <FormTextField control={control} name="invnumber" label={c('invnumber', 'Invoice Number')} />
          <FormTextField
            control={control}
            name="note"
            label={c('note', 'Note')}
            multiline
            minRows={2}
            maxRows={6}
          />
        </Box>
      )}
    </FormDialog>
  );
}
