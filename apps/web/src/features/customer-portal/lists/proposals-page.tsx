import { CustomerDocumentsPage } from './customer-documents-page';

/** /customerprofile/proposals?status=open|waiting|approved|rejected: My Proposals (decision 173). */
export default function CustomerProposalsPage() {
  return <CustomerDocumentsPage kind="proposal" />;
}
