import { workOrderRowActionRules } from '@dispatchwise/shared';
import { Box, Chip, Divider, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import { lazy, Suspense, useCallback, useId, useState, type ReactElement, type SyntheticEvent } from 'react';
import { RowActionsButton } from '../../components/data-grid';
import { useSessionUser } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { setGeofencing } from './api/set-geofencing';
import { tagUntag } from './api/tag-untag';
import { takeOwnership } from './api/take-ownership';
import type { WorkOrderActionRow } from './types';
import { useNoVendorToast } from './use-no-vendor-toast';
import { activeVendorLines, countSent, ticketBlockedReason, vendorActionsForStatus } from './vendor-actions';
import type { RowDialog } from './work-order-row-dialog';

// The popups load when a row's menu first opens, not with the list (docs/decisions/197).
const loadRowDialog = () => import('./work-order-row-dialog');
const WorkOrderRowDialog = lazy(loadRowDialog);

export type WorkOrderRowActionsProps = {
  row: WorkOrderActionRow;
  /** Called after an action changed the order, so the grid refetches. */
  onChanged?: () => void;
};

/**
 * The Actions cell of the Work Orders list and the Alerts dashboard (spec A section 2): an icon
 * button opening the row menu, and the popups its items open.
 */
export function WorkOrderRowActions({ row, onChanged }: WorkOrderRowActionsProps) {
  const user = useSessionUser();
  const toast = useToast();
  const notifyNoVendor = useNoVendorToast();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // A grid page draws this cell on every row: the menu mounts when first opened (docs/decisions/122).
  const [hasMenu, setHasMenu] = useState(false);
  const [dialog, setDialog] = useState<RowDialog | null>(null);
  // The shared rule the API enforces (docs/decisions/100, 121): `may*` shows an item, `can*` enables it.
  const rules = workOrderRowActionRules(user, row);
  const lines = activeVendorLines(row);
  const vendorActions = vendorActionsForStatus(row);

  const closeMenu = () => setAnchor(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const handleChanged = useCallback(() => onChanged?.(), [onChanged]);

  const open = (next: RowDialog) => {
    closeMenu();
    setDialog(next);
  };

  /** Immediate actions: no popup, a toast either way (spec A section 8). */
  const run = async (action: () => Promise<unknown>, success: string, failure: string) => {
    closeMenu();
    try {
      await action();
    } catch {
      toast(failure, 'error');
      return;
    }
    toast(success, 'success');
    onChanged?.();
  };

  const handleTakeOwnership = () =>
    run(() => takeOwnership(row.id), 'Updated Dispatcher', 'Failed to Update Dispatcher');
  const handleFlag = () => run(() => tagUntag(row.id), 'Flagged/UnFlagged', 'Failed to Flagged/UnFlagged');
  // overridegeofencing true means geofencing is off for this order: the item offers to enable it.
  const isGeofencingOff = Boolean(row.overridegeofencing);
  const handleGeofencing = () =>
    run(
      () => setGeofencing({ workorderid: row.id, isEnabled: isGeofencingOff }),
      isGeofencingOff ? 'Enabled Geofencing' : 'Disabled Geofencing',
      isGeofencingOff ? 'Failed to enable Geofencing' : 'Failed to disable Geofencing',
    );

  const handleNoVendor = () => {
    closeMenu();
    notifyNoVendor();
  };

  const orderItems: ReactElement[] = [];
  if (rules.canTakeOwnership)
    orderItems.push(
      <MenuItem key="own" onClick={handleTakeOwnership} disabled={rules.isReadOnly || rules.isOwner}>
        <ListItemText
          primary="Take Ownership"
          secondary={rules.isOwner ? 'You are the dispatcher' : undefined}
        />
      </MenuItem>,
    );
  if (rules.canFlag)
    orderItems.push(
      <MenuItem key="flag" onClick={handleFlag}>
        {row.flagged ? 'Un-Flag' : 'Flag'}
      </MenuItem>,
    );
  if (rules.canReassign)
    orderItems.push(
      <MenuItem key="reassign" onClick={() => open({ kind: 'reassign' })} disabled={rules.isReadOnly}>
        Reassign Dispatcher
      </MenuItem>,
    );
  if (rules.canToggleGeofencing)
    orderItems.push(
      <MenuItem key="geofence" onClick={handleGeofencing} disabled={rules.isReadOnly}>
        {isGeofencingOff ? 'Enable GeoFencing' : 'Disable GeoFencing'}
      </MenuItem>,
    );

  const recordItems: ReactElement[] = [];
  if (rules.mayAddNotes)
    recordItems.push(
      <MenuItem key="note" onClick={() => open({ kind: 'note' })} disabled={!rules.canAddNote}>
        Work Order Note
      </MenuItem>,
    );
  if (rules.mayChangeOrders) {
    recordItems.push(
      <MenuItem key="schedule" onClick={() => open({ kind: 'schedule' })} disabled={!rules.canChangeOrder}>
        Update Schedule Date
      </MenuItem>,
      <MenuItem key="followup" onClick={() => open({ kind: 'followup' })} disabled={!rules.canChangeOrder}>
        Update Follow-up Date
      </MenuItem>,
    );
  }

  const vendorItems = rules.canChangeOrder ? buildVendorItems() : [];

  function buildVendorItems(): ReactElement[] {
    const { notices, canCancel } = vendorActions;
    if (notices.length === 0 && !canCancel) return [];
    if (lines.length === 0) {
      // Spec A section 5: the actions still show; choosing one says 'No Vendor Found!'.
      return [
        ...notices.map((notice) => (
          <MenuItem key={notice.actionType} onClick={handleNoVendor}>
            {notice.label}
          </MenuItem>
        )),
        ...(canCancel
          ? [
              <MenuItem key="cancel" onClick={handleNoVendor}>
                Cancel Vendor
              </MenuItem>,
            ]
          : []),
      ];
    }
    return lines.flatMap((line) => [
      <ListSubheader key={`vendor-${line.wovendorid}`} sx={{ lineHeight: '32px' }}>
        {line.vendorname}
      </ListSubheader>,
      ...notices.map((notice) => {
        const blocked = notice.actionType === 'TICKET' ? ticketBlockedReason(line) : undefined;
        return (
          <MenuItem
            key={`${line.wovendorid}-${notice.actionType}`}
            disabled={Boolean(blocked)}
            onClick={() => open({ kind: 'notice', vendor: line, actionType: notice.actionType })}
            sx={{ pl: 3 }}
          >
            <ListItemText primary={notice.label} secondary={blocked} />
            <CountBadge count={countSent(row, line, notice.actionType)} />
          </MenuItem>
        );
      }),
      ...(canCancel
        ? [
            <MenuItem
              key={`${line.wovendorid}-cancel`}
              onClick={() => open({ kind: 'cancel', vendor: line })}
              sx={{ pl: 3 }}
            >
              Cancel Vendor
            </MenuItem>,
          ]
        : []),
    ]);
  }

  const groups = [orderItems, recordItems, vendorItems].filter((group) => group.length > 0);
  if (groups.length === 0) return null;
  const items = groups.flatMap((group, index) =>
    index === 0 ? group : [<Divider key={`divider-${index}`} />, ...group],
  );

  return (
    // The menu and popups render in portals, but React events still bubble to the grid row, whose
    // double click and Enter open the order: keep them here.
    <Box component="span" onClick={stop} onDoubleClick={stop} onKeyDown={stop} sx={{ display: 'contents' }}>
      <RowActionsButton
        label={`Actions for work order ${row.wonumber}`}
        menuId={menuId}
        isOpen={Boolean(anchor)}
        onOpen={(event) => {
          void loadRowDialog().catch(() => undefined);
          setHasMenu(true);
          setAnchor(event.currentTarget);
        }}
      />
      {hasMenu ? (
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={closeMenu}
          slotProps={{ paper: { sx: { minWidth: 240, maxHeight: '70vh' } } }}
        >
          {items}
        </Menu>
      ) : null}
      {dialog ? (
        <Suspense fallback={null}>
          <WorkOrderRowDialog dialog={dialog} row={row} onClose={closeDialog} onSaved={handleChanged} />
        </Suspense>
      ) : null}
    </Box>
  );
}

const stop = (event: SyntheticEvent) => event.stopPropagation();

function CountBadge({ count }: { count: number }) {
  return (
    <Chip
      size="small"
      label={count}
      color={count > 0 ? 'primary' : 'default'}
      variant={count > 0 ? 'filled' : 'outlined'}
      aria-label={`sent ${count} time${count === 1 ? '' : 's'}`}
      sx={{ ml: 2, height: 20, minWidth: 28, '& .MuiChip-label': { px: 0.75 } }}
    />
  );
}
