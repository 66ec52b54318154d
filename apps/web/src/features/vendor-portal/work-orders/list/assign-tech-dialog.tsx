import { Box, TextField } from '@mui/material';
import { z } from 'zod';
import { FormDialog } from '../../../../components/form-dialog';
import { FormSelect } from '../../../../components/form-fields';
import { useToast } from '../../../../lib/toast';
import { assignPortalTech } from '../api/portal-work-order';
import { NO_TECHS, useTechOptions } from '../tech-options';

const assignSchema = z.object({
  techauthid: z.string().refine((value) => value !== '', { message: 'Assigned Tech is required.' }),
});
type AssignValues = z.infer<typeof assignSchema>;

export type AssignTechDialogProps = {
  row: { id: number; wonumber: string } | null;
  onClose: () => void;
  onSaved: () => void;
};

/** Assign Tech (spec C 2.8): read-only Work Order #, Assigned Tech (the vendor's techs by name, value user_id). */
export function AssignTechDialog({ row, onClose, onSaved }: AssignTechDialogProps) {
  const toast = useToast();
  const techs = useTechOptions(row !== null);

  const handleSubmit = async ({ techauthid }: AssignValues) => {
    if (!row) return;
    const saved = await assignPortalTech({ workorderid: row.id, techauthid });
    toast(`Assigned Tech: ${saved.techname ?? ''}`.trim(), 'success');
    onSaved();
    onClose();
  };

  return (
    <FormDialog<AssignValues>
      isOpen={row !== null}
      title="Assign Tech"
      width={400}
      height={300}
      schema={assignSchema}
      defaultValues={{ techauthid: '' }}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {(form) => (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <TextField
            label="Work Order #"
            size="small"
            value={row?.wonumber ?? ''}
            slotProps={{ input: { readOnly: true } }}
          />
          <FormSelect
            control={form.control}
            name="techauthid"
            label="Assigned Tech"
            isRequired
            options={techs.options}
            isLoading={techs.isLoading}
            helperText={techs.isEmpty ? NO_TECHS : undefined}
          />
        </Box>
      )}
    </FormDialog>
  );
}
