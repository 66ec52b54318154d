import { describe, expect, it } from 'vitest';
import { anyOfFilterFn, facetsToGroupRows } from './client-filter';

const row = (value: unknown) => ({ getValue: () => value });

describe('client-mode header filters', () => {
  it('keeps rows whose value is picked, blanks matching (Blanks)', () => {
    expect(anyOfFilterFn(row('Customer'), 'type', ['Customer', 'Vendor'])).toBe(true);
    expect(anyOfFilterFn(row('Internal'), 'type', ['Customer'])).toBe(false);
    expect(anyOfFilterFn(row(''), 'type', [null])).toBe(true);
    expect(anyOfFilterFn(row(undefined), 'type', [null])).toBe(true);
    expect(anyOfFilterFn(row(false), 'highpriority', [true])).toBe(false);
    expect(anyOfFilterFn(row('x'), 'type', [])).toBe(true);
    expect(anyOfFilterFn.autoRemove([])).toBe(true);
  });

  it('lists the faceted values with counts, blanks merged first', () => {
    const facets = new Map<unknown, number>([
      ['Vendor', 2],
      ['', 1],
      [null, 2],
      ['Customer', 3],
    ]);
    expect(facetsToGroupRows(facets)).toEqual([
      { key: null, count: 3 },
      { key: 'Customer', count: 3 },
      { key: 'Vendor', count: 2 },
    ]);
  });
});
