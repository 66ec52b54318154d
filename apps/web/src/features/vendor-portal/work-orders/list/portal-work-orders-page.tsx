import type { WorkOrderListRow } from '@dispatchwise/shared';
import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  exportPortalWorkOrders,
  PortalWorkOrdersList,
  portalListStatusOf,
  type PortalListStatus,
} from '../../../../entities/portal-work-orders';
import { lazyPopup } from '../../../../components/lazy-popup';
import { useSessionUser } from '../../../../lib/session';
import { portalWorkOrderKeys } from '../api/query-keys';
import type { PortalListDialogsProps } from './portal-list-dialogs';
import { PortalRowActions, type PortalRowAction } from './portal-row-actions';

type Picked = { action: PortalRowAction; row: WorkOrderListRow } | null;

// The row menu's popups load when a menu first opens, not with the list (docs/decisions/197).
const PortalListDialogs = lazyPopup<PortalListDialogsProps>(
  () => import('./portal-list-dialogs').then((m) => m.PortalListDialogs),
  (props) => props.picked !== null,
);

/**
 * /vendorprofile/workorderlist?status=open|invoiced|cancelled: My Work Orders (spec C 2.8), the portals'
 * shared list over GET /vendorprofile/getworkorders/{vendorid} (decisions 160, 172).
 */
export default function PortalWorkOrdersPage() {
  const user = useSessionUser();
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  if (user.vendorid == null) {
    return <Alert severity="warning">Your sign-in is not linked to a vendor.</Alert>;
  }
  return (
    <PortalWorkOrders
      vendorid={user.vendorid}
      status={portalListStatusOf('vendorprofile', searchParams, hash)}
    />
  );
}

function PortalWorkOrders({ vendorid, status }: { vendorid: number; status: PortalListStatus }) {
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<Picked>(null);

  const handleChanged = () => void queryClient.invalidateQueries({ queryKey: portalWorkOrderKeys.all });
  const handleClose = () => setPicked(null);

  return (
    <PortalWorkOrdersList
      area="vendorprofile"
      ownerid={vendorid}
      status={status}
      queryKey={portalWorkOrderKeys.list(vendorid, status)}
      // The export's list scope is the portal's: live lines, a Tech's assigned orders (decisions 158, 160).
      onExport={exportPortalWorkOrders}
      renderRowActions={(row) => (
        <PortalRowActions
          row={row}
          onOpen={PortalListDialogs.preload}
          onPick={(action, target) => setPicked({ action, row: target })}
        />
      )}
    >
      <PortalListDialogs picked={picked} onClose={handleClose} onSaved={handleChanged} />
    </PortalWorkOrdersList>
  );
}
