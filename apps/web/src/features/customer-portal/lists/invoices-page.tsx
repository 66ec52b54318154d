import { CustomerDocumentsPage } from './customer-documents-page';

/** /customerprofile/invoices?status=open|waiting|approved: My Invoices (decision 173). */
export default function CustomerInvoicesPage() {
  return <CustomerDocumentsPage kind="invoice" />;
}
