import { get, type Entry } from './builders';

/**
 * The audit trail (issue 18, docs/decisions/181): a record's Change History for staff (the work order of
 * the matrix's ids; users and roles for Admin only, checked in audit.routes.test.ts) and the Audit Log for
 * Admin. External users get 403; staff are not scoped by company, so another company's order reads alike.
 */
export const AUDIT_MATRIX: Record<string, Entry> = {
  'GET /api/audit/history': get('/api/audit/history', (ids) => ({
    record: 'workorder',
    id: ids.workorderid,
  })),
  'GET /api/audit/getauditlog': 'no record id',
};
