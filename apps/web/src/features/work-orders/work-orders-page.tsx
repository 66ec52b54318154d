import { WorkOrdersList } from './work-orders-list';

/** /workorder: the Work Orders list. */
export default function WorkOrdersPage() {
  return <WorkOrdersList />;
}
