import { lazyPopup } from '../../components/lazy-popup';
import type { JobSiteDialogProps } from './job-site-dialog';

/**
 * The job-site popup as the screens use it: its form (react-hook-form, zod, the procedures editor) loads when
 * it first opens, not with the grid that offers it (docs/decisions/197).
 */
export const JobSiteDialog = lazyPopup<JobSiteDialogProps>(
  () => import('./job-site-dialog').then((m) => m.JobSiteDialog),
  (props) => props.jobSite !== undefined,
);
