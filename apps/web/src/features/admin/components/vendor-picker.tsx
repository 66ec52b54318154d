import { PAGE_SIZES, VENDOR_SEARCH_MIN_LENGTH, vendorListResource } from '@dispatchwise/shared';
import { DataGrid, useServerGrid, type DataGridColumn } from '../../../components/data-grid';
import { getVendors } from '../api/get-vendors';
import type { VendorRow } from '../types';
import { ChooseButton, chosenRowStyle } from './choose-row';

const text = (key: 'address' | 'city' | 'statecode' | 'postalcode', header: string, size: number) =>
  ({
    id: key,
    accessorFn: (row) => row[key] ?? '',
    header,
    size,
    dataType: 'string',
  }) satisfies DataGridColumn<VendorRow>;

const COLUMNS: DataGridColumn<VendorRow>[] = [
  { accessorKey: 'name', header: 'Name', size: 240 },
  text('address', 'Address', 220),
  text('city', 'City', 140),
  { ...text('statecode', 'State', 90), hasHeaderFilter: true },
  text('postalcode', 'Zip', 100),
];

const DEFAULTS = { pageSize: PAGE_SIZES.vendorGrid, sorting: [{ id: 'name', desc: false }] };

type Props = { value: VendorRow | null; onChange: (vendor: VendorRow) => void };

/**
 * The vendor to import for (spec A "Import Vendor Zips"): the Vendors list's call as a grid of name,
 * address, city, state and zip; the search matches name, city and zip (4 letters or more, as the Vendors
 * list), the filters every column. A row is chosen by its button, a double click or Enter (decision 156).
 */
export function VendorPicker({ value, onChange }: Props) {
  const grid = useServerGrid<VendorRow>(vendorListResource, getVendors, {
    queryKey: ['vendors', 'zip-import'],
    defaults: DEFAULTS,
    searchMinLength: VENDOR_SEARCH_MIN_LENGTH,
  });
  return (
    <DataGrid<VendorRow>
      columns={COLUMNS}
      server={grid}
      getRowId={(vendor) => String(vendor.id)}
      hasColumnChooser={false}
      searchPlaceholder="Name, city or zip"
      maxHeight={420}
      emptyText="No vendors."
      onRowOpen={onChange}
      rowActionsWidth={56}
      getRowStyle={(vendor) => chosenRowStyle(vendor.id === value?.id)}
      renderRowActions={(vendor) => (
        <ChooseButton
          name={vendor.name}
          isChosen={vendor.id === value?.id}
          onChoose={() => onChange(vendor)}
        />
      )}
    />
  );
}
