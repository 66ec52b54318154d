import { lazy } from 'react';
import WorkOrderDetailsPage, {
  type WorkOrderDetailSlots,
} from '../features/work-orders/editor/work-order-details-page';

// The work-order detail screen with the tabs other features draw (docs/decisions/126: features do not import
// each other, the app composes them). Each slot loads with its tab.

const SLOTS: WorkOrderDetailSlots = {
  vendorTab: lazy(() => import('../features/vendor-lines/vendor-tab')),
  proposalsTab: lazy(() => import('../features/proposals/proposals-tab')),
  invoicesTab: lazy(() => import('../features/invoices/invoices-tab')),
  vendorProposalsTab: lazy(() => import('../features/vendor-proposals/vendor-proposals-tab')),
  createProposal: lazy(() => import('../features/proposals/create-proposal-dialog')),
};

export default function WorkOrderDetailsRoute() {
  return <WorkOrderDetailsPage slots={SLOTS} />;
}
