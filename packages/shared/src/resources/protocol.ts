/**
 * Wire types of the grid protocol (docs/platform.md "Grid protocol", docs/decisions/080). The web
 * DataGrid sends ListLoadOptions as query-string values (JSON-encoded where noted) and reads ListAnswer.
 */

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
  | 'anyof'
  | 'noneof'
  | 'between';

export const FILTER_OPERATORS: readonly FilterOperator[] = [
  '=',
  '<>',
  '<',
  '>',
  '<=',
  '>=',
  'contains',
  'notcontains',
  'startswith',
  'endswith',
  'anyof',
  'noneof',
  'between',
];

export type FilterValue = string | number | boolean | null | readonly (string | number | null)[];
/** `["statusid","=",9]`, `[[...],"and",[...]]`, `[[...],"or",[...]]`, `["!",[...]]`. */
export type FilterExpression =
  | readonly [string, FilterOperator, FilterValue]
  | readonly ['!', FilterExpression]
  | readonly (FilterExpression | 'and' | 'or')[];

export type SortOption = { selector: string; desc?: boolean };
export type GroupOption = { selector: string; desc?: boolean; groupInterval?: 'day' | 'month' | 'year' };

/** The footer aggregates of `totalSummary` (DevExtreme's summary types). */
export const SUMMARY_TYPES = ['sum', 'count', 'avg', 'min', 'max'] as const;
export type SummaryType = (typeof SUMMARY_TYPES)[number];
/**
 * One footer value over the whole filtered result: `count` counts the rows (any field the viewer may
 * see); `sum`, `avg`, `min` and `max` read a field the resource marks `summable` (a number or money).
 */
export type SummaryOption = { selector: string; summaryType: SummaryType };
/** At most this many `totalSummary` entries per request. */
export const LIST_MAX_SUMMARIES = 20;

export type ListLoadOptions = {
  skip?: number;
  take?: number;
  /** JSON SortOption[] */
  sort?: string;
  /** JSON FilterExpression */
  filter?: string;
  searchValue?: string;
  requireTotalCount?: boolean;
  /** JSON GroupOption[] (one entry) */
  group?: string;
  /** `nextCursor` of the previous page. */
  after?: string;
  /** JSON SummaryOption[]: answered as `summary`, in the same order. */
  totalSummary?: string;
  /** JSON SummaryOption[], with `group`: each group row's `summary`, in the same order. */
  groupSummary?: string;
};

export type ListAnswer<Row> = {
  data: Row[];
  /** -1 when not asked for. */
  totalCount: number;
  /** false: at least `totalCount` rows match ("more than N"). */
  totalCountIsExact: boolean;
  /**
   * The `totalSummary` values in the order asked, over the whole filtered result (not only the page);
   * null when none was asked for, and for group answers. An aggregate over no rows (sum, avg, min, max
   * of an empty result) is null.
   */
  summary: (number | null)[] | null;
  /** Send as `after` for the next page; null on the last page. */
  nextCursor: string | null;
};

/** A group answer's row; `summary`: the `groupSummary` values of the group, in the order asked. */
export type GroupRow = { key: string | number | boolean | null; count: number; summary?: (number | null)[] };

/** Largest `skip` served by OFFSET; deeper pages need `after` (400 otherwise). */
export const LIST_MAX_SKIP = 10_000;
/** Rows counted before the count stops and says "more than". */
export const LIST_COUNT_BOUND = 10_000;
/** Largest `take` of a page; group answers hold at most LIST_MAX_GROUPS keys. */
export const LIST_MAX_TAKE = 500;
export const LIST_MAX_GROUPS = 1_000;
