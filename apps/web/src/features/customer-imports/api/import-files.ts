import type { ImportReport } from '@dispatchwise/shared';
import { downloadFile, uploadFile } from '../../../lib/http';

// The customer imports' calls (spec A section 7 "Customers, job sites, vendors"; contracts/imports.ts).

/** The sample sheet's name (spec A section 9). */
export const JOB_SITE_SAMPLE_SHEET = 'JobsiteSampleWorksheet.xlsx';

/** POST /api/jobsites/downloadsamplesheet: the job-site sheet with its headings and an example row. */
export const downloadJobSiteSampleSheet = () =>
  downloadFile('/api/jobsites/downloadsamplesheet', JOB_SITE_SAMPLE_SHEET, { method: 'POST' });

type ImportOptions = { customerid: number; file: File; onProgress: (fraction: number) => void };

// The screen shows a failure in place, so the http client does not toast it too.

/** POST /api/jobsites/importjobsites?customerid (multipart FormFile + FileName): one .xlsx. */
export const importJobSites = ({ customerid, file, onProgress }: ImportOptions) =>
  uploadFile<ImportReport>('/api/jobsites/importjobsites', file, {
    params: { customerid },
    onProgress,
    isSilent: true,
  });

/** POST /api/customer/rate/import?customerid (multipart FormFile + FileName): one .csv of rates. */
export const importTradeRates = ({ customerid, file, onProgress }: ImportOptions) =>
  uploadFile<ImportReport>('/api/customer/rate/import', file, {
    params: { customerid },
    onProgress,
    isSilent: true,
  });
