import { sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_RECORD_ENTITIES,
  auditLogResource,
  canReadRecordChangeHistory,
  canSeeAuditedEntity,
  type AuditHistoryQuery,
  type SessionUser,
} from '@dispatchwise/shared';
import { HttpError } from '../../lib/errors';
import { defineServerList, type FieldSql } from '../../lib/list-query/index';

const col = (expr: FieldSql['expr'], nullable = true): FieldSql => ({ expr, nullable });

const wonumber = sql`(select w."wonumber" from "workorder" w where w."id" = a."workorderid")`;
// `{ column: [old, new] }` as the grid's `[{ field, old, new }]`, by column name.
const changes = sql`(select coalesce(jsonb_agg(jsonb_build_object('field', e.key, 'old', e.value -> 0, 'new', e.value -> 1) order by e.key), '[]'::jsonb) from jsonb_each(a."changes") e)`;

/**
 * The audit trail on the grid protocol (decision 127; docs/decisions/181): the Admin's Audit Log reads it
 * whole, a record's Change History through `historyConditions`. Read without the response cache: the
 * rows are written by triggers on tables whose changes do not all notify the list caches. Rows are built
 * as JSON in the database, so the bigint id arrives as a number.
 */
export const auditList = defineServerList({
  resource: auditLogResource,
  source: { from: sql`"auditlog" a`, id: sql`a."id"` },
  fields: {
    id: col(sql`a."id"`, false),
    occurredat: col(sql`a."occurredat"`, false),
    actorid: col(sql`a."actorid"`),
    actorname: col(sql`a."actorname"`),
    entity: col(sql`a."entity"`, false),
    entityid: col(sql`a."entityid"`, false),
    workorderid: col(sql`a."workorderid"`),
    wonumber: col(wonumber),
    action: col(sql`a."action"`, false),
    changes: col(changes, false),
    changestext: col(sql`a."changes"::text`, false),
  },
  scope: () => sql`true`,
  cacheScope: () => 'internal',
  rows: () => ({
    json: (id) => sql`select json_build_object(
      'id', a."id", 'occurredat', a."occurredat", 'actorid', a."actorid", 'actorname', a."actorname",
      'entity', a."entity", 'entityid', a."entityid", 'workorderid', a."workorderid", 'wonumber', ${wonumber},
      'action', a."action", 'changes', ${changes})::text as json
      from "auditlog" a where a."id" = ${id}`,
  }),
});

/**
 * The rows of one record's Change History that `user` may read: 403 for a record they may not open; a
 * work order's vendor, proposal and invoice rows only with their tabs. A record that no longer exists
 * keeps its history (the trail outlives a delete).
 */
export function historyConditions(user: SessionUser, query: AuditHistoryQuery): SQL[] {
  if (!canReadRecordChangeHistory(user, query.record)) throw new HttpError(403, 'Forbidden');
  const entities = AUDIT_RECORD_ENTITIES[query.record].filter((entity) => canSeeAuditedEntity(user, entity));
  const owner =
    query.record === 'workorder' ? sql`a."workorderid" = ${query.id}` : sql`a."entityid" = ${query.id}`;
  return [
    owner,
    sql`a."entity" in (${sql.join(
      entities.map((entity) => sql`${entity}`),
      sql`, `,
    )})`,
  ];
}
