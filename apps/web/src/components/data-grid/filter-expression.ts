/**
 * DevExtreme filter expressions (docs/platform.md "Grid protocol"): the header filters and the filter
 * builder of a grid both end here, as one array the API's list-query compiler reads.
 */

export type FieldType = 'string' | 'number' | 'date' | 'boolean';

/** `["statusid","=",9]`, `[[...],"and",[...]]`, `["!",[...]]`. */
export type FilterExpression = unknown[];

export type FilterOperator =
  | '='
  | '<>'
  | '<'
  | '>'
  | '<='
  | '>='
  | 'contains'
  | 'notcontains'
  | 'startswith'
  | 'endswith'
  | 'between'
  | 'isblank'
  | 'isnotblank';

export type FilterCondition = {
  kind: 'condition';
  field: string;
  operator: FilterOperator;
  /** As typed: text, a number as text, 'true'/'false', or a date as yyyy-MM-dd. */
  value: string;
  /** Upper bound of `between`. */
  value2?: string;
};

export type FilterGroup = {
  kind: 'group';
  logic: 'and' | 'or';
  isNegated?: boolean;
  items: (FilterCondition | FilterGroup)[];
};

export const OPERATOR_LABELS: Record<FilterOperator, string> = {
  '=': 'Equals',
  '<>': 'Does not equal',
  '<': 'Less than',
  '>': 'Greater than',
  '<=': 'Less than or equal to',
  '>=': 'Greater than or equal to',
  contains: 'Contains',
  notcontains: 'Does not contain',
  startswith: 'Starts with',
  endswith: 'Ends with',
  between: 'Is between',
  isblank: 'Is blank',
  isnotblank: 'Is not blank',
};

const COMPARE: FilterOperator[] = ['=', '<>', '<', '>', '<=', '>=', 'between', 'isblank', 'isnotblank'];

/** Which operators the builder offers for a field type (the API refuses the others with a 400). */
export const OPERATORS_BY_TYPE: Record<FieldType, FilterOperator[]> = {
  string: ['contains', 'notcontains', 'startswith', 'endswith', '=', '<>', 'isblank', 'isnotblank'],
  number: COMPARE,
  date: COMPARE,
  boolean: ['=', '<>'],
};

export const emptyGroup = (logic: 'and' | 'or' = 'and'): FilterGroup => ({ kind: 'group', logic, items: [] });

const needsNoValue = (operator: FilterOperator) => operator === 'isblank' || operator === 'isnotblank';

function typedValue(type: FieldType, raw: string): string | number | boolean | null {
  const text = raw.trim();
  if (text === '') return null;
  if (type === 'number') {
    const n = Number(text);
    return Number.isFinite(n) ? n : null;
  }
  if (type === 'boolean') return text === 'true';
  return text;
}

/** The day after a yyyy-MM-dd date, as yyyy-MM-dd (UTC arithmetic: no time zone shift). */
export function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The start of a local day (yyyy-MM-dd) as an instant: the API reads zone-less dates as UTC. */
export function dayStart(day: string): string {
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime()) ? day : date.toISOString();
}

/**
 * Dates are days to the user: "= 03/04/2025" means that whole day, so day comparisons become ranges
 * over [day, next day), the way DevExtreme's filter builder sends them.
 */
function dateCondition(field: string, operator: FilterOperator, date: string, date2?: string) {
  const day = dayStart(date);
  const after = dayStart(nextDay(date));
  switch (operator) {
    case '=':
      return [[field, '>=', day], 'and', [field, '<', after]];
    case '<>':
      return [[field, '<', day], 'or', [field, '>=', after]];
    case '<':
      return [field, '<', day];
    case '>':
      return [field, '>=', after];
    case '<=':
      return [field, '<', after];
    case '>=':
      return [field, '>=', day];
    case 'between':
      return date2 ? [[field, '>=', day], 'and', [field, '<', dayStart(nextDay(date2))]] : null;
    default:
      return null;
  }
}

function conditionToExpression(
  condition: FilterCondition,
  typeOf: (field: string) => FieldType,
): FilterExpression | null {
  const { field, operator } = condition;
  if (!field) return null;
  if (operator === 'isblank') return [field, '=', null];
  if (operator === 'isnotblank') return [field, '<>', null];
  const type = typeOf(field);
  const value = typedValue(type, condition.value);
  if (value === null) return null;
  if (type === 'date') {
    const value2 = condition.value2 ? String(typedValue(type, condition.value2) ?? '') : undefined;
    return dateCondition(field, operator, String(value), value2 || undefined);
  }
  if (operator === 'between') {
    const value2 = typedValue(type, condition.value2 ?? '');
    return value2 === null ? null : [field, 'between', [value, value2]];
  }
  return [field, operator, value];
}

/** Joins expressions with one logic word; null when there is nothing to join. */
export function joinExpressions(
  expressions: (FilterExpression | null | undefined)[],
  logic: 'and' | 'or' = 'and',
): FilterExpression | null {
  const present = expressions.filter((e): e is FilterExpression => Array.isArray(e) && e.length > 0);
  if (present.length === 0) return null;
  if (present.length === 1) return present[0]!;
  return present.flatMap((expression, index) => (index === 0 ? [expression] : [logic, expression]));
}

/** The builder's tree as an expression; incomplete rows are left out. */
export function groupToExpression(
  group: FilterGroup | null | undefined,
  typeOf: (field: string) => FieldType,
): FilterExpression | null {
  if (!group) return null;
  const parts = group.items.map((item) =>
    item.kind === 'group' ? groupToExpression(item, typeOf) : conditionToExpression(item, typeOf),
  );
  const joined = joinExpressions(parts, group.logic);
  if (!joined) return null;
  return group.isNegated ? ['!', joined] : joined;
}

/** A condition is complete when it has a field and, unless the operator needs none, a value. */
export const isConditionComplete = (condition: FilterCondition) =>
  Boolean(condition.field) &&
  (needsNoValue(condition.operator) ||
    (condition.value.trim() !== '' &&
      (condition.operator !== 'between' || Boolean(condition.value2?.trim()))));

/** Header filters: the values picked for one column (null is "(Blanks)"). */
export function valuesToExpression(field: string, values: unknown[]): FilterExpression | null {
  if (values.length === 0) return null;
  const hasBlank = values.some((v) => v === null || v === '');
  const rest = values.filter((v) => v !== null && v !== '');
  const blank = hasBlank ? [field, '=', null] : null;
  const picked =
    rest.length === 0 ? null : rest.length === 1 ? [field, '=', rest[0]] : [field, 'anyof', rest];
  return joinExpressions([picked, blank], 'or');
}

/** Counts the complete conditions of a builder tree (the badge on the filter button). */
export function countConditions(group: FilterGroup | null | undefined): number {
  if (!group) return 0;
  return group.items.reduce(
    (sum, item) => sum + (item.kind === 'group' ? countConditions(item) : isConditionComplete(item) ? 1 : 0),
    0,
  );
}

/** Drops incomplete rows and empty groups, so what is saved is what filters. */
export function pruneFilterGroup(group: FilterGroup): FilterGroup | null {
  const items = group.items
    .map((item) => (item.kind === 'group' ? pruneFilterGroup(item) : isConditionComplete(item) ? item : null))
    .filter((item): item is FilterCondition | FilterGroup => item !== null);
  return items.length ? { ...group, items } : null;
}
