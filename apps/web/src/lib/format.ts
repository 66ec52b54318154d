// The formatters live in shared so the API's exports and the screens agree (ARCHITECTURE.md mechanism 6).
export { formatDate, formatDateTime, formatMoney, initials } from '@dispatchwise/shared';

// The currency input's typed text (components/form-fields FormCurrencyField) is the screens' own.

/** "$1,250.5" -> "1250.50"; '' for an empty input; null when it is not an amount. */
export function normalizeMoney(text: string): string | null {
  const plain = text.replace(/[$,\s]/g, '');
  if (plain === '') return '';
  if (!/^\d{1,12}(\.\d{0,2})?$/.test(plain)) return null;
  return Number(plain).toFixed(2);
}

/** An amount as the field shows it once typed: "1,250.00". */
export function formatMoneyInput(text: string): string {
  const normalized = normalizeMoney(text);
  if (!normalized) return text;
  const [whole, cents] = normalized.split('.');
  return `${Number(whole).toLocaleString('en-US')}.${cents}`;
}
