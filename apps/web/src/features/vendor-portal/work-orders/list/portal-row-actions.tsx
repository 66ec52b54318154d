import {
  canAddWorkOrderNote,
  canEditVendorPortalWorkOrders,
  isWorkOrderReadOnly,
  type WorkOrderListRow,
} from '@dispatchwise/shared';
import { RowActionsMenu } from '../../../../components/data-grid';
import { useSessionUser } from '../../../../lib/session';

export type PortalRowAction = 'note' | 'tech';

/**
 * The row menu of My Work Orders (spec C 2.8: Add Note, Assign Tech; Create Invoice and View Details are
 * hidden there). Add Note is refused on an Invoiced order, Assign Tech on an Invoiced or Cancelled one.
 */
export function PortalRowActions({
  row,
  onPick,
  onOpen,
}: {
  row: WorkOrderListRow;
  onPick: (action: PortalRowAction, row: WorkOrderListRow) => void;
  onOpen?: () => void;
}) {
  const user = useSessionUser();
  const status = { statusid: row.statusid };
  const items = [
    ...(canAddWorkOrderNote(user, status) ? [{ kind: 'note' as const, label: 'Add Note' }] : []),
    ...(canEditVendorPortalWorkOrders(user) && !isWorkOrderReadOnly(status)
      ? [{ kind: 'tech' as const, label: 'Assign Tech' }]
      : []),
  ];
  return (
    <RowActionsMenu
      name={`Work Order ${row.wonumber}`}
      items={items}
      isBusy={false}
      onPick={(kind) => onPick(kind, row)}
      onOpen={onOpen}
    />
  );
}
