import { MAX_DISPATCH_PRIORITY, PAGE_SIZES } from '@dispatchwise/shared';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { Autocomplete, Box, Button, IconButton, Paper, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { lazyPopup } from '../../../components/lazy-popup';
import { DataGrid, GRID_WINDOW_HEIGHT } from '../../../components/data-grid';
import { Tooltip } from '../../../components/tooltip';
import { useToast } from '../../../lib/toast';
import { useDispatchVendors } from '../api/get-dispatch-vendors';
import { useTradeOptions } from '../../../components/trade-rates/trade-list';
import { useDispatchVendorChange } from '../api/save-dispatch-vendor';
import type { DispatchVendor, TradeOption } from '../types';
import { DISPATCH_COLUMNS } from './dispatch-columns';
import type { PriorityDialogProps } from './priority-dialog';
import type { SelectVendorDialogProps } from './select-vendor-dialog';

// The two popups' forms load on their first opening, not with the Dispatch grid (decision 197).
const PriorityDialog = lazyPopup<PriorityDialogProps>(
  () => import('./priority-dialog').then((m) => m.PriorityDialog),
  (props) => props.vendor !== null,
);
const SelectVendorDialog = lazyPopup<SelectVendorDialogProps>(
  () => import('./select-vendor-dialog').then((m) => m.SelectVendorDialog),
  (props) => props.isOpen,
);

/** The spec names no dispatch toasts (decision 156). */
export const DISPATCH_TOASTS = {
  added: 'Vendor Added',
  updated: 'Priority Updated',
  removed: 'Vendor Removed',
} as const;

/**
 * Admin > Dispatch (Vendor Dispatch; spec A "Admin"): a trade's vendors in the order auto-dispatch and the
 * dispatchers try them. Pick a trade, change a vendor's priority, remove one (priority 0, after a question),
 * or add one through 'Select Vendor' (decision 156).
 */
export function DispatchTab() {
  const toast = useToast();
  const trades = useTradeOptions();
  const [trade, setTrade] = useState<TradeOption | null>(null);
  const tradeid = trade?.tradeid ?? null;
  const vendors = useDispatchVendors(tradeid);
  const save = useDispatchVendorChange('save');
  const update = useDispatchVendorChange('update');
  const [isAdding, setAdding] = useState(false);
  const [editing, setEditing] = useState<DispatchVendor | null>(null);
  const [removing, setRemoving] = useState<DispatchVendor | null>(null);

  const listed = useMemo(() => vendors.data ?? [], [vendors.data]);
  const nextPriority = Math.min(
    listed.reduce((top, vendor) => Math.max(top, vendor.priority), 0) + 1,
    MAX_DISPATCH_PRIORITY,
  );

  const handleAdd = async (vendorid: number, priority: number) => {
    await save.mutateAsync({ tradeid: tradeid!, vendorid, priority });
    setAdding(false);
    toast(DISPATCH_TOASTS.added, 'success');
  };
  const handlePriority = async (vendor: DispatchVendor, priority: number) => {
    // Priority 0 removes the vendor: asked first, as Remove does.
    if (priority === 0) {
      setEditing(null);
      return setRemoving(vendor);
    }
    if (priority !== vendor.priority) {
      await update.mutateAsync({ tradeid: vendor.tradeid, vendorid: vendor.vendorid, priority });
      toast(DISPATCH_TOASTS.updated, 'success');
    }
    setEditing(null);
  };
  const handleRemove = async () => {
    if (!removing) return;
    await update.mutateAsync({ tradeid: removing.tradeid, vendorid: removing.vendorid, priority: 0 });
    toast(DISPATCH_TOASTS.removed, 'success');
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Paper sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Autocomplete<TradeOption>
          sx={{ width: 320, maxWidth: '100%' }}
          size="small"
          options={trades.data ?? []}
          loading={trades.isLoading}
          value={trade}
          onChange={(_, value) => setTrade(value)}
          getOptionLabel={(option) => option.tradename}
          isOptionEqualToValue={(a, b) => a.tradeid === b.tradeid}
          renderInput={(params) => <TextField {...params} label="Trade" />}
        />
      </Paper>
      <Box sx={{ height: GRID_WINDOW_HEIGHT, minHeight: 360 }}>
        <DataGrid<DispatchVendor>
          columns={DISPATCH_COLUMNS}
          data={listed}
          getRowId={(vendor) => String(vendor.vendorid)}
          isLoading={vendors.isLoading}
          isFetching={vendors.isFetching}
          stateKey="dispatchVendorList"
          defaultPageSize={PAGE_SIZES.dispatchVendors}
          defaultSorting={[{ id: 'priority', desc: false }]}
          emptyText={tradeid === null ? 'Choose a trade.' : 'No vendors are prioritised for this trade.'}
          rowActionsWidth={80}
          renderRowActions={(vendor) => (
            <>
              <Tooltip title="Change Priority">
                <IconButton
                  size="small"
                  aria-label={`Change the priority of ${vendor.name}`}
                  onClick={() => setEditing(vendor)}
                >
                  <Edit fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Remove">
                <IconButton
                  size="small"
                  aria-label={`Remove ${vendor.name}`}
                  onClick={() => setRemoving(vendor)}
                >
                  <Delete fontSize="small" />
                </IconButton>
              </Tooltip>
            </>
          )}
          renderToolbarActions={() => (
            <Button
              variant="contained"
              startIcon={<Add />}
              disabled={tradeid === null}
              onClick={() => setAdding(true)}
            >
              Add Vendor
            </Button>
          )}
        />
      </Box>
      {tradeid !== null ? (
        <SelectVendorDialog
          key={tradeid}
          tradeid={tradeid}
          isOpen={isAdding}
          nextPriority={nextPriority}
          onSave={handleAdd}
          onClose={() => setAdding(false)}
        />
      ) : null}
      <PriorityDialog vendor={editing} onSave={handlePriority} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        title="Remove Vendor"
        confirmLabel="Remove"
        onConfirm={handleRemove}
        onClose={() => setRemoving(null)}
      >
        {removing ? `Take ${removing.name} off the ${trade?.tradename ?? ''} dispatch list?` : null}
      </ConfirmDialog>
    </Box>
  );
}
