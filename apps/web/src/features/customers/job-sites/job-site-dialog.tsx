import { JOB_SITE_MESSAGES, jobSiteCaption } from '@dispatchwise/shared';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Box, Button, IconButton, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormPhoneField, FormSelect, FormTextField } from '../../../components/form-fields';
import { useStateOptions } from '../../../components/geography-picker';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { addJobSite, updateJobSite, type JobSite } from './api/job-sites-api';
import {
  EMPTY_JOB_SITE,
  jobSiteFormSchema,
  toAddJobSiteInput,
  toJobSiteFormValues,
  toUpdateJobSiteInput,
  type JobSiteFormValues,
} from './job-site-form';

/** The editor's Job Sites popup is 600x800; the Customers list's view/edit popup 800x500 (spec A, C 2.3). */
export const JOB_SITE_POPUP = {
  tab: { width: 600, height: 800 },
  list: { width: 800, height: 500 },
} as const;

export type JobSiteDialogState =
  { mode: 'add'; customerid: number } | { mode: 'edit' | 'view'; site: JobSite } | null;

type Props = {
  state: JobSiteDialogState;
  size: { width: number; height: number };
  onClose: () => void;
  /** After a save: the site as the API answered it. */
  onSaved: (site: JobSite) => void;
};

function ProceduresField({
  form,
  isReadOnly,
}: {
  form: UseFormReturn<JobSiteFormValues>;
  isReadOnly: boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'procedures' });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          Procedures
        </Typography>
        {isReadOnly ? null : (
          <Button size="small" startIcon={<Add />} onClick={() => append({ procedure: '' })}>
            Add Procedure
          </Button>
        )}
      </Box>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No procedures
        </Typography>
      ) : null}
      {fields.map((item, index) => (
        <Box key={item.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <FormTextField
            control={form.control}
            name={`procedures.${index}.procedure`}
            label={`Procedure ${index + 1}`}
            multiline
            minRows={1}
            slotProps={{ input: { readOnly: isReadOnly } }}
          />
          {isReadOnly ? null : (
            <IconButton aria-label={`Remove procedure ${index + 1}`} onClick={() => remove(index)}>
              <DeleteOutline />
            </IconButton>
          )}
        </Box>
      ))}
    </Box>
  );
}

/**
 * A job site's add/edit/view popup (spec C 2.3 Job Sites tab, spec A "Customers list"): the six required
 * fields, the phone mask +1 (X00) 000-0000 ("The phone must have a correct USA phone format"), contact,
 * e-mail, special procedure and procedures; 'Jobsite Added!' / 'Updated!'.
 */
export function JobSiteDialog({ state, size, onClose, onSaved }: Props) {
  const toast = useToast();
  const states = useStateOptions();
  const stateOptions = useMemo(
    () => (states.data ?? []).map((item) => ({ value: item.statecode, label: item.statecode })),
    [states.data],
  );
  const site = state && state.mode !== 'add' ? state.site : null;
  const isReadOnly = state?.mode === 'view';
  const defaultValues = useMemo(() => (site ? toJobSiteFormValues(site) : EMPTY_JOB_SITE), [site]);
  const label = (field: keyof JobSiteFormValues) => jobSiteCaption(field);
  const readOnly = { input: { readOnly: isReadOnly } };

  const handleSubmit = async (values: JobSiteFormValues) => {
    if (!state || state.mode === 'view') return;
    const saved =
      state.mode === 'add'
        ? await addJobSite(toAddJobSiteInput(state.customerid, values))
        : await updateJobSite(toUpdateJobSiteInput(state.site.id, values));
    toast(state.mode === 'add' ? JOB_SITE_MESSAGES.added : JOB_SITE_MESSAGES.updated, 'success');
    onSaved(saved);
    onClose();
  };

  const title = !state
    ? ''
    : state.mode === 'add'
      ? 'Add Job Site'
      : `${state.mode === 'view' ? 'Job Site' : 'Edit Job Site'}: ${state.site.jobsite}`;

  return (
    <FormDialog<JobSiteFormValues>
      isOpen={state !== null}
      title={title}
      width={size.width}
      height={size.height}
      schema={jobSiteFormSchema}
      defaultValues={defaultValues}
      onSubmit={handleSubmit}
      onClose={onClose}
      isReadOnly={isReadOnly}
    >
      {(form) => {
        const { control } = form;
        const text = (name: keyof JobSiteFormValues, isRequired = false) => (
          <FormTextField
            control={control}
            name={name}
            label={label(name)}
            required={isRequired}
            slotProps={readOnly}
          />
        );
        return (
          <Box sx={{ display: 'grid', gap: 1.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {text('jobsite', true)}
            {text('jobsitedescription', true)}
            {text('streetaddress', true)}
            {text('streetaddress2')}
            {text('city', true)}
            <FormSelect
              control={control}
              name="statecode"
              label={label('statecode')}
              options={stateOptions}
              isRequired
              isReadOnly={isReadOnly}
            />
            {text('postalcode', true)}
            <FormPhoneField
              control={control}
              name="phone"
              label={label('phone')}
              isAreaCodeRestricted
              isReadOnly={isReadOnly}
            />
            {text('contactperson')}
            {text('email')}
            <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
              <FormTextField
                control={control}
                name="specialprocedure"
                label={label('specialprocedure')}
                multiline
                minRows={2}
                slotProps={readOnly}
              />
              <ProceduresField form={form} isReadOnly={isReadOnly} />
              {site ? (
                <Typography variant="caption" color="text.secondary">
                  Created {formatDate(site.createdDate)} · Updated {formatDate(site.updatedDate)}
                </Typography>
              ) : null}
            </Box>
          </Box>
        );
      }}
    </FormDialog>
  );
}
