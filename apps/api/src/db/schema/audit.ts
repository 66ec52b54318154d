import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * The audit trail (issue 18, docs/decisions/181): one row per inserted, updated or deleted row of an
 * audited table, written by the `dw_audit` row trigger in the transaction of the change (so a rolled
 * back change leaves nothing). `changes` is `{ column: [old, new] }` for the columns that changed only,
 * without noise or secret columns (the trigger's arguments name them). The actor is the session setting
 * `dw.actorid` / `dw.actorname` the API sets on a write request's connection; null is the system (the
 * worker, a sync, a script). `entityid` is the row's id, or for a link table its owner (userrole: the
 * user, rolepermission: the role); `workorderid` puts vendor lines, proposals and invoices on their
 * order's history.
 */
export const auditlog = pgTable(
  'auditlog',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredat: timestamptz('occurredat').notNull().defaultNow(),
    /** users.id of the actor (no foreign key: the trail outlives a deleted user). */
    actorid: integer('actorid'),
    actorname: text('actorname'),
    /** The table name: workorder, workordervendor, workorderproposal, invoice, customer, users, ... */
    entity: text('entity').notNull(),
    entityid: integer('entityid').notNull(),
    workorderid: integer('workorderid'),
    /** insert, update or delete. */
    action: text('action').notNull(),
    changes: jsonb('changes').notNull(),
  },
  (t) => [
    index('auditlog_entity_entityid_id_idx').on(t.entity, t.entityid, t.id),
    index('auditlog_workorderid_id_idx')
      .on(t.workorderid, t.id)
      .where(sql`${t.workorderid} is not null`),
    index('auditlog_actorid_id_idx')
      .on(t.actorid, t.id)
      .where(sql`${t.actorid} is not null`),
  ],
);
