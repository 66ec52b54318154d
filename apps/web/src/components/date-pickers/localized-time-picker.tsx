import { TimePicker as MuiTimePicker, type TimePickerProps } from '@mui/x-date-pickers/TimePicker';
import { DateLocalization } from './date-localization';

export function TimePicker(props: TimePickerProps) {
  return (
    <DateLocalization>
      <MuiTimePicker {...props} />
    </DateLocalization>
  );
}
