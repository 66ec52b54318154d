import { send, type Entry, type Ids } from './builders';

/**
 * The reports routes (issue 14, decisions 151, 152): view:reports or Admin, staff only. A run also needs
 * the report granted on the caller's user record (a 403 of its own, reports.test.ts), which the matrix's
 * role users lack: the role check sends no report (a 400 after the rule), the leak check report 14 with
 * another company's customer (staff may map any customer's orders).
 */
const run = (url: string) => (ids: Ids) =>
  ids.purpose === 'role'
    ? { method: 'POST' as const, url, payload: {} }
    : send('POST', url, () => ({ reportid: 14, customerid: ids.customerid }))(ids);

export const REPORTS_MATRIX: Record<string, Entry> = {
  'GET /api/reports/getreports': 'no record id',
  'POST /api/reports/getreportdata': run('/api/reports/getreportdata'),
  'POST /api/reports/export': run('/api/reports/export'),
};
