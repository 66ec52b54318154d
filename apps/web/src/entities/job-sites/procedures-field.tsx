import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import { Box, Button, IconButton, Typography } from '@mui/material';
import { useFieldArray, type Control } from 'react-hook-form';
import { FormTextField } from '../../components/form-fields';
import { Tooltip } from '../../components/tooltip';
import type { JobSiteFormValues } from './job-site-form';

type Props = { control: Control<JobSiteFormValues>; label: string; itemLabel: string; isReadOnly: boolean };

/** A job site's procedures (spec C 2.3 "a list of procedures ({procedure})"): one line each, added and removed. */
export function ProceduresField({ control, label, itemLabel, isReadOnly }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'procedures' });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2">{label}</Typography>
        {isReadOnly ? null : (
          <Button size="small" startIcon={<Add />} onClick={() => append({ procedure: '' })}>
            Add Procedure
          </Button>
        )}
      </Box>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No procedures.
        </Typography>
      ) : null}
      {fields.map((field, index) => (
        <Box key={field.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <FormTextField
            control={control}
            name={`procedures.${index}.procedure`}
            label={`${itemLabel} ${index + 1}`}
            multiline
            slotProps={{ input: { readOnly: isReadOnly } }}
          />
          {isReadOnly ? null : (
            <Tooltip title="Remove">
              <IconButton aria-label={`Remove ${itemLabel} ${index + 1}`} onClick={() => remove(index)}>
                <Delete fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      ))}
    </Box>
  );
}
