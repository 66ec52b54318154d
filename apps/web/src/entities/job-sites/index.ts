// Job-site pieces shared by the job-site list and the customer editor's Job Sites tab (decision 150).
export { JobSiteDialog, type JobSiteDialogProps } from './job-site-dialog';
export {
  addJobSite,
  getJobSite,
  jobSiteKeys,
  removeJobSite,
  updateJobSite,
  useJobSite,
  jobSitesFetcher,
  type AddJobSiteInput,
  type JobSite,
  type JobSiteRow,
  type RemovedJobSite,
  type UpdateJobSiteInput,
} from './api/job-sites-api';
export {
  EMPTY_JOB_SITE,
  jobSiteFieldsOf,
  jobSiteFormSchema,
  jobSiteFormValuesOf,
  requiredJobSiteFields,
  type JobSiteFormValues,
  type JobSiteRules,
} from './job-site-form';
// The customer filter of the job-site list and the customer imports.
export { CustomerPicker, useCustomerChoices, type CustomerChoice } from './customer-picker';
