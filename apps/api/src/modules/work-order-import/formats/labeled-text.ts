// Reading the printed forms of the customer file formats (docs/decisions/171): `Label: value` pairs, where
// one line may hold two (a two-column block), and a titled section of free text.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The value after each label, up to the next label on its line or the line's end; absent labels are missing. */
export function readLabeledFields<L extends string>(text: string, labels: readonly L[]): Map<L, string> {
  const pattern = new RegExp(`(?:^|\\s)(${labels.map(escape).join('|')}):`, 'g');
  const fields = new Map<L, string>();
  for (const line of text.split(/\r?\n/)) {
    const matches = [...line.matchAll(pattern)];
    matches.forEach((match, index) => {
      const start = match.index + match[0].length;
      const end = matches[index + 1]?.index ?? line.length;
      const label = match[1] as L;
      const value = line.slice(start, end).trim();
      if (!fields.has(label) && value) fields.set(label, value);
    });
  }
  return fields;
}

/** The lines after the line `heading` (a label's colon allowed) until a line matching `end` or the text's end. */
export function readSection(text: string, heading: string, end: RegExp): string | undefined {
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex(
    (line) => line.trim().replace(/:$/, '').toLowerCase() === heading.toLowerCase(),
  );
  if (start < 0) return undefined;
  const rest = lines.slice(start + 1);
  const stop = rest.findIndex((line) => end.test(line.trim()));
  return (stop < 0 ? rest : rest.slice(0, stop)).join('\n').trim();
}

/** MM/dd/yyyy with an optional h:mm AM/PM, read as written (no zone: the instant in UTC), or undefined. */
export function parseUsDate(value: string | undefined): string | null | undefined {
  if (!value) return null;
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2})\s*([AP]M)?)?$/i.exec(value.trim());
  if (!match) return undefined;
  const [, month, day, year, hour, minute, half] = match;
  let hours = hour === undefined ? 12 : Number(hour) % (half ? 12 : 24);
  if (half?.toUpperCase() === 'PM') hours += 12;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), hours, Number(minute ?? 0)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return undefined;
  return date.toISOString();
}

/** "$1,500.00" as "1500.00"; undefined when it is not an amount. */
export function parseAmount(value: string | undefined): string | null | undefined {
  if (!value) return null;
  const plain = value.replace(/[$,\s]/g, '');
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(plain)) return undefined;
  return Number(plain).toFixed(2);
}
