import { canEditJobSitesAsStaff, JOB_SITE_IMPORT_COLUMNS } from '@dispatchwise/shared';
import Download from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FileImport } from '../../components/file-import';
import { jobSiteKeys } from '../../entities/job-sites';
import { ImportLayout, uploadStateOf } from './import-layout';
import { useSessionUser } from '../../lib/session';
import { downloadJobSiteSampleSheet, importJobSites, JOB_SITE_SAMPLE_SHEET } from './api/import-files';

const HINT = `One .xlsx sheet with the columns of ${JOB_SITE_SAMPLE_SHEET} (${JOB_SITE_IMPORT_COLUMNS.map(
  (column) => column.heading,
).join(
  ', ',
)}). A site whose Job Site number the customer already has is updated; one bad row imports nothing.`;

/**
 * Import Job Sites (/customer/importjobsites; spec A "Job-site list and imports"; decision 150): the
 * customer, the sample sheet, one .xlsx, the progress and the report.
 */
export default function ImportJobSitesPage() {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const [customerid, setCustomerid] = useState<number | null>(null);
  const [isDownloading, setDownloading] = useState(false);

  const handleDownload = async () => {
    setDownloading(true);
    try {
      await downloadJobSiteSampleSheet();
    } finally {
      setDownloading(false);
    }
  };

  return (
    <ImportLayout
      customerid={customerid}
      onCustomerChange={setCustomerid}
      hint={HINT}
      actions={
        <Button startIcon={<Download />} onClick={() => void handleDownload()} disabled={isDownloading}>
          Download Sample Sheet
        </Button>
      }
    >
      <FileImport
        key={customerid ?? 'none'}
        extension=".xlsx"
        {...uploadStateOf(customerid, canEditJobSitesAsStaff(user))}
        noun="job sites"
        onImport={(file, onProgress) => importJobSites({ customerid: customerid!, file, onProgress })}
        onImported={() => void queryClient.invalidateQueries({ queryKey: jobSiteKeys.root })}
      />
    </ImportLayout>
  );
}
