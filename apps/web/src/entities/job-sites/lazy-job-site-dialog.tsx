import { lazy, Suspense, useState } from 'react';
import type { JobSiteDialogProps } from './job-site-dialog';

const FormJobSiteDialog = lazy(() => import('./job-site-dialog').then((m) => ({ default: m.JobSiteDialog })));

/**
 * The job-site popup as the screens use it: its form (react-hook-form, zod, the procedures editor) loads when
 * it first opens, not with the grid that offers it, and stays mounted from then on so it closes with its
 * transition (docs/decisions/197).
 */
export function JobSiteDialog(props: JobSiteDialogProps) {
  const isOpen = props.jobSite !== undefined;
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <FormJobSiteDialog {...props} />
    </Suspense>
  );
}
