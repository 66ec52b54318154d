import { Typography } from '@mui/material';
import type { Control } from 'react-hook-form';
import { FormSelect } from '../../components/form-fields';
import type { WorkOrderActionVendor } from './types';

type Props = {
  // Both vendor forms hold the line in `wovendorid`.
  control: Control<{ wovendorid: number | null; note: string }>;
  lines: WorkOrderActionVendor[];
};

/** The vendor a notice goes to: a select when the order has more than one line, else its name. */
export function VendorLineField({ control, lines }: Props) {
  if (lines.length === 1) {
    return (
      <Typography variant="body2">
        Vendor: <strong>{lines[0]!.vendorname}</strong>
      </Typography>
    );
  }
  return (
    <FormSelect
      control={control}
      name="wovendorid"
      label="Vendor"
      options={lines.map((line) => ({ value: line.wovendorid, label: line.vendorname }))}
    />
  );
}
