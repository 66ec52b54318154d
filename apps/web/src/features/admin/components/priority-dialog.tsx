import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-fields';
import type { DispatchVendor } from '../types';
import { priorityFormSchema, type PriorityForm } from './priority-form';

export type PriorityDialogProps = {
  vendor: DispatchVendor | null;
  onSave: (vendor: DispatchVendor, priority: number) => Promise<void>;
  onClose: () => void;
};

/** Change Priority: one vendor's new place in its trade's list (PUT /admin/updatedispatchvendor). */
export function PriorityDialog({ vendor, onSave, onClose }: PriorityDialogProps) {
  const defaultValues = useMemo<PriorityForm>(() => ({ priority: String(vendor?.priority ?? '') }), [vendor]);
  return (
    <FormDialog<PriorityForm>
      isOpen={vendor !== null}
      title="Change Priority"
      width={420}
      schema={priorityFormSchema}
      defaultValues={defaultValues}
      onSubmit={(values) => onSave(vendor!, Number(values.priority))}
      onClose={onClose}
    >
      {(form) => (
        <>
          <Typography sx={{ mb: 2 }}>{vendor?.name}</Typography>
          <FormTextField
            control={form.control}
            name="priority"
            label="Priority"
            autoFocus
            helperText="1 is tried first; 0 removes the vendor. A vendor holding the priority moves down one."
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </>
      )}
    </FormDialog>
  );
}
