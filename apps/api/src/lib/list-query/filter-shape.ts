import { z } from 'zod';

/**
 * The bounds of a filter expression (docs/decisions/080 and 117), checked twice: here on its shape,
 * before any field is known (the `filter` parameter, the `filterValue` a saved view stores), and by
 * the compiler (filter.ts) on its meaning.
 */
export const FILTER_MAX_DEPTH = 10;
export const FILTER_MAX_CONDITIONS = 100;
export const FILTER_MAX_LIST_VALUES = 1_000;
/** A value compared or matched: longer text is no search anyone types. */
export const FILTER_MAX_TEXT = 1_000;

/** `[field, op, value]` or `[field, value]`: a string first that is not the negation. */
export const isFilterCondition = (node: readonly unknown[]) =>
  typeof node[0] === 'string' &&
  node[0] !== '!' &&
  (node.length === 2 || node.length === 3) &&
  !Array.isArray(node[1]);

const isScalar = (value: unknown) =>
  value === null ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.length <= FILTER_MAX_TEXT);

const texts = (node: readonly unknown[]) =>
  node.flatMap((part) => (Array.isArray(part) ? part : [part])).filter((part) => typeof part === 'string');

function conditionProblem(node: readonly unknown[]): string | undefined {
  // The JSON text of the parameter hides a NUL as `\u0000` from the input guard: refused here.
  if (texts(node).some((text) => text.includes('\u0000')))
    return 'A filter value must not contain the NUL character (\\u0000).';
  if (texts(node).some((text) => text.length > FILTER_MAX_TEXT))
    return `A filter value holds at most ${FILTER_MAX_TEXT} characters.`;
  const value = node.length === 2 ? node[1] : node[2];
  if (Array.isArray(value)) {
    if (value.length > FILTER_MAX_LIST_VALUES)
      return `A filter list holds at most ${FILTER_MAX_LIST_VALUES} values.`;
    return value.every(isScalar) ? undefined : 'A filter list holds only text, numbers, booleans or null.';
  }
  return isScalar(value) ? undefined : 'A filter value is text, a number, a boolean or null.';
}

/**
 * What is wrong with the shape of a filter expression, or undefined. Recursion stops at
 * FILTER_MAX_DEPTH, so a hostile nesting never reaches the stack's limit.
 */
export function filterShapeProblem(filter: unknown): string | undefined {
  let conditions = 0;
  const visit = (node: unknown, depth: number): string | undefined => {
    if (depth > FILTER_MAX_DEPTH) return `A filter nests at most ${FILTER_MAX_DEPTH} levels.`;
    if (!Array.isArray(node) || node.length === 0) return 'A filter is a non-empty array expression.';
    if (node[0] === '!')
      return node.length === 2 ? visit(node[1], depth + 1) : "Negation is ['!', expression].";
    if (isFilterCondition(node)) {
      conditions += 1;
      if (conditions > FILTER_MAX_CONDITIONS)
        return `A filter holds at most ${FILTER_MAX_CONDITIONS} conditions.`;
      return conditionProblem(node);
    }
    if (node.length > 2 * FILTER_MAX_CONDITIONS)
      return `A filter holds at most ${FILTER_MAX_CONDITIONS} conditions.`;
    for (const item of node) {
      if (typeof item === 'string') {
        if (!/^(and|or)$/i.test(item)) return `Unknown operator ${JSON.stringify(item.slice(0, 40))}.`;
        continue;
      }
      const problem = visit(item, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  };
  return visit(filter, 0);
}

/**
 * A filter expression's shape as zod: null, absent or `[]` is no filter; anything else must be a
 * well-formed, bounded expression (400 with the problem).
 */
export const filterExpressionSchema = z.unknown().superRefine((filter, context) => {
  if (filter === undefined || filter === null || (Array.isArray(filter) && filter.length === 0)) return;
  const problem = filterShapeProblem(filter);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});
