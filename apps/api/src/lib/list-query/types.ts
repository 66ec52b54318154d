import type { SQL } from 'drizzle-orm';
import type { ListResource, ListViewer, SummaryType } from '@dispatchwise/shared';

/**
 * How the API reads one field of a resource: an SQL expression over the list's source, the joins
 * that expression needs, and optionally a search condition that an index serves better than
 * `expr ILIKE pattern` (e.g. a key lookup into a trigram-indexed parent table).
 */
export type FieldSql = {
  expr: SQL;
  joins?: readonly string[];
  /** Default true. Decides the keyset condition's shape (nulls sort last ascending, first descending). */
  nullable?: boolean;
  /** SQL type the field's bound values are cast to in array operators (`text`, `int4`, `timestamptz`...). */
  castAs?: string;
  search?: (pattern: string) => SQL;
  /**
   * The ids of the rows whose field matches, as `select <id> from ... where ... limit <cap>` that a
   * trigram or parent-key index answers (docs/decisions/110). When every searchable field has one,
   * a search first collects the matching ids; few matches become `id = any(ids)` (rare words), many
   * keep the plain condition (a common word is found quickly by walking the sort index).
   */
  searchIds?: (pattern: string, cap: number) => SQL;
  /**
   * A search through a parent table, for the union form of a common word (run.ts, docs/decisions/110,
   * 202): `ids` selects the matching parent ids, `column` is the row's key to that parent. Each matching
   * parent's rows are read by a lateral top-N on `column = parent id` (a `(parent, sort key)` index gives
   * them already in order), in the same statement as the rest of the page.
   */
  searchParent?: { ids: (pattern: string) => SQL; column: SQL };
  /**
   * A filter-only boolean field that is a condition of its own rather than a value (`pastdue`): `= true`
   * compiles to the predicate, written so that indexes serve it; `= false` and `<> true` to its negation.
   * `today` is the viewer's calendar day at midnight UTC (the `timezone` load option; docs/decisions/191).
   */
  predicate?: (context: PredicateContext) => SQL;
};

/** What a field's own predicate may read besides the row. */
export type PredicateContext = { today: Date };

/**
 * One part of an OR read as a union (a common word's search, a caller's `anyOf`): a condition on the row,
 * or the rows whose `column` is one of the ids `parents` selects (read parent by parent, decision 202).
 */
export type UnionBranch = SQL | ParentBranch;
export type ParentBranch = { parents: SQL; column: SQL };

export type FieldMap = Record<string, FieldSql>;

/** Where the rows of a list come from: `from` with its alias, named joins added only when used. */
export type ListSource = {
  resource: ListResource;
  fields: FieldMap;
  from: SQL;
  joins: Record<string, SQL>;
  /** The unique, non-null key of a row (the keyset tiebreaker). */
  id: SQL;
};

export type SortKey = { field: string; expr: SQL; desc: boolean; nullable: boolean; type: string };

/** What the compiler produced from the load options, ready for the runner (run.ts). */
export type CompiledListQuery = {
  viewer: ListViewer;
  /** Filter, search and the caller's conditions: what the count and the groups read. */
  where: SQL;
  /**
   * The search, when it can be narrowed to ids first (`narrowSearch` in run.ts rebuilds `where`).
   * `branches`: `condition` split into parts whose OR it is (the union form of a common word).
   */
  search: { conditions: SQL[]; condition: SQL; probe: SQL; branches: UnionBranch[] } | undefined;
  /**
   * A common word's search as a union (docs/decisions/110): the page of ids is the union of one
   * top-N query per branch, each with `conditions` (everything but the search) and the same order.
   */
  union?: { conditions: SQL[]; branches: UnionBranch[] } | undefined;
  /**
   * A caller's condition that is an OR of branches, each on an index of its own (the alerts' dates):
   * `where` holds their OR; the bounded count reads the union of the branches, each capped, as a common
   * word's count does (docs/decisions/198). A narrowed search replaces it with its own form.
   */
  anyOf?: { conditions: SQL[]; branches: SQL[] } | undefined;
  joins: Set<string>;
  sort: SortKey[];
  /** Keyset condition from `after`, when given. */
  after: SQL | undefined;
  skip: number;
  take: number;
  requireTotalCount: boolean;
  /**
   * Whether the request narrows the caller's conditions with a filter or a search. Without one, the
   * rows are exactly what the route's conditions select: a counter table may count them, and the
   * statements' texts repeat, so they are prepared once per connection (run.ts).
   */
  narrowed: boolean;
  /** The `totalSummary` aggregates in the order asked (each an SQL aggregate over the filtered rows). */
  summary: { type: SummaryType; expr: SQL }[] | undefined;
  /** `summary`: the `groupSummary` aggregates, answered per group row in the order asked. */
  group: { field: string; expr: SQL; desc: boolean; summary: CompiledListQuery['summary'] } | undefined;
};
