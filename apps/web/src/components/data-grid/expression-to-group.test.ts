import { describe, expect, it } from 'vitest';
import { expressionToGroup } from './expression-to-group';
import {
  dayStart,
  groupToExpression,
  valuesToExpression,
  type FieldType,
  type FilterGroup,
} from './filter-expression';

const TYPES: Record<string, FieldType> = { amount: 'number', createddate: 'date', flagged: 'boolean' };
const typeOf = (field: string): FieldType => TYPES[field] ?? 'string';
const back = (expression: unknown) => groupToExpression(expressionToGroup(expression, typeOf), typeOf);

describe('a filterValue back to the filter builder', () => {
  it("gives the builder's own expressions back exactly: text, numbers, booleans, days, Not, nesting", () => {
    const tree: FilterGroup = {
      kind: 'group',
      logic: 'and',
      items: [
        { kind: 'condition', field: 'customername', operator: 'contains', value: 'Acme' },
        { kind: 'condition', field: 'amount', operator: 'between', value: '10', value2: '99.5' },
        { kind: 'condition', field: 'flagged', operator: '=', value: 'true' },
        { kind: 'condition', field: 'createddate', operator: '=', value: '2026-03-04' },
        { kind: 'condition', field: 'createddate', operator: '>=', value: '2026-01-01' },
        {
          kind: 'group',
          logic: 'or',
          isNegated: true,
          items: [
            { kind: 'condition', field: 'status', operator: '=', value: 'Invoiced' },
            { kind: 'condition', field: 'ponumber', operator: 'isblank', value: '' },
          ],
        },
      ],
    };
    const expression = groupToExpression(tree, typeOf);
    expect(expression).not.toBeNull();
    expect(back(expression)).toEqual(expression);
  });

  it('turns header filters (anyof, Blanks) into builder conditions that ask the same', () => {
    const expression = valuesToExpression('status', ['Dispatched', 'Completed', null]);
    expect(back(expression)).toEqual([
      [['status', '=', 'Dispatched'], 'or', ['status', '=', 'Completed']],
      'or',
      ['status', '=', null],
    ]);
    expect(back(['amount', 'noneof', [1, 2]])).toEqual([['amount', '<>', 1], 'and', ['amount', '<>', 2]]);
  });

  it('reads a single condition, the two-item form and a day without time', () => {
    expect(expressionToGroup(['wonumber', '100001'], typeOf)).toEqual({
      kind: 'group',
      logic: 'and',
      items: [{ kind: 'condition', field: 'wonumber', operator: '=', value: '100001' }],
    });
    expect(back(['createddate', '<', '2026-03-04'])).toEqual(['createddate', '<', dayStart('2026-03-04')]);
  });

  it('restores nothing from what the builder cannot show', () => {
    expect(expressionToGroup(null, typeOf)).toBeNull();
    expect(expressionToGroup([], typeOf)).toBeNull();
    expect(expressionToGroup(['status', 'like', 'x'], typeOf)).toBeNull();
    expect(expressionToGroup([['a', '=', 1], 'and', ['b', '=', 2], 'or', ['c', '=', 3]], typeOf)).toBeNull();
    expect(expressionToGroup([['a', '=', 1], 'and', ['b', 'regex', 2]], typeOf)).toBeNull();
    expect(expressionToGroup(['createddate', '>=', 'not a date'], typeOf)).toBeNull();
    expect(expressionToGroup(['status', '=', { $gt: 1 }], typeOf)).toBeNull();
  });
});
