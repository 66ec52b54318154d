import { PortalDocumentsPage } from './portal-documents-page';

/** /vendorprofile/invoices?status=open|waiting|approved|rejected: My Invoices (decision 164). */
export default function PortalInvoicesPage() {
  return <PortalDocumentsPage kind="invoice" />;
}
