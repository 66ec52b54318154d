import { Box, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { FormAutocomplete, FormPhoneField, FormTextField } from '../../components/form-fields';
import { useStateOptions } from '../../components/geography-picker';
import { useCaptions } from '../../lib/captions';
import { formatDateTime } from '../../lib/format';
import { useToast } from '../../lib/toast';
import {
  addJobSite,
  jobSiteKeys,
  updateJobSite,
  useJobSite,
  type JobSite,
  type JobSiteRow,
} from './api/job-sites-api';
import type { JOB_SITE_TEXT_FIELDS } from './job-site-form';
import {
  EMPTY_JOB_SITE,
  jobSiteFieldsOf,
  jobSiteFormSchema,
  jobSiteFormValuesOf,
  requiredJobSiteFields,
  type JobSiteFormValues,
  type JobSiteRules,
} from './job-site-form';

type TextField = (typeof JOB_SITE_TEXT_FIELDS)[number];
import { ProceduresField } from './procedures-field';

export type JobSiteDialogProps = {
  /** undefined: closed; null: a new site of `customerid`; a site or a list row: that site, read by getjobsite. */
  jobSite: JobSite | JobSiteRow | null | undefined;
  /** The customer a new site belongs to. */
  customerid?: number;
  /** 'list' adds phone, contact person and e-mail to the required fields (spec A section 5). */
  rules?: JobSiteRules;
  /** View: the site without Save. */
  isReadOnly?: boolean;
  /** Spec C's job-site popup is 600x800; the Customers list's row editor 800x500 (spec A section 9). */
  width?: number;
  height?: number;
  onClose: () => void;
  onSaved?: (site: JobSite) => void;
};

/**
 * The job-site popup (spec A "Job-site list and imports", section 5; spec C 2.3): add, edit or view one
 * site with its procedures. Shared by the job-site list and the customer editor's Job Sites tab (decision 150).
 */
export function JobSiteDialog({
  jobSite,
  customerid,
  rules = 'popup',
  isReadOnly = false,
  width = 600,
  height = 800,
  onClose,
  onSaved,
}: JobSiteDialogProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const caption = useCaptions();
  const label = useMemo(() => (field: string) => caption('customerjobsite', field), [caption]);
  const schema = useMemo(() => jobSiteFormSchema(rules, label), [rules, label]);
  const required = useMemo(() => new Set<string>(requiredJobSiteFields(rules)), [rules]);
  const states = useStateOptions();
  const stateOptions = useMemo(
    () => (states.data ?? []).map((state) => ({ value: state.statecode, label: state.statecode })),
    [states.data],
  );
  // The popup shows the site as GET /jobsites/getjobsite answers it; a list row stands in until then.
  const detail = useJobSite(jobSite ? jobSite.id : null);
  const site = jobSite ? (detail.data ?? jobSite) : null;
  const defaults = useMemo(() => (site ? jobSiteFormValuesOf(site) : EMPTY_JOB_SITE), [site]);

  const handleSubmit = async (values: JobSiteFormValues) => {
    const { procedures, ...rest } = jobSiteFieldsOf(values);
    // Procedures sent replace the site's list (decision 148): a row's, not yet read, are left alone.
    const fields = site && !detail.data ? rest : { ...rest, procedures };
    let saved: JobSite;
    if (site) {
      saved = await updateJobSite({ id: site.id, ...fields });
      toast('Updated!', 'success');
    } else {
      if (!customerid) throw new Error('Choose a customer first.');
      saved = await addJobSite({ customerid, ...fields });
      toast('Jobsite Added!', 'success');
    }
    await queryClient.invalidateQueries({ queryKey: jobSiteKeys.root });
    onSaved?.(saved);
    onClose();
  };

  return (
    <FormDialog<JobSiteFormValues>
      isOpen={jobSite !== undefined}
      title={site ? (isReadOnly ? 'Job Site' : 'Edit Job Site') : 'Add Job Site'}
      width={width}
      height={height}
      schema={schema}
      defaultValues={defaults}
      onSubmit={handleSubmit}
      onClose={onClose}
      isReadOnly={isReadOnly}
    >
      {({ control }) => {
        const field = (name: TextField, extra: { multiline?: boolean; type?: string } = {}) => (
          <FormTextField
            key={name}
            control={control}
            name={name}
            label={label(name)}
            required={required.has(name)}
            slotProps={{ input: { readOnly: isReadOnly } }}
            {...extra}
          />
        );
        return (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
            {field('jobsite')}
            {field('postalcode')}
            <Box sx={{ gridColumn: '1 / -1' }}>{field('jobsitedescription', { multiline: true })}</Box>
            {field('streetaddress')}
            {field('streetaddress2')}
            {field('city')}
            <FormAutocomplete
              control={control}
              name="statecode"
              label={label('statecode')}
              options={stateOptions}
              isLoading={states.isLoading}
              isReadOnly={isReadOnly}
              isRequired
            />
            <FormPhoneField
              control={control}
              name="phone"
              label={label('phone')}
              isAreaCodeRestricted
              isReadOnly={isReadOnly}
              isRequired={required.has('phone')}
            />
            {field('contactperson')}
            <Box sx={{ gridColumn: '1 / -1' }}>{field('email', { type: 'email' })}</Box>
            <Box sx={{ gridColumn: '1 / -1' }}>{field('specialprocedure', { multiline: true })}</Box>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <ProceduresField
                control={control}
                label={label('procedures')}
                itemLabel={label('procedure')}
                isReadOnly={isReadOnly}
              />
            </Box>
            {detail.data ? (
              <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
                Created {formatDateTime(detail.data.createdDate)} · Updated{' '}
                {formatDateTime(detail.data.updatedDate)}
              </Typography>
            ) : null}
          </Box>
        );
      }}
    </FormDialog>
  );
}
