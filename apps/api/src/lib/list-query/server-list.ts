import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import {
  isListFieldVisibleTo,
  listViewerOf,
  type GroupRow,
  type ListAnswer,
  type ListResource,
  type ListViewer,
  type SessionUser,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { compileListQuery } from './compile';
import type { ListQuery } from './options';
import {
  findListGroups,
  findListPage,
  streamListRows,
  type ListShortcuts,
  type RawRow,
  type RowReader,
} from './run';
import { sendCachedList } from './send';
import type { CompiledListQuery, FieldMap, ListSource } from './types';

/**
 * The declaration of a server-side list (docs/decisions/127): a resource (packages/shared/src/resources),
 * a source (the table and the to-one joins its fields use), a field map (one SQL expression per field)
 * and the caller's record scope. Everything else - filter, sort, search, keyset paging, the bounded
 * count, header-filter groups, `totalSummary`, the page rows, exports and the response cache - comes
 * from lib/list-query.
 */
export type ServerListDeclaration = {
  resource: ListResource;
  /**
   * `from` with its alias, the row's unique non-null key, and the named joins that fields list in
   * their `joins` (added only when a query uses them; to-one joins only, so counts and sums stay exact).
   */
  source: { from: SQL; id: SQL; joins?: Record<string, SQL> };
  fields: FieldMap;
  /** The rows `user` may read, as one condition over the source (`sql\`false\`` for none). */
  scope: (user: SessionUser) => SQL;
  /**
   * What a cached answer may be shared by (docs/decisions/110), besides the route, params and query:
   * the scope's owner (vendor id, customer id or "internal"), the viewer kind, the roles and permissions
   * the route's rule reads, and the user id when the list depends on the user (`query` tells).
   */
  cacheScope: (user: SessionUser, query: ListQuery) => string;
  /**
   * A tuned page-row reader (e.g. the work-order list's set-based child columns, decision 110). By
   * default one SELECT of every field the viewer may see, per page id (`fieldRowReader`).
   */
  rows?: (viewer: ListViewer) => RowReader;
};

type FindOptions = {
  db: Db;
  user: SessionUser;
  query: ListQuery;
  conditions?: readonly SQL[];
  /**
   * A route condition that is the OR of these branches, each on an index of its own: counted as the
   * union of the branches, each capped (the alerts' dates; docs/decisions/198).
   */
  anyOf?: readonly SQL[];
} & ListShortcuts;

export type ServerList = {
  resource: ListResource;
  source: ListSource;
  rowReader: (viewer: ListViewer) => RowReader;
  /** The scoped, compiled query: record scope first, then the route's own conditions. */
  compile: (options: Omit<FindOptions, 'db'>) => CompiledListQuery;
  /** One page (with count and summary when asked) or, with `group`, the header-filter values. */
  find: (options: FindOptions) => Promise<ListAnswer<RawRow> | ListAnswer<GroupRow>>;
  /** Every row of the filtered, sorted result in chunks (exports). */
  stream: (options: FindOptions & { chunk?: number }) => AsyncGenerator<RawRow[]>;
  /** The answer of `load` through the response cache, keyed with this list's cacheScope. */
  send: (
    app: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
    load: () => Promise<unknown>,
  ) => Promise<FastifyReply>;
  /**
   * The whole answer of a list route: the request's parsed query and caller, `conditions` from the
   * route's own parameters (quick filters, toolbar), read through the cache. A route handler is
   * `(request, reply) => list.respond(app, request, reply, conditions)`.
   */
  respond: <Query extends ListQuery>(
    app: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
    conditions?: (user: SessionUser, query: Query) => SQL[],
  ) => Promise<FastifyReply>;
};

/**
 * The default page-row reader, from the field map alone: `select <expr> as <name>, ...` of every
 * field the viewer may see (not filter-only ones) for one page id, with the joins those fields name.
 * Correlated subqueries in field expressions run for the page's rows only (at most `take`).
 */
export function fieldRowReader(source: ListSource, viewer: ListViewer): RowReader {
  const joins = new Set<string>();
  const columns = source.resource.fields.flatMap((field) => {
    const fieldSql = source.fields[field.name];
    if (!fieldSql || field.filterOnly || !isListFieldVisibleTo(field, viewer)) return [];
    for (const join of fieldSql.joins ?? []) joins.add(join);
    return [sql`${fieldSql.expr} as ${sql.identifier(field.name)}`];
  });
  const used = Object.entries(source.joins)
    .filter(([name]) => joins.has(name))
    .map(([, join]) => join);
  const from = used.length === 0 ? source.from : sql`${source.from} ${sql.join(used, sql` `)}`;
  return {
    select: (id) => sql`select ${sql.join(columns, sql`, `)} from ${from} where ${source.id} = ${id}`,
  };
}

/** A server list from its declaration (see ServerListDeclaration; docs/decisions/127). */
export function defineServerList(declaration: ServerListDeclaration): ServerList {
  const source: ListSource = {
    resource: declaration.resource,
    fields: declaration.fields,
    from: declaration.source.from,
    joins: declaration.source.joins ?? {},
    id: declaration.source.id,
  };
  const missing = declaration.resource.fields.filter((field) => !declaration.fields[field.name]);
  if (missing.length > 0)
    throw new Error(
      `List ${declaration.resource.key}: no SQL for ${missing.map((field) => field.name).join(', ')}`,
    );
  const readers = new Map<ListViewer, RowReader>();
  const rowReader = (viewer: ListViewer) => {
    let reader = readers.get(viewer);
    if (!reader) {
      reader = declaration.rows ? declaration.rows(viewer) : fieldRowReader(source, viewer);
      readers.set(viewer, reader);
    }
    return reader;
  };
  const compile: ServerList['compile'] = ({ user, query, conditions = [], anyOf }) =>
    compileListQuery({
      source,
      viewer: listViewerOf(user),
      query,
      conditions: [declaration.scope(user), ...conditions],
      anyOf,
    });
  const find: ServerList['find'] = async ({ db, counter, countAtLeast, firstWindow, ...options }) => {
    const compiled = compile(options);
    if (compiled.group) return findListGroups({ db, source, compiled });
    const row = rowReader(listViewerOf(options.user));
    return findListPage({ db, source, compiled, row, counter, countAtLeast, firstWindow });
  };
  const stream: ServerList['stream'] = ({
    db,
    chunk,
    counter: _counter,
    countAtLeast: _countAtLeast,
    firstWindow: _first,
    ...options
  }) =>
    streamListRows({
      db,
      source,
      compiled: compile(options),
      row: rowReader(listViewerOf(options.user)),
      ...(chunk === undefined ? {} : { chunk }),
    });
  const send: ServerList['send'] = (app, request, reply, load) =>
    sendCachedList(app, request, reply, {
      scope: declaration.cacheScope(request.user, request.query as ListQuery),
      load,
    });
  const respond: ServerList['respond'] = (app, request, reply, conditions) => {
    const query = request.query as Parameters<NonNullable<typeof conditions>>[1];
    return send(app, request, reply, () =>
      find({
        db: app.db,
        user: request.user,
        query,
        ...(conditions ? { conditions: conditions(request.user, query) } : {}),
      }),
    );
  };
  return { resource: declaration.resource, source, rowReader, compile, find, stream, send, respond };
}
