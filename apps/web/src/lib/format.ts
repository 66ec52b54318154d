// The formatters live in shared so the API's exports and the screens agree (ARCHITECTURE.md mechanism 6).
export { formatDate, formatDateTime, formatMoney, initials } from '@dispatchwise/shared';
