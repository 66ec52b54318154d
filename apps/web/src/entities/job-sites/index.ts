// Job-site pieces shared by the job-site list and the customer editor's Job Sites tab (decision 150).
// The popup loads its form on first opening (docs/decisions/197).
export { JobSiteDialog } from './lazy-job-site-dialog';
export type { JobSiteDialogProps } from './job-site-dialog';
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
export type { JobSiteFormValues, JobSiteRules } from './job-site-form';
// The customer filter of the job-site list and the customer imports.
export { CustomerPicker, useCustomerChoices, type CustomerChoice } from './customer-picker';
