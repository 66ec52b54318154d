import { get, send, type Entry } from './builders';

/**
 * The Accounting screen (issue 17, docs/decisions/175-177): AccountingAdmin only. The role check writes
 * nothing: the push is asked for with no rows (400), the matrix's vendor line is not an approved bill (400),
 * and QuickBooks is not configured here (400).
 */
export const ACCOUNTING_MATRIX: Record<string, Entry> = {
  'GET /api/accounting/getpendingsyncs': 'no record id',
  'POST /api/accounting/submitpending': send('POST', '/api/accounting/submitpending', () => ({})),
  'PUT /api/accounting/removevendorbill/:workorderVendorId': send(
    'PUT',
    '/api/accounting/removevendorbill/{workordervendorid}',
  ),
  'GET /api/accounting/gettransmissionlogs': get('/api/accounting/gettransmissionlogs', () => ({
    filter: JSON.stringify(['typeId', '=', 1]),
    take: 5,
  })),
  'GET /api/accounting/getuploadingstatus': 'no record id',
  'GET /api/accounting/getunmatchedvendors': 'no record id',
  // The QuickBooks screen (decision 176): Admin or AccountingAdmin; not configured here, so Connect and the
  // payments sync answer 400 and Disconnect forgets nothing. The callback is public.
  'GET /api/accounting/quickbooks': 'no record id',
  'POST /api/accounting/quickbooks/connect': 'no record id',
  'POST /api/accounting/quickbooks/disconnect': 'no record id',
  'POST /api/accounting/quickbooks/syncpayments': 'no record id',
};
