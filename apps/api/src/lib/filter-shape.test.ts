import { describe, expect, it } from 'vitest';
import { filterShapeProblem } from './list-query/filter-shape';

// The shape of a filter expression on its own (docs/decisions/080 and 117).

describe('filterShapeProblem', () => {
  it('takes the protocol grammar and bounds its depth, size and values', () => {
    expect(filterShapeProblem([['statusid', '=', 9], 'or', ['!', ['wonumber', 'contains', '1']]])).toBe(
      undefined,
    );
    expect(filterShapeProblem(['statusid', 'anyof', [1, 2, null]])).toBe(undefined);
    let deep: unknown = ['id', '=', 1];
    for (let level = 0; level < 11; level += 1) deep = ['!', deep];
    expect(filterShapeProblem(deep)).toBe('A filter nests at most 10 levels.');
    let hostile: unknown = 1;
    for (let level = 0; level < 100_000; level += 1) hostile = [hostile];
    expect(filterShapeProblem(hostile)).toBe('A filter nests at most 10 levels.');
    expect(filterShapeProblem(['a', '=', { x: 1 }])).toBe(
      'A filter value is text, a number, a boolean or null.',
    );
    expect(filterShapeProblem(['a', '=', 'x'.repeat(1001)])).toBe(
      'A filter value holds at most 1000 characters.',
    );
    expect(filterShapeProblem(['a', '=', 'x\u0000'])).toBe(
      'A filter value must not contain the NUL character (\\u0000).',
    );
    expect(filterShapeProblem([['a', '=', 1], 'xor', ['b', '=', 2]])).toBe('Unknown operator "xor".');
  });
});
