import { sql, type SQL } from 'drizzle-orm';
import { LIST_MAX_GROUPS, LIST_MAX_TAKE, viewerToday, type ListViewer } from '@dispatchwise/shared';
import { badRequest } from '../errors';
import { addJoins, resolveField } from './fields';
import { compileFilter } from './filter';
import { decodeCursor, keysetCondition } from './keyset';
import type { ListQuery } from './options';
import type { CompiledListQuery, ListSource, SortKey, UnionBranch } from './types';
import { escapeLike } from './values';

const DEFAULT_TAKE = 20;

/** At most this many matching ids are collected by a search probe before it counts as common. */
export const SEARCH_ID_CAP = 2_000;

/**
 * The search panel: the text anywhere in one of the searchable fields the viewer may see. The probe
 * (when every field can give its matching ids) is a union of capped id lookups, one per field.
 */
function compileSearch(source: ListSource, viewer: ListViewer, text: string, joins: Set<string>) {
  const pattern = `%${escapeLike(text)}%`;
  const fields = source.resource.fields
    .filter((field) => field.searchable)
    .map((field) => resolveField(source, viewer, field.name, 'searchValue').sql);
  const parts = fields.map((fieldSql) => {
    if (fieldSql.search) return fieldSql.search(pattern);
    addJoins(joins, fieldSql);
    return sql`(${fieldSql.expr}) ilike ${pattern}`;
  });
  const condition = parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`;
  // The same condition split for a union of per-branch top-N queries (run.ts, docs/decisions/110):
  // the row's own columns together (one bitmap scan of their trigram indexes), each parent alone.
  const own = parts.filter((_, index) => !fields[index]?.search);
  const byParent = fields.flatMap((fieldSql, index): UnionBranch[] => {
    if (!fieldSql.search) return [];
    const parent = fieldSql.searchParent;
    return [parent ? { parents: parent.ids(pattern), column: parent.column } : (parts[index] as SQL)];
  });
  const split: UnionBranch[] = [...(own.length > 0 ? [sql`(${sql.join(own, sql` or `)})`] : []), ...byParent];
  // `union all` under one limit: the branches run in order and stop once the cap is reached, so
  // the field's own columns go first and parent lookups (many rows per parent) last. Duplicates can
  // only make a rare word look common, which keeps the plain (always correct) condition.
  const branches = [...fields]
    .sort((a, b) => Number(Boolean(a.search)) - Number(Boolean(b.search)))
    .map((fieldSql) => fieldSql.searchIds?.(pattern, SEARCH_ID_CAP + 1));
  // A common word's ids stay in the database: only "more than the cap" (null) comes back, not 2,001 ids
  // to parse (0.7 ms of a "Harbor" search).
  const probe =
    branches.length > 0 && branches.every((branch) => branch !== undefined)
      ? sql`select case when cardinality(p.ids) > ${SEARCH_ID_CAP} then null else p.ids end as ids
          from (select array(select s.id from (${sql.join(
            branches.map((branch) => sql`(${branch})`),
            sql` union all `,
          )}) s limit ${SEARCH_ID_CAP + 1}) as ids) p`
      : undefined;
  return { condition, probe, branches: split };
}

const NUMERIC_TYPES = new Set(['number', 'money']);

/**
 * `totalSummary` -> one SQL aggregate per item, read over the whole filtered result (run.ts). `count`
 * counts rows and accepts any field the viewer may read; the others need a numeric field the resource
 * marks `summable`. Every value comes back as float8 (a JSON number); sum and count of nothing are 0.
 */
function compileSummary(
  source: ListSource,
  viewer: ListViewer,
  options: ListQuery['totalSummary'],
  joins: Set<string>,
  param: 'totalSummary' | 'groupSummary' = 'totalSummary',
): CompiledListQuery['summary'] {
  if (!options || options.length === 0) return undefined;
  return options.map((option) => {
    const { field, sql: fieldSql } = resolveField(source, viewer, option.selector, param);
    if (option.summaryType === 'count') return { type: 'count', expr: sql`count(*)::float8` };
    if (!field.summable || !NUMERIC_TYPES.has(field.type)) {
      const message = `Field '${field.name}' cannot be summarized with ${option.summaryType}.`;
      throw badRequest(message, { [param]: message });
    }
    addJoins(joins, fieldSql);
    const value = sql`(${fieldSql.expr})`;
    const expr =
      option.summaryType === 'sum'
        ? sql`coalesce(sum(${value}), 0)::float8`
        : sql`${sql.raw(option.summaryType)}(${value})::float8`;
    return { type: option.summaryType, expr };
  });
}

function compileSort(source: ListSource, viewer: ListViewer, query: ListQuery, joins: Set<string>) {
  const requested = query.sort && query.sort.length > 0 ? query.sort : source.resource.defaultSort;
  const keys: SortKey[] = [];
  for (const option of requested) {
    const { field, sql: fieldSql } = resolveField(source, viewer, option.selector, 'sort', 'sortable');
    if (keys.some((key) => key.field === field.name)) continue;
    addJoins(joins, fieldSql);
    keys.push({
      field: field.name,
      expr: fieldSql.expr,
      desc: option.desc ?? false,
      nullable: fieldSql.nullable ?? true,
      type: field.type,
    });
  }
  // The id makes the order total (stable pages, exact keyset); it follows the last key's direction so
  // that a one-direction sort stays a row comparison.
  const idField = source.resource.fields.find((field) => field.name === 'id');
  if (!keys.some((key) => key.field === 'id'))
    keys.push({
      field: 'id',
      expr: source.id,
      desc: keys.at(-1)?.desc ?? false,
      nullable: false,
      type: idField?.type ?? 'number',
    });
  return keys;
}

/**
 * Load options -> SQL pieces (docs/decisions/080). Field names come only from the resource, values
 * only as bound parameters; anything unknown or of the wrong type is a 400 with a message naming it.
 * `conditions` are the caller's own (record scope, quick filters) and hold no user text.
 */
export function compileListQuery(options: {
  source: ListSource;
  viewer: ListViewer;
  query: ListQuery;
  conditions?: readonly SQL[];
  /** A caller's condition that is the OR of these branches (`CompiledListQuery.anyOf`). */
  anyOf?: readonly SQL[] | undefined;
}): CompiledListQuery {
  const { source, viewer, query } = options;
  const joins = new Set<string>();
  const where: SQL[] = [...(options.conditions ?? [])];
  const anyOf = options.anyOf && options.anyOf.length > 0 ? [...options.anyOf] : undefined;
  const anyOfCondition = anyOf ? sql`(${sql.join(anyOf, sql` or `)})` : undefined;
  if (anyOfCondition) where.push(anyOfCondition);
  const filtered =
    query.filter !== undefined &&
    query.filter !== null &&
    !(Array.isArray(query.filter) && query.filter.length === 0);
  if (filtered) {
    // Day-relative fields (`pastdue`) compare with the viewer's calendar day (docs/decisions/191).
    const today = viewerToday(new Date(), query.timezone ?? 'UTC');
    where.push(compileFilter(source, viewer, query.filter, joins, { today }));
  }
  const text = query.searchValue?.trim();
  const searched = text ? compileSearch(source, viewer, text, joins) : undefined;
  const search = searched?.probe
    ? {
        conditions: [...where],
        condition: searched.condition,
        probe: searched.probe,
        branches: searched.branches,
      }
    : undefined;
  if (searched) where.push(searched.condition);

  let group: CompiledListQuery['group'];
  const groupOption = query.group?.[0];
  if (!groupOption && query.groupSummary && query.groupSummary.length > 0)
    throw badRequest('groupSummary needs group.', { groupSummary: 'groupSummary needs group.' });
  if (groupOption) {
    const { field, sql: fieldSql } = resolveField(source, viewer, groupOption.selector, 'group', 'groupable');
    addJoins(joins, fieldSql);
    const expr =
      field.type === 'date'
        ? sql`date_trunc(${sql.raw(`'${groupOption.groupInterval ?? 'day'}'`)}, ${fieldSql.expr})`
        : fieldSql.expr;
    group = { field: field.name, expr, desc: groupOption.desc ?? false, summary: undefined };
  }

  // A group answer's aggregates are per group (`groupSummary`, DevExtreme's name); a page's are footers.
  const summary = group ? undefined : compileSummary(source, viewer, query.totalSummary, joins);
  if (group) group.summary = compileSummary(source, viewer, query.groupSummary, joins, 'groupSummary');
  const sort = compileSort(source, viewer, query, joins);
  const after = query.after ? keysetCondition(sort, decodeCursor(sort, query.after)) : undefined;
  const take = query.take ?? (group ? LIST_MAX_GROUPS : DEFAULT_TAKE);
  if (!group && take > LIST_MAX_TAKE)
    throw badRequest(`take is at most ${LIST_MAX_TAKE}.`, { take: `take is at most ${LIST_MAX_TAKE}.` });
  if (after && query.skip > 0)
    throw badRequest('Send either skip or after, not both.', { after: 'Send either skip or after.' });

  return {
    viewer,
    where: where.length === 0 ? sql`true` : sql.join(where, sql` and `),
    search,
    anyOf: anyOf && {
      conditions: where.filter((condition) => condition !== anyOfCondition),
      branches: anyOf,
    },
    joins,
    sort,
    after,
    skip: query.skip,
    take,
    requireTotalCount: query.requireTotalCount,
    narrowed: filtered || searched !== undefined,
    summary,
    group,
  };
}
