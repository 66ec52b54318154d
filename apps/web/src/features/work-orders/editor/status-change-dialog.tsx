import { NOTE_TYPE, STATUS } from '@dispatchwise/shared';
import { Box } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import {
  FormAutocomplete,
  FormCheckbox,
  FormDateField,
  FormTextField,
} from '../../../components/form-fields';
import { WorkOrderCaption } from '../../../entities/work-orders/work-order-caption';
import { useDispatchers } from '../../../entities/work-orders/api/get-dispatchers';
import { toApiDate, toPickerDate } from '../../../entities/work-orders/form-values';
import { useCaptions } from '../../../lib/captions';
import { useToast } from '../../../lib/toast';
import { useUpdateWorkOrderStatus } from '../api/update-work-order-status';
import type { WorkOrderDetail } from '../api/work-order-types';
import type { StatusChangeValues } from './status-change-schema';

export type StatusTarget = { id: number; name: string };

export type StatusChangeDialogProps = {
  workOrder: Pick<WorkOrderDetail, 'id' | 'wonumber' | 'status' | 'scheduledate' | 'promisedate'>;
  /** The status picked in the select; null keeps the popup closed. */
  target: StatusTarget | null;
  onClose: () => void;
  onSaved: (workOrder: WorkOrderDetail) => void;
};

/**
 * Spec B section 4: picking a status opens this popup; picking Cancelled (6) opens the cancellation
 * variant. Nothing changes until it is saved (POST /workorder/updateworkorderstatus).
 */
export function StatusChangeDialog({ workOrder, target, onClose, onSaved }: StatusChangeDialogProps) {
  const toast = useToast();
  const caption = useCaptions();
  const updateStatus = useUpdateWorkOrderStatus();
  const isOpen = target !== null;
  const isCancel = target?.id === STATUS.Cancelled;
  const dispatchers = useDispatchers(isOpen);
  const userOptions = useMemo(
    () => (dispatchers.data ?? []).map((user) => ({ value: user.id, label: user.fullname })),
    [dispatchers.data],
  );
  const schema = useCallback(
    () => import('./status-change-schema').then((module) => module.statusChangeSchema(isCancel)),
    [isCancel],
  );
  const defaultValues = useMemo<StatusChangeValues>(
    () => ({
      note: '',
      cancelreason: '',
      emailuserids: [],
      notifycustomer: false,
      scheduledate: toPickerDate(workOrder.scheduledate),
      promisedate: toPickerDate(workOrder.promisedate),
    }),
    // A new pick (or the same one again after a cancel) opens a blank popup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [target, workOrder.scheduledate, workOrder.promisedate],
  );

  const handleSubmit = async (values: StatusChangeValues) => {
    if (!target) return;
    const saved = await updateStatus.mutateAsync({
      workorderid: workOrder.id,
      statusid: target.id,
      note: values.note.trim(),
      type: NOTE_TYPE.Internal,
      emailuserids: values.emailuserids,
      notifycustomer: values.notifycustomer,
      // The cancellation popup does not move the dates.
      scheduledate: !isCancel && values.scheduledate ? toApiDate(values.scheduledate) : null,
      promisedate: !isCancel && values.promisedate ? toApiDate(values.promisedate) : null,
      cancelreason: isCancel ? values.cancelreason.trim() : null,
    });
    toast('Status updated', 'success');
    onSaved(saved);
    onClose();
  };

  return (
    <FormDialog<StatusChangeValues>
      isOpen={isOpen}
      title={isCancel ? 'Cancel Work Order' : 'Change Status'}
      width={600}
      height={isCancel ? 480 : 520}
      schema={schema}
      defaultValues={defaultValues}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr' }}>
          <Box sx={{ gridColumn: '1 / -1', mb: -0.5 }}>
            <WorkOrderCaption
              wonumber={workOrder.wonumber}
              detail={target ? `${workOrder.status} → ${target.name}` : undefined}
            />
          </Box>
          {isCancel ? (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <FormTextField
                control={control}
                name="cancelreason"
                label="Cancellation Reason"
                required
                multiline
                minRows={2}
                maxRows={4}
                autoFocus
              />
            </Box>
          ) : null}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField
              control={control}
              name="note"
              label="Note"
              required={!isCancel}
              multiline
              minRows={2}
              maxRows={5}
              autoFocus={!isCancel}
            />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormAutocomplete
              control={control}
              name="emailuserids"
              label="Users to E-mail"
              options={userOptions}
              isMultiple
              isLoading={dispatchers.isLoading}
            />
          </Box>
          {isCancel ? null : (
            <>
              <FormDateField
                control={control}
                name="scheduledate"
                label={caption('workorder', 'scheduledate', 'Schedule Date')}
              />
              <FormDateField
                control={control}
                name="promisedate"
                label={caption('workorder', 'promisedate', 'Follow-up Date')}
              />
            </>
          )}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormCheckbox control={control} name="notifycustomer" label="Notify Customer" />
          </Box>
        </Box>
      )}
    </FormDialog>
  );
}
