import { TRADE } from '@dispatchwise/shared';
import { get, query, send, type Entry } from './builders';

/**
 * The dispatch routes (issue 14, docs/decisions/153, 154): Admin only. Saves send priority 0 (a removal
 * of a vendor that is not listed changes nothing) and the import no file (a 400 after the rule), so
 * the role check writes nothing.
 */
export const DISPATCH_MATRIX: Record<string, Entry> = {
  'GET /api/admin/getvendorsbytradeid': get('/api/admin/getvendorsbytradeid', () => ({
    tradeId: TRADE.Plumbing,
  })),
  'GET /api/admin/getallvendorsbytradeid': get('/api/admin/getallvendorsbytradeid', () => ({
    tradeId: TRADE.Plumbing,
  })),
  'POST /api/admin/savedispatchvendor': send('POST', '/api/admin/savedispatchvendor', (ids) => ({
    priority: 0,
    tradeid: TRADE.Plumbing,
    vendorid: ids.vendorid,
  })),
  'PUT /api/admin/updatedispatchvendor': send('PUT', '/api/admin/updatedispatchvendor', (ids) => ({
    priority: 0,
    tradeid: TRADE.Plumbing,
    vendorid: ids.vendorid,
  })),
  'POST /api/admin/importtradezips': query('POST', '/api/admin/importtradezips', (ids) => ({
    vendorid: ids.vendorid,
  })),
};
