import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import PostAdd from '@mui/icons-material/PostAdd';
import { Box, Button, IconButton } from '@mui/material';
import { INTERVALS_MS, PAGE_SIZES } from '@dispatchwise/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useToast } from '../../lib/toast';
import { ConfirmDialog } from '../confirm-dialog';
import { DataGrid, type DataGridColumn } from '../data-grid';
import { Tooltip } from '../tooltip';
import {
  addTrade,
  copyTrade,
  type Rate,
  removeRate,
  removeTrade,
  saveRate,
  type Trade,
  type TradeRatesOwner,
  tradeRatesKey,
  useOwnerTrades,
  useTradeOptions,
} from './api/trade-rates-api';
import { rateBodyOf, type RateFormValues } from './rate-form';
import { RateDialog } from './rate-dialog';
import { RatesPanel } from './rates-panel';
import { AddTradeDialog, CopyTradeDialog, missingTrades } from './trade-dialogs';

export type TradesAndRatesEditorProps = {
  owner: TradeRatesOwner;
  /** Read-only: the grids and Rate Details to look at, no Add, Copy, edit or remove. */
  isReadOnly?: boolean;
  /** Copy Trade (the vendor's; spec C 2.6). */
  canCopyTrade?: boolean;
};

type RateEdit = { trade: Trade; rate: Rate | null };

/**
 * The trades and rates of a vendor or a customer (spec C 2.6; docs/decisions/143): the trades grid (page
 * size 10) expanding to the trade's rates by state, Add Trade (only trades not yet present), Copy Trade,
 * Add Rate and Rate Details, remove trade (marked deleted) and remove rate ('Removed rate!'). The rates
 * refresh about 1 s after a save; a failed save shows the error toast and closes Rate Details.
 */
export function TradesAndRatesEditor({
  owner,
  isReadOnly = false,
  canCopyTrade = false,
}: TradesAndRatesEditorProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const trades = useOwnerTrades(owner);
  const tradeOptions = useTradeOptions();
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const [isAdding, setAdding] = useState(false);
  const [copying, setCopying] = useState<Trade | null>(null);
  const [removingTrade, setRemovingTrade] = useState<Trade | null>(null);
  const [editing, setEditing] = useState<RateEdit | undefined>(undefined);
  const [removingRate, setRemovingRate] = useState<Rate | null>(null);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  const rows = useMemo(() => trades.data ?? [], [trades.data]);
  const expanded = rows.find((trade) => trade.id === expandedId) ?? null;
  const choices = missingTrades(tradeOptions.data ?? [], rows);
  const key = tradeRatesKey(owner);
  const setTrades = (next: Trade[]) => queryClient.setQueryData(key, next);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const canCopy = canCopyTrade && !isReadOnly && owner.area === 'vendor';

  const columns = useMemo<DataGridColumn<Trade>[]>(
    () => [
      { accessorKey: 'tradename', header: 'Trade', size: 220 },
      {
        id: 'states',
        header: 'States',
        accessorFn: (trade) => [...new Set(trade.rates.flatMap((rate) => rate.statecodes))].sort().join(', '),
        size: 240,
      },
      { id: 'rates', header: 'Rates', accessorFn: (trade) => trade.rates.length, size: 90 },
    ],
    [],
  );

  const toggle = (trade: Trade) => setExpandedId((id) => (id === trade.id ? null : trade.id));

  const handleRateSubmit = async (values: RateFormValues, rate: Rate | null) => {
    const target = editing?.trade;
    if (!target) return;
    try {
      await saveRate(owner, target.id, rateBodyOf(values, rate), rate?.id);
    } catch {
      // The http client showed the error toast and wrote the error log; Rate Details closes (spec C 2.6).
      setEditing(undefined);
      return;
    }
    setEditing(undefined);
    setExpandedId(target.id);
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(() => void refresh(), INTERVALS_MS.rateRefreshAfterSave);
  };

  const renderActions = (trade: Trade) => (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Tooltip title={expandedId === trade.id ? 'Hide rates' : 'Show rates'}>
        <IconButton
          size="small"
          aria-label={`${expandedId === trade.id ? 'Hide' : 'Show'} rates of ${trade.tradename}`}
          aria-expanded={expandedId === trade.id}
          onClick={() => toggle(trade)}
        >
          {expandedId === trade.id ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </IconButton>
      </Tooltip>
      {isReadOnly ? null : (
        <Tooltip title="Add Rate">
          <IconButton
            size="small"
            aria-label={`Add Rate to ${trade.tradename}`}
            onClick={() => setEditing({ trade, rate: null })}
          >
            <PostAdd fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {canCopy ? (
        <Tooltip title="Copy Trade">
          <IconButton
            size="small"
            aria-label={`Copy Trade ${trade.tradename}`}
            onClick={() => setCopying(trade)}
          >
            <ContentCopy fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {isReadOnly ? null : (
        <Tooltip title="Remove">
          <IconButton
            size="small"
            aria-label={`Remove ${trade.tradename}`}
            onClick={() => setRemovingTrade(trade)}
          >
            <Delete fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );

  return (
    <>
      <DataGrid<Trade>
        columns={columns}
        data={rows}
        getRowId={(trade) => String(trade.id)}
        isLoading={trades.isLoading}
        isFetching={trades.isFetching}
        defaultPageSize={PAGE_SIZES.tradeGrid}
        emptyText="No trades yet."
        rowActionsWidth={isReadOnly ? 56 : canCopy ? 170 : 136}
        renderRowActions={renderActions}
        onRowOpen={toggle}
        renderToolbarActions={
          isReadOnly
            ? undefined
            : () => (
                <Button variant="contained" size="small" startIcon={<Add />} onClick={() => setAdding(true)}>
                  Add Trade
                </Button>
              )
        }
      />
      {expanded ? (
        <RatesPanel
          trade={expanded}
          isReadOnly={isReadOnly}
          onOpenRate={(rate) => setEditing({ trade: expanded, rate })}
          onRemoveRate={setRemovingRate}
        />
      ) : null}
      <AddTradeDialog
        isOpen={isAdding}
        choices={choices}
        onClose={() => setAdding(false)}
        onSubmit={async (trade) => {
          const answer = await addTrade(owner, trade);
          setTrades(answer.trades);
          setAdding(false);
        }}
      />
      <CopyTradeDialog
        source={copying}
        choices={choices}
        onClose={() => setCopying(null)}
        onSubmit={async (source, tradeids) => {
          setTrades(await copyTrade(owner, source.id, tradeids));
          setCopying(null);
        }}
      />
      <RateDialog
        rate={editing?.rate}
        tradename={editing?.trade.tradename ?? ''}
        isReadOnly={isReadOnly}
        onSubmit={handleRateSubmit}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        open={removingTrade !== null}
        title="Remove Trade"
        confirmLabel="Remove"
        onClose={() => setRemovingTrade(null)}
        onConfirm={async () => {
          if (!removingTrade) return;
          setTrades(await removeTrade(owner, removingTrade.id));
        }}
      >
        {removingTrade ? `Remove ${removingTrade.tradename} and its rates from the list?` : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={removingRate !== null}
        title="Remove Rate"
        confirmLabel="Remove"
        onClose={() => setRemovingRate(null)}
        onConfirm={async () => {
          if (!removingRate) return;
          await removeRate(owner, removingRate.id);
          toast('Removed rate!', 'success');
          await refresh();
        }}
      >
        {removingRate ? `Remove the rate of ${removingRate.statecodes.join(', ')}?` : null}
      </ConfirmDialog>
    </>
  );
}
