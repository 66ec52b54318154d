export { DatePicker } from './date-picker';
export { DateTimePicker, TimePicker } from './lazy-date-pickers';
