import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_BOUND, type GroupRow, type ListAnswer } from '@dispatchwise/shared';
import { QUICK_STATEMENT_TIMEOUT_MS, quickDatabaseOf, type Db } from '../../db/client';
import { answerWithJsonRows } from './answer-json';
import { encodeCursor, keysetCondition, type CursorValue } from './keyset';
import type { CompiledListQuery, ListSource, ParentBranch, SortKey, UnionBranch } from './types';

export type RawRow = Record<string, unknown>;

/**
 * One row of the list for a page id: a SELECT correlated on `id`, run as a LATERAL subquery with
 * `limit 1` appended (which also keeps the planner from flattening it into a join over the table).
 */
export type RowSelect = (id: SQL) => SQL;

/**
 * How a list reads its page rows. Either (docs/decisions/110) `select` the row's own columns per page
 * id (cheap lookups only), then `attach` fills the columns that aggregate child tables with a few
 * set-based queries over all the page's ids at once (`where x.parentid = any($ids)`), instead of
 * one correlated subquery per row and column; or (docs/decisions/130) `json`: a SELECT per page id of
 * one column `json`, the row's JSON text with its keys in the answer's order, from a read model that
 * stores rendered rows. Those texts go into the answer as they are (answerWithJsonRows), in the same
 * statement as the page's ids.
 */
export type RowReader =
  { select: RowSelect; attach?: (db: Db, rows: RawRow[]) => Promise<void> } | { json: RowSelect };

/** At most this many statement texts are prepared by name (each once per pooled connection). */
export const MAX_PREPARED_STATEMENTS = 200;
const statementNames = new Map<string, string>();

type DrizzleInternals = {
  dialect: { sqlToQuery: (query: SQL) => { sql: string; params: unknown[] } };
  session: {
    prepareQuery: (
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      isResponseInArrayMode: boolean,
    ) => { execute: () => Promise<unknown> };
  };
};

/**
 * The rows of one statement. `prepare`: the statement is a named prepared statement, parsed and
 * planned once per pooled connection instead of on every call (docs/decisions/128): for statements
 * whose text repeats with new bound values (a page of an unfiltered view, the child columns of a page,
 * a counter). The first MAX_PREPARED_STATEMENTS distinct texts get a name, later ones run unnamed, so
 * the server's plan cache per connection stays bounded.
 */
export async function readRows<T = RawRow>(db: Db, query: SQL, options: { prepare?: boolean } = {}) {
  if (!options.prepare) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const { dialect, session } = db as unknown as DrizzleInternals;
  const built = dialect.sqlToQuery(query);
  let name = statementNames.get(built.sql);
  if (!name && statementNames.size < MAX_PREPARED_STATEMENTS) {
    name = `lq${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
    statementNames.set(built.sql, name);
  }
  const result = await session.prepareQuery(built, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}

const rowsOf = <T = RawRow>(db: Db, query: SQL, prepare = false) => readRows<T>(db, query, { prepare });

/** `from` plus the joins the query uses, in the order the source declares them (later ones may use earlier). */
function fromClause(source: ListSource, joins: ReadonlySet<string>): SQL {
  const used = Object.entries(source.joins)
    .filter(([name]) => joins.has(name))
    .map(([, join]) => join);
  return used.length === 0 ? source.from : sql`${source.from} ${sql.join(used, sql` `)}`;
}

const orderBy = (sort: readonly SortKey[]) =>
  sql.join(
    sort.map((key) => sql`(${key.expr}) ${sql.raw(key.desc ? 'desc' : 'asc')}`),
    sql`, `,
  );

// Sort values travel in the cursor as text for timestamps: JavaScript dates drop the microseconds.
const keyColumns = (sort: readonly SortKey[]) =>
  sql.join(
    sort.map((key, index) =>
      key.type === 'date'
        ? sql`(${key.expr})::text as ${sql.raw(`_k${index}`)}`
        : sql`(${key.expr}) as ${sql.raw(`_k${index}`)}`,
    ),
    sql`, `,
  );

/**
 * The page of ids of a common word's search (docs/decisions/110): `conditions and (b1 or b2 or ...)`
 * written as a union of one top-(skip + limit) query per branch, each with every other condition
 * (scope, quick filter, filters, the keyset `after`) and the same order, so that each walks its own
 * index instead of the sort index reading thousands of rows that do not match. The top rows of the OR
 * are among the union of each branch's top rows; the outer query drops the duplicate ids (a row may
 * match several branches) and orders them again by the raw sort values (`_s<i>`, not the cursor's
 * text `_k<i>`) and the id, which make the order total: the same rows as the plain form.
 */
function unionIds(
  source: ListSource,
  compiled: CompiledListQuery,
  union: { conditions: SQL[]; branches: UnionBranch[] },
  page: { after: SQL | undefined; skip: number; limit: number },
): SQL {
  const sortColumns = sql.join(
    compiled.sort.map((key, index) => sql`(${key.expr}) as ${sql.raw(`_s${index}`)}`),
    sql`, `,
  );
  const top = page.skip + page.limit;
  const sortedBy = (alias: string) =>
    sql.join(
      compiled.sort.map((key, index) => sql.raw(`${alias}._s${index} ${key.desc ? 'desc' : 'asc'}`)),
      sql`, `,
    );
  const branches = union.branches.map((branch) => {
    const topRows = (condition: SQL) => {
      const where = [...union.conditions, condition, ...(page.after ? [page.after] : [])];
      return sql`select ${source.id} as _id, ${keyColumns(compiled.sort)}, ${sortColumns}
      from ${fromClause(source, compiled.joins)}
      where ${sql.join(where, sql` and `)}
      order by ${orderBy(compiled.sort)}
      limit ${top}`;
    };
    return sql`(${branchRows(branch, topRows, sql`order by ${sortedBy('x')} limit ${top}`)})`;
  });
  const keys = sql.raw(compiled.sort.map((_, index) => `u._k${index}`).join(', '));
  return sql`select u._id, ${keys} from (
      select distinct on (b._id) b.* from (${sql.join(branches, sql` union all `)}) b order by b._id
    ) u
    order by ${sortedBy('u')}
    limit ${page.limit} offset ${page.skip}`;
}

/**
 * The rows of one branch of a union, capped: a condition's, or (a parent branch, decision 202) those of each
 * matching parent in turn, read by a lateral lookup on the row's key to it, so that the parents' ids never
 * leave the database and the planner never has to guess how many rows an array of them holds.
 */
const branchRows = (branch: UnionBranch, read: (condition: SQL) => SQL, tail: SQL): SQL =>
  isParentBranch(branch)
    ? sql`select x.* from (${branch.parents}) p cross join lateral (${read(sql`${branch.column} = p.id`)}) x ${tail}`
    : read(branch);

const isParentBranch = (branch: UnionBranch): branch is ParentBranch => 'parents' in branch;

// Limits are our validated integers, written into the text: a prepared statement's generic plan then
// knows how many rows it reads (a bound LIMIT is planned as a tenth of the table).
const literal = (value: number) => sql.raw(String(Math.trunc(value)));

/**
 * The page: ids and sort keys first (filter, order and limit on the narrow source), then each page
 * row is read by `row` for those ids only, so joins and aggregates never run over the whole result.
 * A JSON row is joined with `left join`, so that an id without one is seen (readPage), not skipped.
 */
function pageQuery(
  source: ListSource,
  compiled: CompiledListQuery,
  row: RowReader,
  page: { after: SQL | undefined; skip: number; limit: number },
): SQL {
  const ids = compiled.union
    ? unionIds(source, compiled, compiled.union, page)
    : sql`select ${source.id} as _id, ${keyColumns(compiled.sort)}
    from ${fromClause(source, compiled.joins)}
    where ${page.after ? sql`${compiled.where} and ${page.after}` : compiled.where}
    order by ${orderBy(compiled.sort)}
    limit ${literal(page.limit)} offset ${literal(page.skip)}`;
  const rows =
    'json' in row
      ? sql`left join lateral (${row.json(sql`page._id`)} limit 1) r on true`
      : sql`cross join lateral (${row.select(sql`page._id`)} limit 1) r`;
  return sql`with page as materialized (select t.*, row_number() over () as _ord from (${ids}) t)
    select page.*, r.* from page ${rows}
    order by page._ord`;
}

/** A page row: its sort keys (for the cursor) and either its values or its JSON text. */
type PageRow = { keys: CursorValue[] } & ({ data: RawRow } | { json: string });

function splitRow(compiled: CompiledListQuery, raw: RawRow, isJson: boolean): PageRow {
  const keys: CursorValue[] = compiled.sort.map((_, index) => raw[`_k${index}`] as CursorValue);
  if (isJson) {
    if (typeof raw.json !== 'string') throw new Error(`list row ${String(raw._id)} has no JSON row`);
    return { keys, json: raw.json };
  }
  const data: RawRow = {};
  for (const [name, value] of Object.entries(raw)) if (!name.startsWith('_')) data[name] = value;
  return { keys, data };
}

/** The rows as values (parsing JSON rows: exports and other in-process readers). */
const rowValues = (rows: readonly PageRow[]): RawRow[] => {
  const texts = rows.flatMap((row) => ('json' in row ? [row.json] : []));
  const parsed = texts.length > 0 ? (JSON.parse(`[${texts.join(',')}]`) as RawRow[]) : [];
  let next = 0;
  return rows.map((row) => ('json' in row ? (parsed[next++] as RawRow) : row.data));
};

/** Milliseconds a count may take before the answer falls back to "more than what was seen". */
export const COUNT_TIMEOUT_MS = QUICK_STATEMENT_TIMEOUT_MS;

const isCanceled = (error: unknown): boolean => {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '57014') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * Exact up to LIST_COUNT_BOUND, then "at least the bound" (docs/decisions/083). A count that is not
 * cheap (a broad search over a million rows) is cut at COUNT_TIMEOUT_MS and answers undefined: the
 * caller then reports the rows it has seen as a lower bound.
 */
async function countRows(
  db: Db,
  source: ListSource,
  compiled: CompiledListQuery,
  { counter, countAtLeast }: Pick<ListShortcuts, 'counter' | 'countAtLeast'>,
) {
  if (countAtLeast && !compiled.narrowed) {
    // A counter table says the conditions select at least this many rows: past the bound, nothing to count.
    const [row] = await rowsOf<{ count: number | string | null }>(db, countAtLeast, true);
    if (Number(row?.count ?? 0) > LIST_COUNT_BOUND)
      return { totalCount: LIST_COUNT_BOUND, totalCountIsExact: false };
  }
  if (counter && !compiled.narrowed) {
    // A counter table answers the route's own conditions exactly, in one cheap statement.
    const [row] = await rowsOf<{ count: number | string | null }>(db, counter, true);
    const total = Number(row?.count ?? 0);
    return total > LIST_COUNT_BOUND
      ? { totalCount: LIST_COUNT_BOUND, totalCountIsExact: false }
      : { totalCount: total, totalCountIsExact: true };
  }
  const from = fromClause(source, compiled.joins);
  const bound = literal(LIST_COUNT_BOUND + 1);
  // A common word (docs/decisions/128) or a caller's OR (`anyOf`, decision 198): the distinct ids of the
  // union of its branches, each read from its own index and capped at the bound (a capped branch makes
  // the union exceed the bound, so the answer stays "at least the bound"); otherwise the plain
  // condition, capped.
  const union = compiled.union ?? compiled.anyOf;
  const statement = union
    ? unionCount(
        union.branches.map((branch) =>
          branchRows(
            branch,
            (condition) =>
              sql`select ${source.id} as id from ${from}
                where ${sql.join([...union.conditions, condition], sql` and `)} limit ${bound}`,
            sql`limit ${bound}`,
          ),
        ),
        bound,
      )
    : sql`select count(*)::int as count from (select 1 from ${from} where ${compiled.where} limit ${bound}) t`;
  // A caller's OR (the alerts' dates) repeats its text with new bound values, like a page: prepared, its plan is
  // made once per connection (planning its branches took 2-4 ms of each count at 1M orders). A search's union is
  // not: a generic plan cannot know how common a word is (decision 202).
  const isPrepared = !compiled.union && compiled.anyOf !== undefined;
  // On the quick pool one round trip; otherwise (a transaction's handle) the timeout in a transaction.
  const quick = quickDatabaseOf(db);
  const count = async (tx: Db) => {
    if (!quick) await tx.execute(sql.raw(`set local statement_timeout = ${COUNT_TIMEOUT_MS}`));
    const [row] = await rowsOf<{ count: number }>(tx, statement, isPrepared);
    return Number(row?.count ?? 0);
  };
  try {
    const total = quick ? await count(quick) : await db.transaction((tx) => count(tx as unknown as Db));
    return total > LIST_COUNT_BOUND
      ? { totalCount: LIST_COUNT_BOUND, totalCountIsExact: false }
      : { totalCount: total, totalCountIsExact: true };
  } catch (error) {
    if (isCanceled(error)) return undefined;
    throw error;
  }
}

/**
 * The count of the distinct ids of capped branches. A branch that alone reaches the bound settles it: the
 * next ones are not read (each branch is a materialized CTE read by a CASE arm's sub-select, which
 * PostgreSQL runs only when the arm is reached). Otherwise the union of the branches read so far.
 */
export function unionCount(branches: SQL[], bound: SQL): SQL {
  const name = (index: number) => sql.raw(`b${index}`);
  const ctes = branches.map((branch, index) => sql`${name(index)} as materialized (${branch})`);
  const settled = branches.map(
    (_, index) => sql`when (select count(*) from ${name(index)}) >= ${bound} then ${bound}`,
  );
  const all = sql.join(
    branches.map((_, index) => sql`select id from ${name(index)}`),
    sql` union `,
  );
  return sql`with ${sql.join(ctes, sql`, `)}
    select (case ${sql.join(settled, sql` `)} else (select count(*) from (${all}) t) end)::int as count`;
}

/** The `totalSummary` values over the whole filtered result, in the order asked (one statement). */
async function summarize(db: Db, source: ListSource, compiled: CompiledListQuery) {
  const summary = compiled.summary ?? [];
  const [row] = await rowsOf<Record<string, number | null>>(
    db,
    sql`select ${sql.join(
      summary.map((item, index) => sql`${item.expr} as ${sql.raw(`s${index}`)}`),
      sql`, `,
    )} from ${fromClause(source, compiled.joins)} where ${compiled.where}`,
  );
  return summary.map((_, index) => {
    const value = row?.[`s${index}`];
    return value === null || value === undefined ? null : Number(value);
  });
}

async function readPage(
  db: Db,
  source: ListSource,
  compiled: CompiledListQuery,
  row: RowReader,
  page: { after: SQL | undefined; skip: number; limit: number },
) {
  // Prepared: the first window or a keyset page of an unfiltered view (a handful of texts per list).
  const prepare = !compiled.narrowed && !compiled.union && page.skip === 0;
  const raw = await rowsOf(db, pageQuery(source, compiled, row, page), prepare);
  const rows = raw.map((item) => splitRow(compiled, item, 'json' in row));
  if ('attach' in row && row.attach && rows.length > 0)
    await row.attach(
      db,
      rows.flatMap((item) => ('data' in item ? [item.data] : [])),
    );
  return rows;
}

/**
 * A search whose matches are few is answered from their ids (`id = any(ids)`: primary-key lookups),
 * because the planner cannot tell a rare word from a common one and walks the whole sort index
 * looking for it; a common word (more than SEARCH_ID_CAP matches) keeps the plain condition for the
 * count and the groups, and its page of ids is a union of per-branch top-N queries (`unionIds`,
 * docs/decisions/110, 202).
 */
export async function narrowSearch(
  db: Db,
  source: ListSource,
  compiled: CompiledListQuery,
): Promise<CompiledListQuery> {
  const search = compiled.search;
  if (!search) return compiled;
  const [found] = await rowsOf<ProbeRow>(db, search.probe);
  return isCommonWord(found) ? unionForm(compiled, search) : rareWordForm(source, compiled, search, found);
}

type ProbeRow = { ids: number[] | string | null };

/** More than SEARCH_ID_CAP matches: the probe answers null instead of the ids. */
const isCommonWord = (found: ProbeRow | undefined): boolean => !found || found.ids === null;

/**
 * A search as the union of its branches (the row's own columns, each parent read parent by parent) for
 * the page and the count; the plain condition for the groups. The plain condition alone when there is only
 * one branch.
 */
export const unionForm = (compiled: CompiledListQuery, search: Search): CompiledListQuery => ({
  ...compiled,
  search: undefined,
  anyOf: undefined,
  union:
    search.branches.length > 1 ? { conditions: search.conditions, branches: search.branches } : undefined,
});

/** A rare word: its few ids, bound as one int4[] literal (our own integers). */
function rareWordForm(
  source: ListSource,
  compiled: CompiledListQuery,
  search: Search,
  found: ProbeRow | undefined,
): CompiledListQuery {
  const ids = parseIds(found?.ids ?? undefined);
  const matches = sql`${source.id} = any(${`{${ids.join(',')}}`}::int4[])`;
  const where = [...search.conditions, matches];
  return { ...compiled, where: sql.join(where, sql` and `), search: undefined, anyOf: undefined };
}

type Search = NonNullable<CompiledListQuery['search']>;

// node-postgres parses int4[]; a text form is accepted for safety.
const parseIds = (value: number[] | string | undefined): number[] =>
  Array.isArray(value)
    ? value.map(Number)
    : typeof value === 'string' && value.length > 2
      ? value.slice(1, -1).split(',').map(Number)
      : [];

/**
 * What a route knows about its own conditions that the compiler cannot see, each used only when the request
 * has no filter or search (`narrowed`):
 * - `counter`: `select <n> as count`, the exact number of rows the caller's conditions select, from a
 *   counter table (docs/decisions/128), for `requireTotalCount`;
 * - `countAtLeast`: `select <n> as count`, a number of rows the caller's conditions select at least (a lower
 *   bound from a counter table, docs/decisions/213): when it passes the count's bound, the count is not read;
 * - `firstWindow`: a condition that keeps the first `top` rows of the query's order and may drop the rest,
 *   read from an index that holds them in that order (docs/decisions/204); for the first window only (no
 *   cursor). The caller gives it only for the order it holds.
 */
export type ListShortcuts = {
  counter?: SQL | undefined;
  countAtLeast?: SQL | undefined;
  firstWindow?: ((top: number) => SQL) | undefined;
};

/** The page, its count and its summary of one compiled query, side by side. */
async function readWindow(
  db: Db,
  source: ListSource,
  compiled: CompiledListQuery,
  row: RowReader,
  shortcuts: ListShortcuts,
) {
  const limit = compiled.take + 1;
  const { firstWindow } = shortcuts;
  // Narrowed, so not prepared: a generic plan of the window guesses how many rows an average owner has and
  // joins a big one's whole set (23 ms instead of 0.5 for the biggest vendor at 1M orders).
  const paged =
    firstWindow && !compiled.narrowed && !compiled.after
      ? {
          ...compiled,
          where: sql`${compiled.where} and ${firstWindow(compiled.skip + limit)}`,
          narrowed: true,
        }
      : compiled;
  const [read, counted, summary] = await Promise.all([
    readPage(db, source, paged, row, { after: compiled.after, skip: compiled.skip, limit }),
    compiled.requireTotalCount ? countRows(db, source, compiled, shortcuts) : undefined,
    compiled.summary ? summarize(db, source, compiled) : null,
  ]);
  return { compiled, read, counted, summary };
}

/**
 * The window of a query. A search that splits into several branches (the row's own columns, each parent)
 * is read as their union whatever its word, rare or common: each branch reads its own index, so a rare
 * word costs no more than its few matches, and no probe has to tell the two apart first (docs/decisions/202).
 * A search of one branch is narrowed by the probe first (`narrowSearch`).
 */
async function searchAndRead(
  db: Db,
  source: ListSource,
  compiled: CompiledListQuery,
  row: RowReader,
  shortcuts: ListShortcuts,
) {
  const search = compiled.search;
  const narrowed = !search
    ? compiled
    : search.branches.length > 1
      ? unionForm(compiled, search)
      : await narrowSearch(db, source, compiled);
  return readWindow(db, source, narrowed, row, shortcuts);
}

export async function findListPage<Row = RawRow>(
  options: {
    db: Db;
    source: ListSource;
    compiled: CompiledListQuery;
    row: RowReader;
    mapRow?: (row: RawRow) => Row;
  } & ListShortcuts,
): Promise<ListAnswer<Row>> {
  const { db, source, row, mapRow, counter, countAtLeast, firstWindow } = options;
  const { compiled, read, counted, summary } = await searchAndRead(db, source, options.compiled, row, {
    counter,
    countAtLeast,
    firstWindow,
  });
  const isFirstWindow = !compiled.after;
  const hasMore = read.length > compiled.take;
  const rows = read.slice(0, compiled.take);
  const last = rows.at(-1);
  let count = counted;
  if (compiled.requireTotalCount && !count) {
    const seen = compiled.skip + rows.length;
    count = hasMore
      ? { totalCount: seen, totalCountIsExact: false }
      : isFirstWindow
        ? { totalCount: seen, totalCountIsExact: true }
        : undefined;
  }
  const rest = {
    totalCount: count?.totalCount ?? -1,
    totalCountIsExact: count?.totalCountIsExact ?? false,
    summary,
    nextCursor: hasMore && last ? encodeCursor(compiled.sort, last.keys) : null,
  };
  if ('json' in row && !mapRow)
    return answerWithJsonRows<Row>(
      rows.flatMap((item) => ('json' in item ? [item.json] : [])),
      rest,
    );
  return {
    data: rowValues(rows).map((data) => (mapRow ? mapRow(data) : (data as Row))),
    ...rest,
  };
}

/** Distinct values of the group field with their counts (header filters). */
export async function findListGroups(options: {
  db: Db;
  source: ListSource;
  compiled: CompiledListQuery;
}): Promise<ListAnswer<GroupRow>> {
  const { db, source } = options;
  const compiled = await narrowSearch(db, source, options.compiled);
  const group = compiled.group;
  if (!group) throw new Error('findListGroups needs a group option');
  const aggregates = group.summary ?? [];
  const summaryColumns = aggregates.map((item, index) => sql`, ${item.expr} as ${sql.raw(`s${index}`)}`);
  const raw = await rowsOf<GroupRow & Record<string, unknown>>(
    db,
    sql`select ${group.expr} as key, count(*)::int as count${sql.join(summaryColumns, sql``)}
      from ${fromClause(source, compiled.joins)} where ${compiled.where}
      group by 1 order by 1 ${sql.raw(group.desc ? 'desc' : 'asc')} nulls last
      limit ${compiled.take + 1} offset ${compiled.skip}`,
  );
  const data: GroupRow[] = raw.map(({ key, count, ...values }) =>
    aggregates.length === 0
      ? { key, count }
      : {
          key,
          count,
          summary: aggregates.map((_, index) => {
            const value = values[`s${index}`];
            return value === null || value === undefined ? null : Number(value);
          }),
        },
  );
  const hasMore = data.length > compiled.take;
  return {
    data: data.slice(0, compiled.take),
    totalCount: hasMore ? compiled.skip + compiled.take : compiled.skip + data.length,
    totalCountIsExact: !hasMore,
    summary: null,
    nextCursor: null,
  };
}

/** Every row of the filtered, sorted result, `chunk` rows per query by keyset (exports). */
export async function* streamListRows<Row = RawRow>(options: {
  db: Db;
  source: ListSource;
  compiled: CompiledListQuery;
  row: RowReader;
  mapRow?: (row: RawRow) => Row;
  chunk?: number;
}): AsyncGenerator<Row[]> {
  const { db, source, row, mapRow, chunk = 1_000 } = options;
  const compiled = await narrowSearch(db, source, options.compiled);
  let after: SQL | undefined;
  for (;;) {
    const rows = await readPage(db, source, compiled, row, { after, skip: 0, limit: chunk });
    if (rows.length === 0) return;
    yield rowValues(rows).map((data) => (mapRow ? mapRow(data) : (data as Row)));
    if (rows.length < chunk) return;
    after = keysetCondition(compiled.sort, (rows.at(-1) as { keys: CursorValue[] }).keys);
  }
}
