import type { AuditRecordType, AuditRow } from '@dispatchwise/shared';
import type { GridFetcher, LoadResult } from '../../components/data-grid';
import { http } from '../../lib/http';

export const auditKeys = {
  all: ['audit'] as const,
  history: (record: AuditRecordType, id: number) => ['audit', 'history', record, id] as const,
  log: ['audit', 'log'] as const,
};

/** GET /api/audit/history: one record's Change History on the grid protocol (resource `auditlog`). */
export const getChangeHistory =
  (record: AuditRecordType, id: number): GridFetcher =>
  (params, signal) =>
    http.get<LoadResult<AuditRow>>('/api/audit/history', { params: { ...params, record, id }, signal });

/** GET /api/audit/getauditlog: every change (Admin). */
export const getAuditLog: GridFetcher = (params, signal) =>
  http.get<LoadResult<AuditRow>>('/api/audit/getauditlog', { params, signal });
