import { AttachmentsPanel } from '../../../components/attachments';
import { customerEditorKeys } from './api/query-keys';

/**
 * The Attachments tab (spec C 2.7): the generic attachments panel on the customer (decision 124); the types
 * (27 Client Onboarding Doc, 28 Customer Rates, 29 Jobsite List, 30 MSA Agreement, 31 Territory Map,
 * 11 Other) come from the API; page size 10.
 */
export function AttachmentsTab({ customerid, canChange }: { customerid: number; canChange: boolean }) {
  return (
    <AttachmentsPanel
      owner={{ area: 'customer', id: customerid }}
      recordKey={customerEditorKeys.detail(customerid)}
      canAttach={canChange}
      canChange={canChange}
    />
  );
}
