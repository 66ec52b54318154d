import {
  canAddCustomerPortalWorkOrder,
  canAddWorkOrderNote,
  type WorkOrderListRow,
} from '@dispatchwise/shared';
import Add from '@mui/icons-material/Add';
import FilterAltOff from '@mui/icons-material/FilterAltOff';
import { Alert, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { RowActionsMenu } from '../../../../components/data-grid';
import {
  exportPortalWorkOrders,
  PortalWorkOrdersList,
  portalListStatusOf,
  type PortalListStatus,
} from '../../../../entities/portal-work-orders';
import { useSessionUser } from '../../../../lib/session';
import { customerPortalKeys } from '../../api/query-keys';
import { saveCustomerNote } from '../../api/work-order-calls';
import { CUSTOMER_NEW_WORK_ORDER_PATH } from '../../paths';

// The Add Note popup loads when a row's menu first opens, not with the list (docs/decisions/197).
const loadDialogs = () => import('../../../../entities/work-orders/dialogs');
const WorkOrderNoteDialog = lazy(() => loadDialogs().then((m) => ({ default: m.WorkOrderNoteDialog })));
const preloadDialogs = () => void loadDialogs().catch(() => undefined);

/**
 * /customerprofile/workorderlist?status=open|invoiced|all|cancelled: "My Work Orders - {STATUS}" (spec C 2.9),
 * the portals' shared list (with the PO number) over GET /customerprofile/getworkorders/{customerid}; the
 * toolbar's Reset Filters and Add Work Order, the row menu's Add Note, the default saved view (decision 172).
 */
export default function CustomerWorkOrdersPage() {
  const user = useSessionUser();
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  if (user.customerid == null) {
    return <Alert severity="warning">Your sign-in is not linked to a customer.</Alert>;
  }
  return (
    <CustomerWorkOrders
      customerid={user.customerid}
      status={portalListStatusOf('customerprofile', searchParams, hash)}
    />
  );
}

function CustomerWorkOrders({ customerid, status }: { customerid: number; status: PortalListStatus }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [noteRow, setNoteRow] = useState<WorkOrderListRow | null>(null);

  return (
    <PortalWorkOrdersList
      area="customerprofile"
      ownerid={customerid}
      status={status}
      queryKey={customerPortalKeys.list(customerid, status)}
      appliesDefaultView
      onExport={exportPortalWorkOrders}
      renderToolbarActions={(page) => (
        <>
          <Button
            variant="outlined"
            startIcon={<FilterAltOff />}
            // Filters, header filters and search go; the layout (columns, widths, page size) stays.
            onClick={() => page.grid.store.patch({ columnFilters: [], filterBuilder: null, searchText: '' })}
          >
            Reset Filters
          </Button>
          {canAddCustomerPortalWorkOrder(user) ? (
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => void navigate(CUSTOMER_NEW_WORK_ORDER_PATH)}
            >
              Add Work Order
            </Button>
          ) : null}
        </>
      )}
      renderRowActions={(row) => (
        <RowActionsMenu
          name={`Work Order ${row.wonumber}`}
          // Spec C 2.9: the row menu is Add Note only (not on an Invoiced order).
          items={
            canAddWorkOrderNote(user, { statusid: row.statusid }) ? [{ kind: 'note', label: 'Add Note' }] : []
          }
          isBusy={false}
          onPick={() => setNoteRow(row)}
          onOpen={preloadDialogs}
        />
      )}
    >
      {noteRow ? (
        <Suspense fallback={null}>
          <WorkOrderNoteDialog
            isOpen
            row={noteRow}
            onClose={() => setNoteRow(null)}
            onSaved={() => void queryClient.invalidateQueries({ queryKey: customerPortalKeys.lists })}
            savePortalNote={saveCustomerNote}
            hasPortalEmails={false}
          />
        </Suspense>
      ) : null}
    </PortalWorkOrdersList>
  );
}
