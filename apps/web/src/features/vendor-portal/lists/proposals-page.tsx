import { PortalDocumentsPage } from './portal-documents-page';

/** /vendorprofile/proposals?status=open|waiting|approved|rejected: My Proposals (decision 164). */
export default function PortalProposalsPage() {
  return <PortalDocumentsPage kind="proposal" />;
}
