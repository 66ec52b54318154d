import { useUpdateFollowUpDate } from './api/update-follow-up-date';
import { DateChangeDialog } from './date-change-dialog';
import type { WorkOrderActionRow } from './types';

export type FollowUpDateDialogProps = {
  isOpen: boolean;
  /** `promisedate` is the follow-up date (its caption is Follow-up Date, spec A). */
  row: Pick<WorkOrderActionRow, 'id' | 'wonumber' | 'promisedate'>;
  onClose: () => void;
  onSaved?: () => void;
};

/** 'Update Follow-up Date' (spec A section 5, sized like the schedule popup): date required, reason optional. */
export function FollowUpDateDialog({ isOpen, row, onClose, onSaved }: FollowUpDateDialogProps) {
  const update = useUpdateFollowUpDate();
  return (
    <DateChangeDialog
      isOpen={isOpen}
      title="Update Follow-up Date"
      label="Follow-up Date"
      isReasonRequired={false}
      wonumber={row.wonumber}
      current={row.promisedate}
      save={({ date, reason }) => update.mutateAsync({ id: row.id, followupdate: date, reason })}
      successMessage="Follow-up Date Updated"
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
