import { Box } from '@mui/material';
import { useMemo } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { FormAutocomplete } from '../../components/form-fields';
import { useToast } from '../../lib/toast';
import { useDispatchers } from './api/get-dispatchers';
import { useReassignDispatcher } from './api/reassign-dispatcher';
import type { ReassignValues } from './schemas';
import type { WorkOrderActionRow } from './types';
import { WorkOrderCaption } from './work-order-caption';

export type ReassignDispatcherDialogProps = {
  isOpen: boolean;
  row: Pick<WorkOrderActionRow, 'id' | 'wonumber' | 'dispatcherid'>;
  onClose: () => void;
  onSaved?: () => void;
};

const EMPTY: ReassignValues = { userid: null };

/** 'Reassign Dispatcher' (spec A section 5, 450x250): one dispatcher, required. */
export function ReassignDispatcherDialog({ isOpen, row, onClose, onSaved }: ReassignDispatcherDialogProps) {
  const toast = useToast();
  const reassign = useReassignDispatcher();
  const dispatchers = useDispatchers(isOpen);
  const options = useMemo(
    () =>
      (dispatchers.data ?? [])
        .filter((dispatcher) => dispatcher.id !== row.dispatcherid)
        .map((dispatcher) => ({ value: dispatcher.id, label: dispatcher.fullname })),
    [dispatchers.data, row.dispatcherid],
  );
  const current = dispatchers.data?.find((dispatcher) => dispatcher.id === row.dispatcherid);

  const handleSubmit = async (values: ReassignValues) => {
    try {
      await reassign.mutateAsync({ workorderid: row.id, userid: values.userid! });
    } catch (error) {
      toast('Failed to Update Dispatcher', 'error');
      throw error;
    }
    toast('Updated Dispatcher', 'success');
    onSaved?.();
    onClose();
  };

  return (
    <FormDialog<ReassignValues>
      isOpen={isOpen}
      title="Reassign Dispatcher"
      width={450}
      height={250}
      schema={() => import('./schemas').then((schemas) => schemas.reassignSchema)}
      defaultValues={EMPTY}
      onSubmit={handleSubmit}
      onClose={onClose}
      submitLabel="Reassign"
    >
      {({ control }) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <WorkOrderCaption
            wonumber={row.wonumber}
            detail={current ? `Dispatcher: ${current.fullname}` : undefined}
          />
          <FormAutocomplete
            control={control}
            name="userid"
            label="Dispatcher"
            options={options}
            isLoading={dispatchers.isLoading}
          />
        </Box>
      )}
    </FormDialog>
  );
}
