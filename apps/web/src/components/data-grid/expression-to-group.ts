import { FILTER_OPERATORS } from '@dispatchwise/shared';
import type { FieldType, FilterCondition, FilterGroup, FilterOperator } from './filter-expression';

/**
 * The way back from a DevExtreme filter expression to the filter builder's tree, for a saved view that
 * carries only `filterValue` (a view written by another client or brought over from the old system, as
 * DevExtreme's grid state keeps its filter there). The builder's own output comes back exactly (dates are
 * local days: `[f, ">=", day start]` is ">= that day"); header filters come back as builder conditions
 * (`anyof` as "= a or = b"). An expression the builder cannot show answers null, and nothing is restored:
 * a part of a filter silently dropped would show rows the view never showed.
 */
export function expressionToGroup(
  expression: unknown,
  typeOf: (field: string) => FieldType,
): FilterGroup | null {
  const node = toNode(expression, typeOf);
  if (!node) return null;
  return node.kind === 'group' ? node : { kind: 'group', logic: 'and', items: [node] };
}

type Node = FilterCondition | FilterGroup;

/** The operators the builder shows as one condition; `anyof`, `noneof` and `between` take lists. */
const PLAIN_OPERATORS = new Set<string>(
  FILTER_OPERATORS.filter((op) => op !== 'anyof' && op !== 'noneof' && op !== 'between'),
);

const isLogic = (value: unknown): value is 'and' | 'or' => value === 'and' || value === 'or';

function toNode(expression: unknown, typeOf: (field: string) => FieldType): Node | null {
  if (!Array.isArray(expression) || expression.length === 0) return null;
  if (expression[0] === '!') {
    const inner = expression.length === 2 ? toNode(expression[1], typeOf) : null;
    if (!inner) return null;
    return inner.kind === 'group' && !inner.isNegated
      ? { ...inner, isNegated: true }
      : { kind: 'group', logic: 'and', isNegated: true, items: [inner] };
  }
  if (typeof expression[0] === 'string') return toCondition(expression, typeOf);
  return toGroup(expression, typeOf);
}

/** `[a, "and", b, "and", c]`; DevExtreme reads `[a, b]` as `[a, "and", b]`. One logic word per level. */
function toGroup(expression: unknown[], typeOf: (field: string) => FieldType): FilterGroup | null {
  let logic: 'and' | 'or' | null = null;
  const items: Node[] = [];
  for (const part of expression) {
    if (isLogic(part)) {
      if (logic && logic !== part) return null;
      logic = part;
      continue;
    }
    const node = toNode(part, typeOf);
    if (!node) return null;
    items.push(node);
  }
  return items.length === 0 ? null : { kind: 'group', logic: logic ?? 'and', items };
}

function toCondition(expression: unknown[], typeOf: (field: string) => FieldType): Node | null {
  // `[field, value]` is `[field, "=", value]`.
  const [field, operator, value] =
    expression.length === 2 ? [expression[0], '=', expression[1]] : expression.length === 3 ? expression : [];
  if (typeof field !== 'string' || !field || typeof operator !== 'string') return null;
  const type = typeOf(field);
  const op = operator.toLowerCase();
  if (value === null && (op === '=' || op === '<>')) {
    return { kind: 'condition', field, operator: op === '=' ? 'isblank' : 'isnotblank', value: '' };
  }
  if (op === 'anyof' || op === 'noneof') {
    if (!Array.isArray(value) || value.length === 0) return null;
    const items = value.map((one) => toCondition([field, op === 'anyof' ? '=' : '<>', one], typeOf));
    if (items.some((item) => !item)) return null;
    return { kind: 'group', logic: op === 'anyof' ? 'or' : 'and', items: items as Node[] };
  }
  if (op === 'between') {
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [from, to] = value.map((one) => valueText(type, one));
    if (from === null || to === null) return null;
    return { kind: 'condition', field, operator: 'between', value: from!, value2: to! };
  }
  if (!PLAIN_OPERATORS.has(op)) return null;
  const text = valueText(type, value);
  if (text === null) return null;
  return { kind: 'condition', field, operator: op as FilterOperator, value: text };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The builder's text for a value: dates as the local day (yyyy-MM-dd) of the instant. */
function valueText(type: FieldType, value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
  if (type !== 'date') return String(value);
  // A bare day is already what the builder holds (new Date would read it as UTC midnight).
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
