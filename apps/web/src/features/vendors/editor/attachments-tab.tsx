import { AttachmentsPanel } from '../../../components/attachments';
import { vendorKeys } from './api/query-keys';

/**
 * The Attachments tab (spec C 2.7): the generic attachments panel on the vendor (decision 124, 126); the
 * types offered (12 Vendor Profile, 13 COI, 14 W9, 15 WC, 23 ACH, 11 Other) come from the API. Staff only:
 * external users have the tab disabled.
 */
export function AttachmentsTab({ vendorid, canChange }: { vendorid: number; canChange: boolean }) {
  return (
    <AttachmentsPanel
      owner={{ area: 'vendor', id: vendorid }}
      recordKey={vendorKeys.detail(vendorid)}
      canAttach={canChange}
      canChange={canChange}
    />
  );
}
