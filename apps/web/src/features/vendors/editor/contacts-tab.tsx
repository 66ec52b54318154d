import { ContactsPanel } from '../../../components/contacts';
import { vendorKeys } from './api/query-keys';

/** The Contacts tab (spec C 2.4): the generic contacts panel on the vendor, with add, edit and delete for staff. */
export function ContactsTab({ vendorid, canChange }: { vendorid: number; canChange: boolean }) {
  return (
    <ContactsPanel
      owner={{ area: 'vendor', id: vendorid }}
      recordKey={vendorKeys.detail(vendorid)}
      canChange={canChange}
    />
  );
}
