import { useUpdateScheduleDate } from './api/update-schedule-date';
import { DateChangeDialog } from './date-change-dialog';
import type { WorkOrderActionRow } from './types';

export type ScheduleDateDialogProps = {
  isOpen: boolean;
  row: Pick<WorkOrderActionRow, 'id' | 'wonumber' | 'scheduledate'>;
  onClose: () => void;
  /** Called after the date was saved, e.g. to refetch the grid. */
  onSaved?: () => void;
};

/** 'Update Schedule Date' (spec A section 5, 400x300): date and reason both required. */
export function ScheduleDateDialog({ isOpen, row, onClose, onSaved }: ScheduleDateDialogProps) {
  const update = useUpdateScheduleDate();
  return (
    <DateChangeDialog
      isOpen={isOpen}
      title="Update Schedule Date"
      label="Schedule Date"
      isReasonRequired
      wonumber={row.wonumber}
      current={row.scheduledate}
      save={({ date, reason }) => update.mutateAsync({ id: row.id, scheduledate: date, reason })}
      successMessage="Schedule Date Updated"
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
