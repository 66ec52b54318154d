import { Chip } from '@mui/material';
import type { DataGridColumn } from '../../../components/data-grid';
import { YesMark } from '../../../entities/vendors';
import type { DispatchVendor, DispatchVendorChoice } from '../types';

type VendorFields = Pick<DispatchVendor, 'name' | 'city' | 'statecode' | 'postalcode' | 'autoattachenabled'>;

const place = <T extends VendorFields>(): DataGridColumn<T>[] => [
  { id: 'city', accessorFn: (row) => row.city ?? '', header: 'City', size: 140 },
  { id: 'statecode', accessorFn: (row) => row.statecode ?? '', header: 'State', size: 80, grow: false },
  { id: 'postalcode', accessorFn: (row) => row.postalcode ?? '', header: 'Zip', size: 90, grow: false },
  {
    accessorKey: 'autoattachenabled',
    header: 'Auto Attach',
    size: 120,
    grow: false,
    dataType: 'boolean',
    Cell: ({ cell }) => <YesMark value={cell.getValue()} />,
    muiTableBodyCellProps: { align: 'center' },
    muiTableHeadCellProps: { align: 'center' },
  },
];

/** Why auto-dispatch passes a listed vendor over (decision 153): inactive, Redlined or Tier 6. */
const passedOverReason = (vendor: DispatchVendor) =>
  !vendor.isactive ? 'Inactive' : (vendor.blockedreason ?? null);

/** The trade's list (spec A "Dispatch vendor"): name, city, state, zip, auto attach, priority. */
export const DISPATCH_COLUMNS: DataGridColumn<DispatchVendor>[] = [
  {
    accessorKey: 'name',
    header: 'Name',
    size: 260,
    Cell: ({ row }) => {
      const reason = passedOverReason(row.original);
      return (
        <>
          {row.original.name}
          {reason ? (
            <Chip
              label={reason}
              size="small"
              color="warning"
              variant="outlined"
              title="Auto-dispatch passes this vendor over"
              sx={{ ml: 1 }}
            />
          ) : null}
        </>
      );
    },
  },
  ...place<DispatchVendor>(),
  {
    accessorKey: 'priority',
    header: 'Priority',
    size: 100,
    grow: false,
    dataType: 'number',
    muiTableBodyCellProps: { align: 'right' },
    muiTableHeadCellProps: { align: 'right' },
  },
];

/** The Select Vendor popup's choices: name, address, city, state, zip, auto attach. */
export const CHOICE_COLUMNS: DataGridColumn<DispatchVendorChoice>[] = [
  { accessorKey: 'name', header: 'Name', size: 240 },
  { id: 'address', accessorFn: (row) => row.address ?? '', header: 'Address', size: 200 },
  ...place<DispatchVendorChoice>(),
];
