import type { vendorListRowSchema, WireOf } from '@dispatchwise/shared';
import Delete from '@mui/icons-material/Delete';
import { Autocomplete, Box, Button, IconButton, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid';
import { Tooltip } from '../../../components/tooltip';
import { http } from '../../../lib/http';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { excludeVendor, includeVendor, useExcludedVendors } from './api/excluded-vendors';
import { customerEditorKeys } from './api/query-keys';
import type { ExcludedVendor } from './api/types';

type VendorOption = Pick<WireOf<typeof vendorListRowSchema>, 'id' | 'name' | 'city' | 'statecode'>;

/** Vendors by name for the picker: the Vendors list's call (GET /vendor/getvendors), 20 at a time. */
function useVendorSearch(text: string) {
  const search = text.trim();
  return useQuery({
    queryKey: ['vendors', 'picker', search],
    queryFn: ({ signal }) =>
      http.get<{ data: VendorOption[] }>('/api/vendor/getvendors', {
        params: { take: 20, skip: 0, searchValue: search, requireTotalCount: false },
        signal,
      }),
    enabled: search.length > 3,
    staleTime: 60_000,
  });
}

const columns: DataGridColumn<ExcludedVendor>[] = [
  { accessorKey: 'name', header: 'Vendor', size: 240 },
  { id: 'city', accessorFn: (row) => row.city ?? '', header: 'City', size: 140 },
  { id: 'statecode', accessorFn: (row) => row.statecode ?? '', header: 'State', size: 80 },
  { id: 'postalcode', accessorFn: (row) => row.postalcode ?? '', header: 'Zip', size: 90 },
  { id: 'createddate', accessorFn: (row) => formatDate(row.createddate), header: 'Excluded On', size: 130 },
];

/**
 * Excluded Vendors: the vendors this customer keeps off its work (the Select Vendor popup marks them
 * "excluded by customer"). Staff add one by name (4 letters or more, as the Vendors list searches) and
 * remove one after a question.
 */
export function ExcludedVendorsTab({ customerid, canChange }: { customerid: number; canChange: boolean }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const excluded = useExcludedVendors(customerid);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<VendorOption | null>(null);
  const [removing, setRemoving] = useState<ExcludedVendor | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const found = useVendorSearch(text);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: customerEditorKeys.excludedVendors(customerid) });
  const excludedIds = useMemo(
    () => new Set((excluded.data ?? []).map((row) => row.vendorid)),
    [excluded.data],
  );
  const options = (found.data?.data ?? []).filter((vendor) => !excludedIds.has(vendor.id));

  const handleAdd = async () => {
    if (!picked) return;
    setIsAdding(true);
    try {
      await excludeVendor(customerid, picked.id);
      toast(`${picked.name} excluded`, 'success');
      setPicked(null);
      setText('');
      await refresh();
    } finally {
      setIsAdding(false);
    }
  };

  return (
    <>
      {canChange ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <Autocomplete<VendorOption>
            sx={{ width: 360 }}
            size="small"
            options={options}
            value={picked}
            onChange={(_, value) => setPicked(value)}
            inputValue={text}
            onInputChange={(_, value) => setText(value)}
            getOptionLabel={(vendor) =>
              `${vendor.name}${vendor.city ? ` (${vendor.city}, ${vendor.statecode ?? ''})` : ''}`
            }
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={(all) => all}
            loading={found.isFetching}
            noOptionsText={text.trim().length > 3 ? 'No vendors found' : 'Type 4 letters or more'}
            renderInput={(params) => <TextField {...params} label="Vendor to exclude" />}
          />
          <Button variant="contained" disabled={!picked || isAdding} onClick={() => void handleAdd()}>
            Exclude Vendor
          </Button>
        </Box>
      ) : null}
      <DataGrid<ExcludedVendor>
        columns={columns}
        data={excluded.data ?? []}
        isLoading={excluded.isLoading}
        getRowId={(row) => String(row.vendorid)}
        hasColumnChooser={false}
        emptyText="No excluded vendors"
        rowActionsWidth={56}
        renderRowActions={
          canChange
            ? (row) => (
                <Tooltip title="Remove">
                  <IconButton size="small" aria-label={`Remove ${row.name}`} onClick={() => setRemoving(row)}>
                    <Delete fontSize="small" />
                  </IconButton>
                </Tooltip>
              )
            : undefined
        }
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remove Excluded Vendor"
        confirmLabel="Remove"
        onConfirm={async () => {
          if (!removing) return;
          await includeVendor(customerid, removing.vendorid);
          await refresh();
        }}
        onClose={() => setRemoving(null)}
      >
        Let {removing?.name} work for this customer again?
      </ConfirmDialog>
    </>
  );
}
