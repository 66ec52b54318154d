import {
  canAttachVendorToWorkOrder,
  PAGE_SIZES,
  VENDOR_BLOCK_MESSAGES,
  VENDOR_LINE_MESSAGES,
  vendorCandidateResource,
} from '@dispatchwise/shared';
import AddBusiness from '@mui/icons-material/AddBusiness';
import { Alert, Box, Button, Checkbox, Chip, CircularProgress, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { DataGrid, useServerGrid } from '../../../components/data-grid';
import { Tooltip } from '../../../components/tooltip';
import { PAPERWORK_COLORS, VendorHistoryDialog, type VendorHistoryTarget } from '../../../entities/vendors';
import { attachVendor } from '../../../entities/work-orders';
import { useCaptions } from '../../../lib/captions';
import { formatDateTime } from '../../../lib/format';
import { useSessionUser } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { vendorCandidatesKey, vendorsByTradesFetcher } from '../api/get-vendors-by-trades';
import type { VendorCandidate, WorkOrder } from '../api/types';
import { candidateColumns } from './candidate-columns';
import { ListDialog } from '../../../components/list-dialog';

/** Add Vendor opens the new-vendor screen in a new tab (spec B section 2). */
export const NEW_VENDOR_PATH = '/vendor/new?id=0';

const GRID_DEFAULTS = { pageSize: PAGE_SIZES.vendorSelect };

const canPick = (vendor: VendorCandidate) => vendor.blockedreason === null && !vendor.isattached;

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box
        component="span"
        sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: color, border: 1, borderColor: 'divider' }}
      />
      <Typography variant="caption">{label}</Typography>
    </Box>
  );
}

type Props = {
  workOrder: WorkOrder;
  recordKey: readonly unknown[];
  isOpen: boolean;
  onClose: () => void;
};

/**
 * The Select Vendor popup (spec B "Vendor tab"; issue 10): the vendors covering the job site for the order's
 * trades, nearest first within the dispatch priority (decision 132), 20 to a page (10/20/50/100) on the grid protocol, with the search
 * panel, a header filter on the name and the Paperwork legend. A blocked vendor (Redlined, Tier 6, excluded by
 * the customer) shows why and cannot be picked; the API refuses it too.
 */
export function SelectVendorDialog({ workOrder, recordKey, isOpen, onClose }: Props) {
  const user = useSessionUser();
  const toast = useToast();
  const queryClient = useQueryClient();
  const caption = useCaptions();
  const orderTradeIds = useMemo(() => workOrder.trades.map((trade) => trade.tradeid), [workOrder.trades]);
  const [tradeIds, setTradeIds] = useState<number[]>(orderTradeIds);
  const [isAttaching, setIsAttaching] = useState(false);
  const [history, setHistory] = useState<VendorHistoryTarget | null>(null);
  const fetcher = useMemo(() => vendorsByTradesFetcher(workOrder.id, tradeIds), [workOrder.id, tradeIds]);
  const queryKey = useMemo(() => vendorCandidatesKey(workOrder.id, tradeIds), [workOrder.id, tradeIds]);
  // Page size 20 (10/20/50/100); no sort of its own: the API's default is the dispatch order.
  const grid = useServerGrid<VendorCandidate>(vendorCandidateResource, fetcher, {
    queryKey,
    defaults: GRID_DEFAULTS,
    isEnabled: isOpen && tradeIds.length > 0,
  });
  const rows = grid.rows;
  const scorecardasof = rows[0]?.scorecardasof;
  const canAttach = canAttachVendorToWorkOrder(user, workOrder);

  const openHistory = useCallback(
    (vendor: VendorCandidate) => setHistory({ vendorid: vendor.id, vendorname: vendor.name }),
    [],
  );
  const columns = useMemo(
    () => candidateColumns((field, fallback) => caption('vendor', field, fallback), openHistory),
    [caption, openHistory],
  );

  // The picked rows themselves: another page or a new search keeps them picked.
  const [pickedRows, setPickedRows] = useState<VendorCandidate[]>([]);
  const picked = pickedRows.map((vendor) => vendor.id);
  const toggle = (vendor: VendorCandidate) => {
    if (!canPick(vendor)) return;
    setPickedRows((list) =>
      list.some((item) => item.id === vendor.id)
        ? list.filter((item) => item.id !== vendor.id)
        : [...list, vendor],
    );
  };

  const toggleTrade = (tradeid: number) => {
    const next = tradeIds.includes(tradeid)
      ? tradeIds.filter((id) => id !== tradeid)
      : [...tradeIds, tradeid];
    if (next.length === 0) toast(VENDOR_LINE_MESSAGES.noTrade, 'warning');
    setTradeIds(next);
    setPickedRows([]);
  };

  const handleClose = () => {
    if (isAttaching) return;
    setPickedRows([]);
    onClose();
  };

  const handleAttach = async () => {
    const chosen = pickedRows.filter(canPick);
    if (chosen.length === 0) return;
    setIsAttaching(true);
    const failed: VendorCandidate[] = [];
    for (const vendor of chosen) {
      try {
        await attachVendor({ workorderid: workOrder.id, vendorid: vendor.id, tradeid: vendor.tradeid });
      } catch (error) {
        failed.push(vendor);
        toast(`${vendor.name}: ${error instanceof Error ? error.message : 'Failed to attach.'}`, 'error');
      }
    }
    setIsAttaching(false);
    if (failed.length < chosen.length) toast('Vendor Saved', 'success');
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: recordKey }),
      queryClient.invalidateQueries({ queryKey: ['vendorlines', 'candidates', workOrder.id] }),
    ]);
    setPickedRows(failed);
    if (failed.length === 0) onClose();
  };

  const pickedCount = picked.length;

  return (
    <ListDialog isOpen={isOpen} title="Select Vendor" onClose={handleClose} size="fixed">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="body2" sx={{ mr: 0.5 }}>
          Trades:
        </Typography>
        {workOrder.trades.map((trade) => {
          const isOn = tradeIds.includes(trade.tradeid);
          return (
            <Chip
              key={trade.tradeid}
              label={trade.tradename}
              size="small"
              color={isOn ? 'primary' : 'default'}
              variant={isOn ? 'filled' : 'outlined'}
              onClick={() => toggleTrade(trade.tradeid)}
              aria-pressed={isOn}
            />
          );
        })}
        <Box sx={{ flex: 1 }} />
        <Box
          aria-label="Legend"
          role="group"
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Swatch color={PAPERWORK_COLORS.complete} label="Paperwork Complete" />
          <Swatch color={PAPERWORK_COLORS.incomplete} label="Paperwork Incomplete" />
          {scorecardasof ? (
            <Typography variant="caption" color="text.secondary">
              Scorecards as of {formatDateTime(scorecardasof)}
            </Typography>
          ) : null}
        </Box>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, p: 1 }}>
        {tradeIds.length === 0 ? (
          // The grid would keep the last trades' page: without a trade there is nothing to ask for.
          <Alert severity="warning">{VENDOR_LINE_MESSAGES.noTrade}</Alert>
        ) : (
          <DataGrid<VendorCandidate>
            server={grid}
            columns={columns}
            getRowId={(vendor) => String(vendor.id)}
            hasHeaderFilters
            hasFilterBuilder={false}
            hasColumnOrdering={false}
            searchPlaceholder="Search vendors..."
            maxHeight="calc(75vh - 250px)"
            emptyText="No vendor covers this job site for these trades."
            rowActionsWidth={56}
            renderRowActions={(vendor) => {
              const reason = vendor.blockedreason
                ? VENDOR_BLOCK_MESSAGES[vendor.blockedreason]
                : vendor.isattached
                  ? 'Already on this work order.'
                  : '';
              const box = (
                <Checkbox
                  size="small"
                  checked={picked.includes(vendor.id)}
                  disabled={!canPick(vendor) || !canAttach || isAttaching}
                  onChange={() => toggle(vendor)}
                  slotProps={{ input: { 'aria-label': `Select ${vendor.name}` } }}
                />
              );
              return reason ? (
                <Tooltip title={reason}>
                  <span>{box}</span>
                </Tooltip>
              ) : (
                box
              );
            }}
            onRowOpen={toggle}
            renderToolbarActions={() => (
              <>
                <Button
                  variant="contained"
                  size="small"
                  disabled={!canAttach || pickedCount === 0 || isAttaching}
                  onClick={() => void handleAttach()}
                  startIcon={isAttaching ? <CircularProgress size={16} color="inherit" /> : undefined}
                >
                  Attach Vendor{pickedCount > 1 ? ` (${pickedCount})` : ''}
                </Button>
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<AddBusiness />}
                  disabled={!canAttach}
                  href={NEW_VENDOR_PATH}
                  target="_blank"
                  rel="noopener"
                >
                  Add Vendor
                </Button>
              </>
            )}
          />
        )}
      </Box>
      <VendorHistoryDialog vendor={history} onClose={() => setHistory(null)} />
    </ListDialog>
  );
}
