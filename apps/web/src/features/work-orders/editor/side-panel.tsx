import { canReadWorkOrderVendorsAsStaff, isInternalUser } from '@dispatchwise/shared';
import { Box } from '@mui/material';
import { useSessionUser } from '../../../lib/session';
import { workOrderKeys } from '../api/query-keys';
import type { WorkOrderDetail } from '../api/work-order-types';
import { ManagementProviderSection } from './side-panel/management-provider-section';
import { PastVendorsSection } from './side-panel/past-vendors-section';
import { ProceduresSection } from './side-panel/procedures-section';
import { SelectedVendorsSection } from './side-panel/selected-vendors-section';
import { TradeRatesSection } from './side-panel/trade-rates-section';

export const SIDE_PANEL_WIDTH = 320;

/**
 * The detail screen's right-side panel (spec B section 2). The API leaves `managementprovider` out for Vendor,
 * Tech and Customer users, so the section shows only when the key is there; the customer's rates are staff
 * pricing (GET /customer/traderates answers 403 to those users), so their section is staff-only, as are the
 * vendor sections (Selected Vendors and Trades, Previously Used Vendors: the Vendor tab's calls, issue 10).
 */
export function WorkOrderSidePanel({ workOrder }: { workOrder: WorkOrderDetail }) {
  const user = useSessionUser();
  const recordKey = workOrderKeys.detailAll(workOrder.id);
  return (
    <Box
      component="aside"
      aria-label="Work order information"
      sx={{
        width: SIDE_PANEL_WIDTH,
        flexShrink: 0,
        height: '100%',
        overflowY: 'auto',
        bgcolor: 'background.paper',
        borderLeft: 1,
        borderColor: 'divider',
      }}
    >
      {'managementprovider' in workOrder && (
        <ManagementProviderSection provider={workOrder.managementprovider ?? null} />
      )}
      {isInternalUser(user) && (
        <TradeRatesSection customerid={workOrder.customerid} statecode={workOrder.jobsite?.statecode} />
      )}
      <ProceduresSection procedures={workOrder.jobsite?.procedures ?? []} />
      {canReadWorkOrderVendorsAsStaff(user) && (
        <>
          <SelectedVendorsSection workorderid={workOrder.id} recordKey={recordKey} />
          <PastVendorsSection workOrder={workOrder} recordKey={recordKey} />
        </>
      )}
    </Box>
  );
}
