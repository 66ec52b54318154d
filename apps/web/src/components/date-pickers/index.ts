export { DatePicker, DateTimePicker, TimePicker } from './lazy-date-pickers';
