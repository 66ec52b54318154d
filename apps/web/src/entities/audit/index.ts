// The audit trail's screens (docs/decisions/181): a record's Change History tab and the Audit Log's pieces.
export { ChangeHistory, useAuditGridDefaults } from './change-history';
export { AuditCard, auditColumns, AuditChanges, actorText, auditRecordPath } from './audit-columns';
export { auditActionName, auditEntityName, formatAuditValue } from './audit-values';
export { auditKeys, getAuditLog, getChangeHistory } from './get-audit';
