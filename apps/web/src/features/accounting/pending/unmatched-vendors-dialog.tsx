import { ACCOUNTING_MESSAGES } from '@dispatchwise/shared';
import { Alert, Button, Checkbox, Chip, CircularProgress } from '@mui/material';
import { useMemo, useState } from 'react';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid';
import { ListDialog } from '../../../components/list-dialog';
import { Loading } from '../../../components/loading';
import { useCaptions } from '../../../lib/captions';
import { useToast } from '../../../lib/toast';
import { useUnmatchedVendors } from '../api/get-unmatched-vendors';
import { useSubmitPending } from '../api/submit-pending';
import type { UnmatchedVendor } from '../api/types';
import { NewTabLink, vendorHref } from './pending-cells';
import { toSubmitBody, NO_SELECTION } from './selection';

/**
 * Find Unmatched Vendors (spec A "Accounting", decision 179): the vendors with bills to push that QuickBooks
 * does not know, checked ones created there through the push (its hidden Pending Vendor Updates list).
 */
export function UnmatchedVendorsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const caption = useCaptions();
  const toast = useToast();
  const vendors = useUnmatchedVendors(isOpen);
  const submit = useSubmitPending();
  const [checked, setChecked] = useState<readonly number[]>([]);
  const rows = useMemo(() => vendors.data ?? [], [vendors.data]);

  const columns = useMemo<DataGridColumn<UnmatchedVendor>[]>(() => {
    const c = (field: string) => caption('unmatchedvendor', field);
    const toggle = (id: number) =>
      setChecked((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
    return [
      {
        id: 'create',
        header: 'Create',
        size: 80,
        grow: false,
        enableSorting: false,
        Cell: ({ row: { original: vendor } }) =>
          vendor.isQueued ? (
            <Chip size="small" label="Queued" variant="outlined" />
          ) : (
            <Checkbox
              size="small"
              checked={checked.includes(vendor.vendorId)}
              onChange={() => toggle(vendor.vendorId)}
              slotProps={{ input: { 'aria-label': `Create ${vendor.vendorName} in QuickBooks` } }}
            />
          ),
      },
      {
        id: 'vendorName',
        accessorKey: 'vendorName',
        header: c('vendorName'),
        size: 240,
        Cell: ({ row }) => (
          <NewTabLink href={vendorHref(row.original.vendorId)}>{row.original.vendorName}</NewTabLink>
        ),
      },
      { id: 'city', accessorFn: (vendor) => vendor.city ?? '', header: c('city'), size: 160 },
      { id: 'statecode', accessorFn: (vendor) => vendor.statecode ?? '', header: c('statecode'), size: 90 },
      {
        id: 'pendingBills',
        accessorKey: 'pendingBills',
        header: c('pendingBills'),
        size: 130,
        muiTableBodyCellProps: { align: 'right' },
        muiTableHeadCellProps: { align: 'right' },
      },
    ];
  }, [caption, checked]);

  const handleClose = () => {
    setChecked([]);
    onClose();
  };

  const handleCreate = () =>
    submit.mutate(toSubmitBody(NO_SELECTION, checked), {
      onSuccess: () => {
        toast(ACCOUNTING_MESSAGES.sent, 'success');
        handleClose();
      },
      onError: (error) => toast(error.message, 'error'),
    });

  return (
    <ListDialog
      isOpen={isOpen}
      title="Unmatched Vendors"
      onClose={handleClose}
      size="compact"
      actions={
        <>
          <Button onClick={handleClose}>Close</Button>
          <Button
            variant="contained"
            disabled={checked.length === 0 || submit.isPending}
            startIcon={submit.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            onClick={handleCreate}
          >
            Create in QuickBooks
          </Button>
        </>
      }
    >
      {vendors.isLoading ? (
        <Loading />
      ) : vendors.isError ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {vendors.error.message}
        </Alert>
      ) : (
        <DataGrid<UnmatchedVendor>
          columns={columns}
          data={rows}
          getRowId={(vendor) => String(vendor.vendorId)}
          stateKey="accounting-unmatchedvendors"
          hasColumnChooser={false}
          emptyText="Every vendor with a bill to push is matched in QuickBooks."
        />
      )}
    </ListDialog>
  );
}
