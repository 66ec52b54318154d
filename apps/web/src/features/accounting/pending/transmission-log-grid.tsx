import {
  PAGE_SIZES,
  TRANSMISSION_LOG_PAGE_SIZE_OPTIONS,
  transmissionLogResource,
} from '@dispatchwise/shared';
import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import {
  DataGrid,
  useServerGrid,
  type DataGridColumn,
  type FilterExpression,
  type GridState,
} from '../../../components/data-grid';
import { Loading } from '../../../components/loading';
import { useCaptions } from '../../../lib/captions';
import { formatDateTime } from '../../../lib/format';
import { getTransmissionLogs } from '../api/get-transmission-logs';
import { accountingKeys } from '../api/query-keys';
import type { TransmissionLogRow } from '../api/types';
import { LogCard, LogOutcomeCell, logRowStyle } from './log-status';

const DEFAULTS: Partial<GridState> = {
  pageSize: PAGE_SIZES.transmissionLog,
  sorting: [{ id: 'startTime', desc: true }],
};

const timeCell = (value: string | null) => (value ? formatDateTime(value) : '');

/**
 * The transmission log under a tab (spec A "Accounting"): GET /accounting/gettransmissionlogs on the grid
 * protocol for one typeId, newest first, 5 a page (5/10/20/50/100), failures highlighted.
 */
export function TransmissionLogGrid({ typeId, gridKey }: { typeId: number; gridKey: string }) {
  const caption = useCaptions();
  const extraFilter = useMemo<FilterExpression>(() => ['typeId', '=', typeId], [typeId]);
  const grid = useServerGrid<TransmissionLogRow>(transmissionLogResource, getTransmissionLogs, {
    stateKey: `${transmissionLogResource.key}-${gridKey}`,
    queryKey: accountingKeys.logsOf(gridKey),
    defaults: DEFAULTS,
    extraFilter,
  });

  const columns = useMemo<DataGridColumn<TransmissionLogRow>[]>(() => {
    const c = (field: string) => caption('transmissionlog', field);
    const text = (field: keyof TransmissionLogRow, size: number): DataGridColumn<TransmissionLogRow> => ({
      id: field,
      accessorKey: field,
      header: c(field),
      size,
    });
    return [
      {
        id: 'startTime',
        accessorKey: 'startTime',
        header: c('startTime'),
        size: 180,
        dataType: 'date',
        Cell: ({ row }) => timeCell(row.original.startTime),
      },
      {
        id: 'endTime',
        accessorKey: 'endTime',
        header: c('endTime'),
        size: 180,
        dataType: 'date',
        Cell: ({ row }) => timeCell(row.original.endTime),
      },
      {
        id: 'success',
        accessorKey: 'success',
        header: c('success'),
        size: 130,
        dataType: 'boolean',
        Cell: ({ row }) => <LogOutcomeCell row={row.original} />,
      },
      text('workOrderNumber', 140),
      typeId === 2 ? text('customerName', 200) : text('vendorName', 200),
      text('invoiceNumber', 130),
      {
        ...text('errorMessage', 360),
        Cell: ({ row }) => (
          <Typography variant="body2" color="error" sx={{ whiteSpace: 'normal', wordBreak: 'break-word' }}>
            {row.original.errorMessage ?? ''}
          </Typography>
        ),
      },
    ];
  }, [caption, typeId]);

  return (
    <Box component="section" aria-label="Transmission log" sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Transmission Log
      </Typography>
      {grid.isLoading ? (
        <Loading text="Loading Logs..." />
      ) : (
        <DataGrid<TransmissionLogRow>
          columns={columns}
          server={grid}
          getRowId={(row) => String(row.id)}
          pageSizeOptions={TRANSMISSION_LOG_PAGE_SIZE_OPTIONS}
          hasHeaderFilters={false}
          hasFilterBuilder={false}
          hasRowVirtualization={false}
          searchPlaceholder="Search logs..."
          emptyText="Nothing has been sent yet."
          getRowStyle={logRowStyle}
          renderCard={(row) => <LogCard row={row} />}
          cardListHeight={420}
        />
      )}
    </Box>
  );
}
