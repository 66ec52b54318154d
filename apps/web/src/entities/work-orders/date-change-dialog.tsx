import { Box } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { useToast } from '../../lib/toast';
import { FormDateField } from '../../components/form-fields';
import { toApiDate, toPickerDate } from './form-values';
import type { DateChangeValues } from './schemas';
import { WorkOrderCaption } from './work-order-caption';

export type DateChangeDialogProps = {
  isOpen: boolean;
  title: string;
  /** The field's caption, also the start of its required message ('{label} is required.'). */
  label: string;
  isReasonRequired: boolean;
  wonumber: string;
  current: string | null | undefined;
  save: (input: { date: string; reason: string }) => Promise<unknown>;
  successMessage: string;
  onClose: () => void;
  onSaved?: () => void;
};

/** One popup for a work-order date with a reason (spec A section 5, 400x300): schedule and follow-up. */
export function DateChangeDialog(props: DateChangeDialogProps) {
  const {
    isOpen,
    title,
    label,
    isReasonRequired,
    wonumber,
    current,
    save,
    successMessage,
    onClose,
    onSaved,
  } = props;
  const toast = useToast();
  const schema = useCallback(
    () =>
      import('./schemas').then((schemas) =>
        schemas.dateChangeSchema({ dateMessage: `${label} is required.`, isReasonRequired }),
      ),
    [label, isReasonRequired],
  );
  const defaultValues = useMemo<DateChangeValues>(
    () => ({ date: toPickerDate(current), reason: '' }),
    [current],
  );

  const handleSubmit = async (values: DateChangeValues) => {
    await save({ date: toApiDate(values.date!), reason: values.reason.trim() });
    toast(successMessage, 'success');
    onSaved?.();
    onClose();
  };

  return (
    <FormDialog<DateChangeValues>
      isOpen={isOpen}
      title={title}
      width={400}
      height={300}
      schema={schema}
      defaultValues={defaultValues}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <WorkOrderCaption wonumber={wonumber} />
          <FormDateField control={control} name="date" label={label} isRequired />
          <FormTextField control={control} name="reason" label="Reason" required={isReasonRequired} />
        </Box>
      )}
    </FormDialog>
  );
}
