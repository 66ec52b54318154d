import { describe, expect, it } from 'vitest';
import { groupRowFilter, groupRowId } from './server-groups';

describe('remote grouping', () => {
  it("narrows to one group's rows by its key", () => {
    expect(groupRowFilter('customername', 'string', 'Big Box')).toEqual(['customername', '=', 'Big Box']);
    expect(groupRowFilter('wcexempt', 'boolean', false)).toEqual(['wcexempt', '=', false]);
    expect(groupRowFilter('customername', 'string', null)).toEqual(['customername', '=', null]);
  });

  it('takes a date group as the day that starts at its key', () => {
    expect(groupRowFilter('createddate', 'date', '2026-03-05T00:00:00.000Z')).toEqual([
      ['createddate', '>=', '2026-03-05T00:00:00.000Z'],
      'and',
      ['createddate', '<', '2026-03-06T00:00:00.000Z'],
    ]);
  });

  it('gives every key its own row id', () => {
    expect(
      new Set([null, 'null', false, 'false', 0, '0'].map((key) => groupRowId({ key, count: 1 }))).size,
    ).toBe(6);
  });
});
