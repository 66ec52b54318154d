import { Box } from '@mui/material';
import { useMemo } from 'react';
import { FormDialog } from '../form-dialog';
import { FormTextField } from '../form-fields';
import { useToast } from '../../lib/toast';
import { useUpdateFollowUpDate } from './api/update-follow-up-date';
import { FormDateField } from './date-field';
import { followUpDateSchema, toApiDate, toPickerDate, type FollowUpDateValues } from './schemas';
import type { WorkOrderActionRow } from './types';
import { WorkOrderCaption } from './work-order-caption';

export type FollowUpDateDialogProps = {
  isOpen: boolean;
  /** `promisedate` is the follow-up date (its caption is Follow-up Date, spec A). */
  row: Pick<WorkOrderActionRow, 'id' | 'wonumber' | 'promisedate'>;
  onClose: () => void;
  onSaved?: () => void;
};

/** 'Update Follow-up Date' (spec A section 5, sized like the schedule popup): date required, reason optional. */
export function FollowUpDateDialog({ isOpen, row, onClose, onSaved }: FollowUpDateDialogProps) {
  const toast = useToast();
  const update = useUpdateFollowUpDate();
  const defaultValues = useMemo<FollowUpDateValues>(
    () => ({ followupdate: toPickerDate(row.promisedate), reason: '' }),
    [row.promisedate],
  );

  const handleSubmit = async (values: FollowUpDateValues) => {
    await update.mutateAsync({
      id: row.id,
      followupdate: toApiDate(values.followupdate!),
      reason: values.reason.trim(),
    });
    toast('Follow-up Date Updated', 'success');
    onSaved?.();
    onClose();
  };

  return (
    <FormDialog<FollowUpDateValues>
      isOpen={isOpen}
      title="Update Follow-up Date"
      width={400}
      height={300}
      schema={followUpDateSchema}
      defaultValues={defaultValues}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <WorkOrderCaption wonumber={row.wonumber} />
          <FormDateField control={control} name="followupdate" label="Follow-up Date" isRequired />
          <FormTextField control={control} name="reason" label="Reason" />
        </Box>
      )}
    </FormDialog>
  );
}
