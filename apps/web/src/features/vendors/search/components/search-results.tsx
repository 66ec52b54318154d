import { TIERS, VENDOR_STATUS_TYPE } from '@dispatchwise/shared';
import { Box, Stack, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { DataGrid, type DataGridColumn } from '../../../../components/data-grid';
import {
  VendorHistoryDialog,
  VendorLink,
  WoCountButton,
  YesMark,
  type VendorHistoryTarget,
} from '../../../../entities/vendors';
import { useCaptions } from '../../../../lib/captions';
import type { VendorSearchResult } from '../api/search-vendors';

type Column = DataGridColumn<VendorSearchResult>;

/**
 * Row colours by the vendor's status (spec A "Vendor search": Complete, Incomplete, Supplier, other); pale
 * tints so the text stays legible, and the Status column says the same in words.
 */
export const SEARCH_ROW_COLORS = {
  complete: '#E8F5E9',
  incomplete: '#FFFDE7',
  supplier: '#E3F2FD',
  other: '#FFEBEE',
} as const;

const LEGEND: readonly { key: keyof typeof SEARCH_ROW_COLORS; label: string }[] = [
  { key: 'complete', label: 'Complete' },
  { key: 'incomplete', label: 'Incomplete' },
  { key: 'supplier', label: 'Supplier' },
  { key: 'other', label: 'Other (e.g. Redlined)' },
];

export function rowColorOf(vendor: Pick<VendorSearchResult, 'vendorstatustypeid'>): string {
  switch (vendor.vendorstatustypeid) {
    case VENDOR_STATUS_TYPE.Complete:
      return SEARCH_ROW_COLORS.complete;
    case VENDOR_STATUS_TYPE.Incomplete:
      return SEARCH_ROW_COLORS.incomplete;
    case VENDOR_STATUS_TYPE.Supplier:
      return SEARCH_ROW_COLORS.supplier;
    default:
      return SEARCH_ROW_COLORS.other;
  }
}

const tierNameOf = (id: number | null) => TIERS.find((tier) => tier.id === id)?.name ?? '';
const milesOf = (distance: number | null) => (distance == null ? '' : `${distance.toFixed(1)} mi`);

type Caption = (table: string, field: string, fallback?: string) => string;

function searchColumns(caption: Caption, onOpenHistory: (vendor: VendorSearchResult) => void): Column[] {
  const c = (name: string, fallback: string) => caption('vendor', name, fallback);
  const text = (name: keyof VendorSearchResult & string, fallback: string, size = 140): Column => ({
    id: name,
    accessorKey: name,
    header: c(name, fallback),
    size,
    hasHeaderFilter: name === 'city' || name === 'statecode' || name === 'county' || name === 'vendorstatus',
  });
  return [
    {
      ...text('name', 'Name', 220),
      Cell: ({ row }) => (
        <VendorLink vendorid={row.original.id} isNewTab={false}>
          {row.original.name}
        </VendorLink>
      ),
    },
    {
      ...text('ispreferredvendor', 'Preferred', 110),
      dataType: 'boolean',
      Cell: ({ row }) => <YesMark value={row.original.ispreferredvendor} />,
    },
    text('primaryphone', 'Primary Phone', 150),
    text('city', 'City', 130),
    text('statecode', 'State', 80),
    text('postalcode', 'Zip', 90),
    text('county', 'County', 130),
    text('dispatchemail', 'Dispatch Email', 200),
    text('vendorstatus', 'Status', 120),
    {
      ...text('wocount', 'WO Count', 100),
      dataType: 'number',
      muiTableBodyCellProps: { align: 'right' },
      Cell: ({ row }) => (
        <WoCountButton
          count={row.original.wocount}
          vendorname={row.original.name}
          onOpen={() => onOpenHistory(row.original)}
        />
      ),
    },
    text('trades', 'Trade(s)', 200),
    {
      ...text('tierid', 'Tier', 140),
      accessorFn: (vendor) => tierNameOf(vendor.tierid),
      Cell: ({ row }) => tierNameOf(row.original.tierid),
    },
    {
      ...text('distancefromjob', 'Distance', 110),
      header: 'Est. Distance',
      dataType: 'number',
      muiTableBodyCellProps: { align: 'right' },
      Cell: ({ row }) => milesOf(row.original.distancefromjob),
    },
  ];
}

type Props = { rows: VendorSearchResult[]; isSearching: boolean; hasDistance: boolean };

/** The vendors found: vendor link, preferred, phone, place, e-mail, status, WO Count, trades, tier, distance. */
export function VendorSearchResults({ rows, isSearching, hasDistance }: Props) {
  const caption = useCaptions();
  const [history, setHistory] = useState<VendorHistoryTarget | null>(null);
  const handleOpenHistory = useCallback(
    (vendor: VendorSearchResult) => setHistory({ vendorid: vendor.id, vendorname: vendor.name }),
    [],
  );
  const columns = useMemo(() => {
    const all = searchColumns(caption, handleOpenHistory);
    // A geography search has no centre to measure from.
    return hasDistance ? all : all.filter((column) => column.id !== 'distancefromjob');
  }, [caption, handleOpenHistory, hasDistance]);
  return (
    <>
      <DataGrid<VendorSearchResult>
        key={hasDistance ? 'radius' : 'geography'}
        data={rows}
        columns={columns}
        isLoading={isSearching}
        getRowId={(row) => String(row.id)}
        defaultSorting={hasDistance ? [{ id: 'distancefromjob', desc: false }] : []}
        searchPlaceholder="Search results..."
        emptyText="No vendors match this search."
        getRowStyle={(row) => ({ backgroundColor: rowColorOf(row) })}
        maxHeight="calc(100vh - 380px)"
      />
      <Stack
        direction="row"
        spacing={2}
        component="section"
        aria-label="Legend"
        sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        {LEGEND.map(({ key, label }) => (
          <Stack key={key} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box
              sx={{
                width: 16,
                height: 16,
                border: 1,
                borderColor: 'divider',
                bgcolor: SEARCH_ROW_COLORS[key],
              }}
            />
            <Typography variant="body2">{label}</Typography>
          </Stack>
        ))}
      </Stack>
      <VendorHistoryDialog vendor={history} onClose={() => setHistory(null)} />
    </>
  );
}
