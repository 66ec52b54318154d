import { DatePicker as MuiDatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { DateLocalization } from './date-localization';

export function DatePicker(props: DatePickerProps) {
  return (
    <DateLocalization>
      <MuiDatePicker {...props} />
    </DateLocalization>
  );
}
