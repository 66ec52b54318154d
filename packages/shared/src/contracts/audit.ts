import { z } from 'zod';
import { AUDIT_RECORD_TYPES } from '../permissions/audit';
import { requiredId } from './fields';

/**
 * GET /audit/history (docs/decisions/181): a record's Change History on the grid protocol, newest first;
 * `record` names the kind of record and `id` the record.
 */
export const auditHistoryQuerySchema = z.object({
  record: z.enum(AUDIT_RECORD_TYPES, { error: 'Record is invalid.' }),
  id: requiredId('Id'),
});
export type AuditHistoryQuery = z.infer<typeof auditHistoryQuerySchema>;

/** One changed column of an audit row: `old` is null for an insert, `new` null for a delete. */
export const auditChangeSchema = z.object({
  field: z.string(),
  old: z.unknown(),
  new: z.unknown(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

/** A row of the Change History and Audit Log grids (`changes` in column order). */
export const auditRowSchema = z.object({
  id: z.number(),
  occurredat: z.string(),
  actorid: z.number().nullable(),
  actorname: z.string().nullable(),
  entity: z.string(),
  entityid: z.number(),
  workorderid: z.number().nullable(),
  wonumber: z.string().nullable(),
  action: z.enum(['insert', 'update', 'delete']),
  changes: z.array(auditChangeSchema),
});
export type AuditRow = z.infer<typeof auditRowSchema>;
