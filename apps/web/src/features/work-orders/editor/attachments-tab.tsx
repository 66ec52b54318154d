import { canChangeWorkOrderAsStaff, PREVIEWABLE_EXTENSIONS } from '@dispatchwise/shared';
import { AttachmentsPanel } from '../../../components/attachments';
import { useSessionUser } from '../../../lib/session';
import { workOrderKeys } from '../api/query-keys';
import type { WorkOrderDetail } from '../api/work-order-types';

/**
 * What opens in the preview popup on the work-order tab: jpg, jpeg, png, pdf, html, txt (spec B section 7).
 * The shared list also has gif, which spec C previews for customers and vendors; spec B leaves it out, so a
 * work order's gif downloads.
 */
export const WORK_ORDER_PREVIEWABLE_EXTENSIONS: readonly string[] = PREVIEWABLE_EXTENSIONS.filter(
  (extension) => extension !== 'gif',
);

/**
 * The Attachments tab (spec B "Attachments tab", spec C 2.7): the generic attachments panel
 * (components/attachments, decision 126) on the work order. Anyone who sees the tab may attach; edit and
 * delete are for staff with update:workorder and are refused on an Invoiced order (decision 114).
 */
export function AttachmentsTab({ workOrder }: { workOrder: WorkOrderDetail }) {
  const user = useSessionUser();
  return (
    <AttachmentsPanel
      owner={{ area: 'workorder', id: workOrder.id }}
      // A new record bumps the order's modifieddate (the editor's concurrency token): the whole order refreshes.
      recordKey={workOrderKeys.detailAll(workOrder.id)}
      canChange={canChangeWorkOrderAsStaff(user, workOrder)}
      previewable={WORK_ORDER_PREVIEWABLE_EXTENSIONS}
    />
  );
}
