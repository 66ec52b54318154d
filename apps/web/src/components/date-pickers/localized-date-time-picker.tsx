import {
  DateTimePicker as MuiDateTimePicker,
  type DateTimePickerProps,
} from '@mui/x-date-pickers/DateTimePicker';
import { DateLocalization } from './date-localization';

export function DateTimePicker(props: DateTimePickerProps) {
  return (
    <DateLocalization>
      <MuiDateTimePicker {...props} />
    </DateLocalization>
  );
}
