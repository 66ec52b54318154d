import { Stack } from '@mui/material';
import { z } from 'zod';
import { FormDialog } from '../form-dialog';
import { FormCheckbox, FormTextField } from '../form-fields';

export const newViewSchema = z.object({
  viewName: z.string().trim().min(1, 'View Name is required.').max(100, 'View Name is too long.'),
  isDefault: z.boolean(),
});
export type NewViewValues = z.infer<typeof newViewSchema>;

// 'Set as default' is checked by default (spec A section 4 "Saving a view").
const DEFAULT_VALUES: NewViewValues = { viewName: '', isDefault: true };

export type NewViewDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  onSave: (values: NewViewValues) => Promise<void>;
};

/** The Save view popup, 500x300 (spec A section 9). */
export function NewViewDialog({ isOpen, onClose, onSave }: NewViewDialogProps) {
  return (
    <FormDialog<NewViewValues>
      isOpen={isOpen}
      title="New View"
      width={500}
      height={300}
      schema={newViewSchema}
      defaultValues={DEFAULT_VALUES}
      onSubmit={onSave}
      onClose={onClose}
    >
      {({ control }) => (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormTextField
            control={control}
            name="viewName"
            label="View Name"
            placeholder="Enter New View Name"
            autoFocus
          />
          <FormCheckbox control={control} name="isDefault" label="Set as default" />
        </Stack>
      )}
    </FormDialog>
  );
}
