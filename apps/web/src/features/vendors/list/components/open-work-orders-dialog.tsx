import { HOME_CARDS } from '@dispatchwise/shared';
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { ListDialog } from '../../../../components/list-dialog';
import { OpenWorkOrdersGrid } from '../../../../entities/work-orders';
import { useOpenWorkOrderCounts } from '../api/get-open-work-orders';

/** The open statuses a vendor's orders are counted in: the vendor portal's cards (Dispatched, TOS, WOP, NOD, ...). */
const OPEN_STATUSES = HOME_CARDS.vendor.flatMap((card) => card.statuses);

function OpenWorkOrders({ vendorid }: { vendorid: number }) {
  const counts = useOpenWorkOrderCounts(vendorid);
  const [chosen, setChosen] = useState<number | null>(null);
  // Until the user picks one: the first status that has orders, else the first.
  const firstWithOrders = OPEN_STATUSES.find((status) => (counts.data?.get(status.statusid) ?? 0) > 0);
  const statusid = chosen ?? firstWithOrders?.statusid ?? OPEN_STATUSES[0]!.statusid;
  return (
    <>
      <Box sx={{ px: 2, py: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={statusid}
          aria-label="Status"
          onChange={(_event, value: number | null) => value !== null && setChosen(value)}
          sx={{ flexWrap: 'wrap' }}
        >
          {OPEN_STATUSES.map((status) => (
            <ToggleButton key={status.statusid} value={status.statusid}>
              {status.label} ({counts.data?.get(status.statusid) ?? (counts.isPending ? '…' : 0)})
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <OpenWorkOrdersGrid
        key={statusid}
        variant="vendor"
        ownerid={vendorid}
        statusid={statusid}
        detailsPath="/workorder/details"
        origin="/vendor"
      />
    </>
  );
}

export type OpenWorkOrdersTarget = { vendorid: number; vendorname: string };

/** View Open Work Orders: the vendor's open orders by status (GET /vendor/getopenworkorders, decision 144). */
export function OpenWorkOrdersDialog({
  vendor,
  onClose,
}: {
  vendor: OpenWorkOrdersTarget | null;
  onClose: () => void;
}) {
  return (
    <ListDialog
      isOpen={vendor !== null}
      title={vendor ? `Open Work Orders of ${vendor.vendorname}` : ''}
      onClose={onClose}
    >
      {vendor ? <OpenWorkOrders key={vendor.vendorid} vendorid={vendor.vendorid} /> : null}
    </ListDialog>
  );
}
