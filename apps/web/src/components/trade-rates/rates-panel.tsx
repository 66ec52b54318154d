import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import { Box, IconButton, Typography } from '@mui/material';
import { PAGE_SIZES } from '@dispatchwise/shared';
import { useMemo } from 'react';
import { formatDateTime, formatMoney } from '../../lib/format';
import { DataGrid, type DataGridColumn } from '../data-grid';
import { Tooltip } from '../tooltip';
import type { Rate, Trade } from './api/trade-rates-api';

/** Up to three names, then "+N more". */
export function placesText(names: string[]): string {
  if (names.length <= 3) return names.join(', ');
  return `${names.slice(0, 3).join(', ')} +${names.length - 3} more`;
}

const money = (value: string | null) => (value === null ? '' : formatMoney(value));
const percent = (value: string | null) => (value === null ? '' : `${Number(value).toFixed(2)}%`);

type Props = {
  trade: Trade;
  isReadOnly: boolean;
  onOpenRate: (rate: Rate) => void;
  onRemoveRate: (rate: Rate) => void;
};

/** The expanded trade's rates by state (spec C 2.6; page size 10). */
export function RatesPanel({ trade, isReadOnly, onOpenRate, onRemoveRate }: Props) {
  const columns = useMemo<DataGridColumn<Rate>[]>(
    () => [
      { accessorKey: 'statecode', header: 'State', size: 80 },
      {
        id: 'statecodes',
        header: 'States',
        accessorFn: (rate) => rate.statecodes.join(', '),
        size: 140,
      },
      {
        id: 'counties',
        header: 'Counties',
        accessorFn: (rate) => placesText(rate.counties.map((place) => place.county)),
        size: 180,
      },
      {
        id: 'cities',
        header: 'Cities',
        accessorFn: (rate) => placesText(rate.cities.map((place) => place.city)),
        size: 180,
      },
      {
        id: 'zipcodes',
        header: 'Zip Codes',
        accessorFn: (rate) => placesText(rate.zipcodes.map((place) => place.zipcode)),
        size: 160,
      },
      { id: 'regularrate', header: 'Regular Rate', accessorFn: (rate) => money(rate.regularrate), size: 120 },
      {
        id: 'overtimerate',
        header: 'Overtime Rate',
        accessorFn: (rate) => money(rate.overtimerate),
        size: 120,
      },
      { id: 'holidayrate', header: 'Holiday Rate', accessorFn: (rate) => money(rate.holidayrate), size: 120 },
      { id: 'tripcharge', header: 'Trip Charge', accessorFn: (rate) => money(rate.tripcharge), size: 110 },
      { id: 'markupcharge', header: 'Markup', accessorFn: (rate) => percent(rate.markupcharge), size: 100 },
      {
        id: 'lastupdated',
        header: 'Last Updated',
        accessorFn: (rate) => formatDateTime(rate.lastupdated),
        size: 170,
      },
    ],
    [],
  );
  const where = (rate: Rate) => rate.statecodes.join(', ') || rate.statecode || 'no state';

  return (
    <Box sx={{ mt: 2 }} role="region" aria-label={`Rates of ${trade.tradename}`}>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        Rates of {trade.tradename}
      </Typography>
      <DataGrid<Rate>
        columns={columns}
        data={trade.rates}
        getRowId={(rate) => String(rate.id)}
        defaultPageSize={PAGE_SIZES.rateGrid}
        defaultSorting={[{ id: 'statecode', desc: false }]}
        hasColumnChooser={false}
        hasSearch={false}
        emptyText="No rates yet."
        rowActionsWidth={isReadOnly ? 56 : 96}
        onRowOpen={onOpenRate}
        renderRowActions={(rate) => (
          <>
            <Tooltip title={isReadOnly ? 'View' : 'Edit'}>
              <IconButton
                size="small"
                aria-label={`${isReadOnly ? 'View' : 'Edit'} the rate of ${where(rate)}`}
                onClick={() => onOpenRate(rate)}
              >
                {isReadOnly ? <Visibility fontSize="small" /> : <Edit fontSize="small" />}
              </IconButton>
            </Tooltip>
            {isReadOnly ? null : (
              <Tooltip title="Remove">
                <IconButton
                  size="small"
                  aria-label={`Remove the rate of ${where(rate)}`}
                  onClick={() => onRemoveRate(rate)}
                >
                  <Delete fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </>
        )}
      />
    </Box>
  );
}
