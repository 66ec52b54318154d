import type { GroupRow } from './use-server-grid';

// Client mode's header filters: the same picks as the server's `anyof` (with `(Blanks)` as null),
// applied in the browser to the rows the grid holds.

/** Empty strings and missing values are one value, `(Blanks)`, as on the server. */
const normalize = (value: unknown): unknown => (value === undefined || value === '' ? null : value);

const isEmptyPick = (picked: unknown) => !Array.isArray(picked) || picked.length === 0;

/** A row passes when its value is one of the picked values (`autoRemove`: TanStack drops an empty pick). */
export const anyOfFilterFn = Object.assign(
  (row: { getValue: (columnId: string) => unknown }, columnId: string, picked: unknown): boolean => {
    if (isEmptyPick(picked)) return true;
    const value = normalize(row.getValue(columnId));
    return (picked as unknown[]).some((candidate) => normalize(candidate) === value);
  },
  { autoRemove: isEmptyPick },
);

/**
 * A column's faceted values (its values under the other filters and the search) as header-filter rows,
 * blanks merged and the values sorted.
 */
export function facetsToGroupRows(facets: Map<unknown, number>): GroupRow[] {
  const counts = new Map<unknown, number>();
  for (const [key, count] of facets) {
    const value = normalize(key);
    counts.set(value, (counts.get(value) ?? 0) + count);
  }
  return [...counts.entries()]
    .map(([key, count]) => ({ key: key as GroupRow['key'], count }))
    .sort((a, b) => {
      if (a.key === null) return -1;
      if (b.key === null) return 1;
      return String(a.key).localeCompare(String(b.key), undefined, { numeric: true });
    });
}
