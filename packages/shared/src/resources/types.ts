import { isInternalUser, isVendorUser } from '../permissions/role-rules';
import type { SessionUser } from '../permissions/roles';

/**
 * The field list of a server-side grid (docs/platform.md "Grid protocol"). The web grid builds its
 * columns from it; the API's list-query compiler accepts only these names, with these types and
 * capabilities, and refuses the rest with a 400.
 */

/** How a field is filtered and compared. `object[]` fields are only displayed. */
export type ListFieldType =
  | 'string'
  | 'number'
  /** numeric(12,2): filtered as a number, sent as a string so cents stay exact. */
  | 'money'
  | 'date'
  | 'boolean'
  | 'string[]'
  | 'number[]'
  | 'object[]';

/** Who must never receive, filter, sort, group or export a field. */
export type ListFieldAudience = 'all' | 'internal' | 'internalAndCustomer';

export type ListField = {
  name: string;
  type: ListFieldType;
  /** Key of the caption in GET /site/meta (tablename.datafieldname). */
  caption: { tablename: string; datafieldname: string };
  filterable: boolean;
  sortable: boolean;
  /** Matched by the search panel (`searchValue`). */
  searchable: boolean;
  /** Header-filter values (`group`). */
  groupable: boolean;
  /**
   * Footer aggregates `sum`, `avg`, `min` and `max` in `totalSummary` (a `number` or `money` field whose
   * SQL is cheap over the whole filtered result). `count` needs no flag.
   */
  summable?: boolean;
  /** Only usable in filters: never a column of the row. */
  filterOnly?: boolean;
  /**
   * Its filter compares with the viewer's calendar day (`pastdue`): a request that filters on it sends the
   * viewer's `timezone` load option (docs/decisions/191).
   */
  isViewerDayRelative?: boolean;
  /** Default `all`. External users never get restricted fields (spec A "Work Orders list"). */
  audience?: ListFieldAudience;
};

export type ListResource = {
  /** The grid's localStorage key and saved-view type. */
  key: string;
  fields: readonly ListField[];
  /** Sort applied when the request has none (an `id` tiebreaker is always appended). */
  defaultSort: readonly { selector: string; desc: boolean }[];
};

type ListFieldOptions = Partial<Omit<ListField, 'name' | 'type' | 'caption'>> & { datafieldname?: string };

/**
 * The field factory of a resource whose captions live under `tablename`: fields default to filterable
 * (all but `object[]`), sortable and groupable (scalars), not searchable; `datafieldname` names another
 * caption of the table.
 */
export const listFieldsOf =
  (tablename: string) =>
  (name: string, type: ListFieldType, options: ListFieldOptions = {}): ListField => {
    const { datafieldname = name, ...rest } = options;
    const scalar = !type.endsWith('[]');
    return {
      name,
      type,
      caption: { tablename, datafieldname },
      filterable: type !== 'object[]',
      sortable: scalar,
      searchable: false,
      groupable: scalar,
      ...rest,
    };
  };

/** A field computed for display only: not filtered, sorted or grouped. */
export const displayOnlyField = { filterable: false, sortable: false, groupable: false } as const;

/** Whether a user of this kind may see the field (one rule for the web columns and the API). */
export function isListFieldVisibleTo(field: Pick<ListField, 'audience'>, viewer: ListViewer): boolean {
  const audience = field.audience ?? 'all';
  if (audience === 'all' || viewer === 'internal') return true;
  return audience === 'internalAndCustomer' && viewer === 'customer';
}

export const findListField = (resource: ListResource, name: string): ListField | undefined =>
  resource.fields.find((field) => field.name === name);

export type ListViewer = 'internal' | 'vendor' | 'customer';

/** Staff, a Vendor/Tech user, or a Customer user (the restrictive reading of decision 020 wins). */
export const listViewerOf = (user: SessionUser): ListViewer => {
  if (isInternalUser(user)) return 'internal';
  return isVendorUser(user) ? 'vendor' : 'customer';
};
