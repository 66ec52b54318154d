import { sql, type SQL } from 'drizzle-orm';
import { FILTER_OPERATORS, viewerToday, type FilterOperator, type ListViewer } from '@dispatchwise/shared';
import { badRequest } from '../errors';
import { addJoins, resolveField, type ResolvedField } from './fields';
import {
  FILTER_MAX_CONDITIONS as MAX_CONDITIONS,
  FILTER_MAX_DEPTH as MAX_DEPTH,
  FILTER_MAX_LIST_VALUES as MAX_LIST_VALUES,
  isFilterCondition as isCondition,
} from './filter-shape';
import type { ListSource, PredicateContext } from './types';
import { arrayCast, escapeLike, scalarType, toScalar, type Scalar } from './values';

const COMPARISONS = new Set(['=', '<>', '<', '>', '<=', '>=']);
const LIKE_OPERATORS = new Set(['contains', 'notcontains', 'startswith', 'endswith']);

const invalid = (message: string) => badRequest(message, { filter: message });

type Context = {
  source: ListSource;
  viewer: ListViewer;
  joins: Set<string>;
  conditions: number;
  predicate: PredicateContext;
};

/** A bound array literal: one parameter per element, so drizzle never expands it into a list. */
const boundArray = (values: readonly Scalar[], cast: string) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(cast)}`;

/** A bound scalar, cast where PostgreSQL cannot infer the type from the other operand. */
const bound = (resolved: ResolvedField, value: Scalar) =>
  scalarType(resolved.field) === 'date' ? sql`${value}::timestamptz` : sql`${value}`;

function likePattern(operator: string, value: string) {
  const text = escapeLike(value);
  if (operator === 'startswith') return `${text}%`;
  if (operator === 'endswith') return `%${text}`;
  return `%${text}%`;
}

function listValues(resolved: ResolvedField, operator: string, value: unknown) {
  if (!Array.isArray(value) || value.length > MAX_LIST_VALUES)
    throw invalid(`Operator '${operator}' needs a list of values for '${resolved.field.name}'.`);
  const hasNull = value.some((item) => item === null);
  const values = value.filter((item) => item !== null).map((item) => toScalar(resolved.field, item));
  return { values, hasNull };
}

function compileScalarCondition(resolved: ResolvedField, operator: FilterOperator, value: unknown): SQL {
  const { field, sql: fieldSql } = resolved;
  const expr = fieldSql.expr;
  if (COMPARISONS.has(operator)) {
    if (value === null) {
      if (operator === '=') return sql`(${expr}) is null`;
      if (operator === '<>') return sql`(${expr}) is not null`;
      throw invalid(`Operator '${operator}' cannot compare '${field.name}' with null.`);
    }
    if (field.type === 'boolean' && operator !== '=' && operator !== '<>')
      throw invalid(`Operator '${operator}' does not apply to '${field.name}' (boolean).`);
    const right = bound(resolved, toScalar(field, value));
    // DevExtreme's "<>" keeps rows whose value is empty, as the grid does on the client.
    if (operator === '<>') return sql`(${expr}) is distinct from ${right}`;
    return sql`(${expr}) ${sql.raw(operator)} ${right}`;
  }
  if (LIKE_OPERATORS.has(operator)) {
    if (field.type !== 'string' || typeof value !== 'string')
      throw invalid(`Operator '${operator}' needs text on a text field ('${field.name}').`);
    const pattern = likePattern(operator, value);
    if (operator === 'notcontains') return sql`coalesce(${expr}, '') not ilike ${pattern}`;
    return sql`(${expr}) ilike ${pattern}`;
  }
  if (operator === 'anyof' || operator === 'noneof') {
    const { values, hasNull } = listValues(resolved, operator, value);
    const match = sql`((${expr}) = any(${boundArray(values, arrayCast(field, values))})${
      hasNull ? sql` or (${expr}) is null` : sql``
    })`;
    return operator === 'anyof' ? sql`coalesce(${match}, false)` : sql`not coalesce(${match}, false)`;
  }
  // between: either bound may be null for an open range.
  if (!Array.isArray(value) || value.length !== 2)
    throw invalid(`Operator 'between' needs [from, to] for '${field.name}'.`);
  const [from, to] = value.map((item: unknown) =>
    item === null || item === '' ? undefined : bound(resolved, toScalar(field, item)),
  );
  const parts = [from && sql`(${expr}) >= ${from}`, to && sql`(${expr}) <= ${to}`].filter(
    (part): part is SQL => part !== undefined,
  );
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/** A field that is a predicate of its own (FieldSql.predicate): `=`/`<>` true or false only. */
function compilePredicateCondition(
  resolved: ResolvedField,
  operator: FilterOperator,
  value: unknown,
  context: PredicateContext,
): SQL {
  const { field, sql: fieldSql } = resolved;
  if (operator !== '=' && operator !== '<>')
    throw invalid(`Operator '${operator}' does not apply to '${field.name}' (boolean).`);
  if (value === null) throw invalid(`Operator '${operator}' cannot compare '${field.name}' with null.`);
  const isWanted = toScalar(field, value) === (operator === '=');
  const predicate = fieldSql.predicate!(context);
  return isWanted ? sql`(${predicate})` : sql`not coalesce((${predicate}), false)`;
}

function compileArrayCondition(resolved: ResolvedField, operator: FilterOperator, value: unknown): SQL {
  const { field, sql: fieldSql } = resolved;
  const expr = fieldSql.expr;
  // Array operators need both sides of one array type (int4[] && int8[] does not exist).
  const cast = fieldSql.castAs ? `${fieldSql.castAs}[]` : arrayCast(field, []);
  if ((operator === '=' || operator === '<>') && value === null) {
    const empty = sql`coalesce(cardinality(${expr}), 0) = 0`;
    return operator === '=' ? empty : sql`not (${empty})`;
  }
  if (operator === '=' || operator === '<>') {
    const item = toScalar(field, value);
    const has = sql`coalesce(${item}::${sql.raw(cast.slice(0, -2))} = any(${expr}), false)`;
    return operator === '=' ? has : sql`not ${has}`;
  }
  if (operator === 'anyof' || operator === 'noneof') {
    const { values } = listValues(resolved, operator, value);
    const overlap = sql`coalesce((${expr}) && ${boundArray(values, fieldSql.castAs ? cast : arrayCast(field, values))}, false)`;
    return operator === 'anyof' ? overlap : sql`not ${overlap}`;
  }
  if (LIKE_OPERATORS.has(operator) && field.type === 'string[]' && typeof value === 'string') {
    const pattern = likePattern(operator, value);
    const some = sql`exists (select 1 from unnest(${expr}) as element(value) where element.value ilike ${pattern})`;
    return operator === 'notcontains' ? sql`not ${some}` : some;
  }
  throw invalid(`Operator '${operator}' does not apply to '${field.name}' (${field.type}).`);
}

function compileCondition(context: Context, node: readonly unknown[]): SQL {
  context.conditions += 1;
  if (context.conditions > MAX_CONDITIONS)
    throw invalid(`A filter holds at most ${MAX_CONDITIONS} conditions.`);
  const [name, second, third] = node;
  const [rawOperator, value] = node.length === 2 ? ['=', second] : [second, third];
  const operator = typeof rawOperator === 'string' ? rawOperator.toLowerCase() : rawOperator;
  if (!FILTER_OPERATORS.includes(operator as FilterOperator)) {
    const shown = JSON.stringify(rawOperator)?.slice(0, 40) ?? String(rawOperator);
    throw invalid(`Unknown operator ${shown}.`);
  }
  const resolved = resolveField(context.source, context.viewer, name, 'filter', 'filterable');
  addJoins(context.joins, resolved.sql);
  if (resolved.sql.predicate)
    return compilePredicateCondition(resolved, operator as FilterOperator, value, context.predicate);
  return resolved.field.type.endsWith('[]')
    ? compileArrayCondition(resolved, operator as FilterOperator, value)
    : compileScalarCondition(resolved, operator as FilterOperator, value);
}

function compileNode(context: Context, node: unknown, depth: number): SQL {
  if (depth > MAX_DEPTH) throw invalid(`A filter nests at most ${MAX_DEPTH} levels.`);
  if (!Array.isArray(node) || node.length === 0) throw invalid('A filter is a non-empty array expression.');
  if (node[0] === '!') {
    if (node.length !== 2) throw invalid("Negation is ['!', expression].");
    return sql`not coalesce((${compileNode(context, node[1], depth + 1)}), false)`;
  }
  if (isCondition(node)) return compileCondition(context, node);
  // A group: expressions joined by 'and'/'or'; two adjacent expressions mean 'and' (DevExtreme).
  const parts: SQL[] = [];
  let joiner: 'and' | 'or' | undefined;
  for (const item of node) {
    if (typeof item === 'string') {
      const word = item.toLowerCase();
      if (word !== 'and' && word !== 'or')
        throw invalid(`Unknown operator ${JSON.stringify(item).slice(0, 40)}.`);
      if (joiner && joiner !== word) throw invalid("Mixing 'and' and 'or' in one group: nest the groups.");
      joiner = word;
      continue;
    }
    parts.push(compileNode(context, item, depth + 1));
  }
  if (parts.length === 0) throw invalid('A filter group holds no expression.');
  return sql`(${sql.join(parts, joiner === 'or' ? sql` or ` : sql` and `)})`;
}

/**
 * The filter expression as one SQL condition; field joins are added to `joins`. `predicate` is what
 * fields that are predicates of their own read (the viewer's day).
 */
export function compileFilter(
  source: ListSource,
  viewer: ListViewer,
  filter: unknown,
  joins: Set<string>,
  predicate: PredicateContext = { today: viewerToday(new Date(), 'UTC') },
): SQL {
  return compileNode({ source, viewer, joins, conditions: 0, predicate }, filter, 0);
}
