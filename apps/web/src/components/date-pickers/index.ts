export { DatePicker, DateTimePicker, preloadDatePicker, TimePicker } from './lazy-date-pickers';
