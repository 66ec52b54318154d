import { VENDOR_PORTAL_MESSAGES } from '@dispatchwise/shared';
import { Alert, Chip } from '@mui/material';
import { AttachmentsPanel, type AttachmentRecord } from '../../components/attachments';
import type { DataGridColumn } from '../../components/data-grid';
import { useToast } from '../../lib/toast';
import { vendorProfileKeys } from './api/query-keys';

/** Whether a vendor file waits for staff review (`isreviewed` false: a portal upload, decision 157). */
const isWaiting = (attachment: AttachmentRecord) =>
  'isreviewed' in attachment && attachment.isreviewed === false;

/** The review state of each file: the column the portal adds to the shared grid. */
export const REVIEW_COLUMN: DataGridColumn<AttachmentRecord> = {
  id: 'isreviewed',
  header: 'Review',
  size: 170,
  accessorFn: (attachment) => (isWaiting(attachment) ? 'Waiting for review' : 'Reviewed'),
  Cell: ({ row }) =>
    isWaiting(row.original) ? (
      <Chip size="small" color="warning" variant="outlined" label="Waiting for review" />
    ) : (
      <Chip size="small" color="success" variant="outlined" label="Reviewed" />
    ),
};

/**
 * The compliance documents of /vendorprofile (spec C 2.8; decision 157): the generic attachments panel on
 * the caller's vendor, whose types the API narrows to 12 Vendor Profile, 13 COI (G/L), 14 W9 and 15 WC for
 * a portal user. Each file shows whether staff have reviewed it. A Vendor user uploads; a Tech only reads.
 */
export function DocumentsTab({ vendorid, canUpload }: { vendorid: number; canUpload: boolean }) {
  const toast = useToast();
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        {canUpload
          ? 'Upload your Vendor Profile, COI (G/L), W9 and WC documents here. Each new document waits for our review; the expiry dates on Details change once it is accepted.'
          : 'Your company’s compliance documents. Only the vendor’s own login can upload new ones.'}
      </Alert>
      <AttachmentsPanel
        owner={{ area: 'vendor', id: vendorid }}
        recordKey={vendorProfileKeys.documents}
        canAttach={canUpload}
        canChange={false}
        extraColumns={[REVIEW_COLUMN]}
        onUploaded={() => toast(VENDOR_PORTAL_MESSAGES.documentUploaded, 'success')}
      />
    </>
  );
}
