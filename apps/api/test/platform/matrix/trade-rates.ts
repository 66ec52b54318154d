import { TRADE } from '@dispatchwise/shared';
import { get, send, type Entry, type Ids } from './builders';

/** The role check never removes vendor A's trade or rate: the routes after it still need them. */
const removable = (ids: Ids, id: number) => (ids.purpose === 'role' ? 2_000_000_000 : id);

/** The trades and rates of vendors and customers (spec C 2.6, docs/decisions/143). */
export const TRADE_RATE_MATRIX: Record<string, Entry> = {
  'GET /api/vendor/gettrades': get('/api/vendor/gettrades', (ids) => ({ vendorid: ids.vendorid })),
  'POST /api/vendor/trade/add': send('POST', '/api/vendor/trade/add', (ids) => ({
    tradeid: TRADE.Electrical,
    vendorid: ids.vendorid,
  })),
  'POST /api/vendor/copytrade/:tradeid': send('POST', '/api/vendor/copytrade/{vendortradeid}', (ids) => [
    { tradeid: TRADE.Hvac, vendorid: ids.vendorid },
  ]),
  'PUT /api/vendor/trade/remove': (ids) =>
    send('PUT', '/api/vendor/trade/remove', () => ({ id: removable(ids, ids.vendortradeid) }))(ids),
  'POST /api/vendor/rate/add': send('POST', '/api/vendor/rate/add', (ids) => ({
    vendortradeid: ids.vendortradeid,
    statecodes: ['TX'],
    regularrate: '90.00',
  })),
  'PUT /api/vendor/rate/update': send('PUT', '/api/vendor/rate/update', (ids) => ({
    id: ids.traderateid,
    regularrate: '95.00',
  })),
  'DELETE /api/vendor/rate/delete/:id': (ids) => ({
    method: 'DELETE',
    url: `/api/vendor/rate/delete/${removable(ids, ids.traderateid)}`,
  }),
};
