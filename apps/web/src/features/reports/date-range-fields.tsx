import { toIsoDate } from '@dispatchwise/shared';
import { Box } from '@mui/material';
import type { Control } from 'react-hook-form';
// The module, not the door: the door's other fields bring MUI's Autocomplete (decision 211).
import { FormDateField } from '../../components/form-fields/date-field';

/** The Begin Date and End Date of a report run, both optional (the API checks their order). */
export type DateRangeValues = { startDate: Date | null; endDate: Date | null };

/** A picked date as the yyyy-MM-dd the API reads; empty or unfinished: null. */
export const isoDateOf = (date: Date | null) =>
  date && !Number.isNaN(date.getTime()) ? toIsoDate(date) : null;

/** Begin Date and End Date side by side (they wrap on a phone). */
export function DateRangeFields<T extends DateRangeValues>({ control }: { control: Control<T> }) {
  const range = control as unknown as Control<DateRangeValues>;
  return (
    <>
      <Box sx={{ width: 190 }}>
        <FormDateField control={range} name="startDate" label="Begin Date" isClearable />
      </Box>
      <Box sx={{ width: 190 }}>
        <FormDateField control={range} name="endDate" label="End Date" isClearable />
      </Box>
    </>
  );
}
