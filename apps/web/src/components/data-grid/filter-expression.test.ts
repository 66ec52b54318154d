import { describe, expect, it } from 'vitest';
import {
  countConditions,
  dayStart,
  groupToExpression,
  joinExpressions,
  pruneFilterGroup,
  valuesToExpression,
  type FieldType,
  type FilterGroup,
} from './filter-expression';

const types: Record<string, FieldType> = {
  status: 'string',
  nte: 'number',
  flagged: 'boolean',
  createddate: 'date',
  city: 'string',
};
const typeOf = (field: string) => types[field] ?? 'string';
const c = (field: string, operator: string, value = '', value2?: string) =>
  ({ kind: 'condition', field, operator, value, value2 }) as FilterGroup['items'][number];

describe('filter builder expressions', () => {
  it('joins the conditions of a group with its logic, typed by field', () => {
    const group: FilterGroup = {
      kind: 'group',
      logic: 'and',
      items: [c('status', 'contains', 'Disp'), c('nte', '>=', '250'), c('flagged', '=', 'true')],
    };
    expect(groupToExpression(group, typeOf)).toEqual([
      ['status', 'contains', 'Disp'],
      'and',
      ['nte', '>=', 250],
      'and',
      ['flagged', '=', true],
    ]);
  });

  it('nests or groups and negates', () => {
    const group: FilterGroup = {
      kind: 'group',
      logic: 'and',
      items: [
        c('city', '=', 'Austin'),
        {
          kind: 'group',
          logic: 'or',
          isNegated: true,
          items: [c('status', '=', 'Invoiced'), c('status', '=', 'Cancelled')],
        },
      ],
    };
    expect(groupToExpression(group, typeOf)).toEqual([
      ['city', '=', 'Austin'],
      'and',
      ['!', [['status', '=', 'Invoiced'], 'or', ['status', '=', 'Cancelled']]],
    ]);
  });

  it('leaves out incomplete rows; a single condition is not wrapped', () => {
    const group: FilterGroup = {
      kind: 'group',
      logic: 'or',
      items: [c('city', 'contains', ''), c('nte', '<', '10')],
    };
    expect(groupToExpression(group, typeOf)).toEqual(['nte', '<', 10]);
    expect(groupToExpression({ kind: 'group', logic: 'and', items: [] }, typeOf)).toBeNull();
    expect(countConditions(group)).toBe(1);
    expect(pruneFilterGroup(group)?.items).toHaveLength(1);
  });

  it('blank checks, between and whole days for dates', () => {
    expect(groupToExpression({ kind: 'group', logic: 'and', items: [c('city', 'isblank')] }, typeOf)).toEqual(
      ['city', '=', null],
    );
    expect(
      groupToExpression({ kind: 'group', logic: 'and', items: [c('nte', 'between', '10', '20')] }, typeOf),
    ).toEqual(['nte', 'between', [10, 20]]);
    expect(
      groupToExpression(
        { kind: 'group', logic: 'and', items: [c('createddate', '=', '2025-03-04')] },
        typeOf,
      ),
    ).toEqual([
      ['createddate', '>=', dayStart('2025-03-04')],
      'and',
      ['createddate', '<', dayStart('2025-03-05')],
    ]);
  });

  it('header filter values become anyof, with (Blanks) as = null', () => {
    expect(valuesToExpression('status', ['TBS'])).toEqual(['status', '=', 'TBS']);
    expect(valuesToExpression('status', ['TBS', 'Dispatched'])).toEqual([
      'status',
      'anyof',
      ['TBS', 'Dispatched'],
    ]);
    expect(valuesToExpression('city', ['Austin', null])).toEqual([
      ['city', '=', 'Austin'],
      'or',
      ['city', '=', null],
    ]);
    expect(valuesToExpression('city', [])).toBeNull();
  });

  it('joins header filters and the builder with and', () => {
    expect(joinExpressions([null, ['a', '=', 1], ['b', '=', 2]])).toEqual([
      ['a', '=', 1],
      'and',
      ['b', '=', 2],
    ]);
  });
});
