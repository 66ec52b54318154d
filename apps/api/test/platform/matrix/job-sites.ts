import type { Entry } from './builders';

/** The job sites and the customer imports (issue 13). */
export const JOB_SITE_MATRIX: Record<string, Entry> = {};
