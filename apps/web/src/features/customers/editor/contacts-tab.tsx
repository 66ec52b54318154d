import { ContactsPanel } from '../../../components/contacts';
import { customerEditorKeys } from './api/query-keys';

/** The Contacts tab (spec C 2.3): the generic contacts panel on the customer, Add Contact, edit and delete. */
export function ContactsTab({ customerid, canChange }: { customerid: number; canChange: boolean }) {
  return (
    <ContactsPanel
      owner={{ area: 'customer', id: customerid }}
      recordKey={customerEditorKeys.detail(customerid)}
      canChange={canChange}
    />
  );
}
