import { Box } from '@mui/material';
import { useMemo } from 'react';
import { FormDialog } from '../form-dialog';
import { FormTextField } from '../form-fields';
import { useToast } from '../../lib/toast';
import { useUpdateScheduleDate } from './api/update-schedule-date';
import { FormDateField } from './date-field';
import { scheduleDateSchema, toApiDate, toPickerDate, type ScheduleDateValues } from './schemas';
import type { WorkOrderActionRow } from './types';
import { WorkOrderCaption } from './work-order-caption';

export type ScheduleDateDialogProps = {
  isOpen: boolean;
  row: Pick<WorkOrderActionRow, 'id' | 'wonumber' | 'scheduledate'>;
  onClose: () => void;
  /** Called after the date was saved, e.g. to refetch the grid. */
  onSaved?: () => void;
};

/** 'Update Schedule Date' (spec A section 5, 400x300): date and reason both required. */
export function ScheduleDateDialog({ isOpen, row, onClose, onSaved }: ScheduleDateDialogProps) {
  const toast = useToast();
  const update = useUpdateScheduleDate();
  const defaultValues = useMemo<ScheduleDateValues>(
    () => ({ scheduledate: toPickerDate(row.scheduledate), reason: '' }),
    [row.scheduledate],
  );

  const handleSubmit = async (values: ScheduleDateValues) => {
    await update.mutateAsync({
      id: row.id,
      scheduledate: toApiDate(values.scheduledate!),
      reason: values.reason.trim(),
    });
    toast('Schedule Date Updated', 'success');
    onSaved?.();
    onClose();
  };

  return (
    <FormDialog<ScheduleDateValues>
      isOpen={isOpen}
      title="Update Schedule Date"
      width={400}
      height={300}
      schema={scheduleDateSchema}
      defaultValues={defaultValues}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <WorkOrderCaption wonumber={row.wonumber} />
          <FormDateField control={control} name="scheduledate" label="Schedule Date" isRequired />
          <FormTextField control={control} name="reason" label="Reason" required />
        </Box>
      )}
    </FormDialog>
  );
}
