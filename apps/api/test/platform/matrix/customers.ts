import { ATTACHMENT_TYPE, TRADE } from '@dispatchwise/shared';
import { get, send, type Entry, type Ids } from './builders';

/** Ids of no record: the role check answers 404 (never a refusal) and removes nothing the later routes need. */
const NONE = 2_000_000_000;

/** The customers area's routes (issue 13, docs/decisions/147): the list, the record and its tabs, its trades and rates. */
export const CUSTOMER_MATRIX: Record<string, Entry> = {
  // Staff-only lists: no record id.
  'GET /api/customer/getcustomerlist': 'no record id',
  'GET /api/managementprovider/getproviders': 'no record id',
  'POST /api/customer/save': 'no record id',
  'GET /api/customer/:id': get('/api/customer/{customerid}'),
  'PUT /api/customer/update': send('PUT', '/api/customer/update', (ids) => ({
    id: ids.customerid,
    nte: '100',
  })),
  'POST /api/jobsites/updateallspecialprocedures': send(
    'POST',
    '/api/jobsites/updateallspecialprocedures',
    (ids) => ({
      customerid: ids.customerid,
      specialprocedure: 'Matrix instructions',
    }),
  ),
  'GET /api/customer/contacts': get('/api/customer/contacts', (ids) => ({ customerid: ids.customerid })),
  'POST /api/customer/contact/add': send('POST', '/api/customer/contact/add', (ids) => ({
    customerid: ids.customerid,
    firstname: 'Matrix',
  })),
  'PUT /api/customer/contact/update': send('PUT', '/api/customer/contact/update', () => ({
    id: NONE,
    title: 'Owner',
  })),
  'DELETE /api/customer/contact/delete/:id': send('DELETE', `/api/customer/contact/delete/${NONE}`),
  'GET /api/customer/notes/:customerid': get('/api/customer/notes/{customerid}'),
  'GET /api/customer/notes/:customerid/pdf': get('/api/customer/notes/{customerid}/pdf'),
  'POST /api/customer/savenote': send('POST', '/api/customer/savenote', (ids) => ({
    customerid: ids.customerid,
    note: 'Matrix',
  })),
  'GET /api/customer/getattachmenttypes': 'no record id',
  'GET /api/customer/attachments': get('/api/customer/attachments', (ids) => ({
    customerid: ids.customerid,
  })),
  // The role check sends no body (a 400 before blob storage); the leak check a valid one.
  'POST /api/customer/attachfile': (ids: Ids) =>
    ids.purpose === 'role'
      ? { method: 'POST', url: '/api/customer/attachfile' }
      : send('POST', '/api/customer/attachfile', () => ({
          customerid: ids.customerid,
          attachmenttypeid: ATTACHMENT_TYPE.Other,
          filename: 'seen_20250314000000.pdf',
          path: `customer/${ids.customerid}/seen_20250314000000.pdf`,
        }))(ids),
  'PUT /api/customer/updateattachment': send('PUT', '/api/customer/updateattachment', () => ({
    id: NONE,
    displayname: 'Renamed',
    attachmenttypeid: ATTACHMENT_TYPE.Other,
  })),
  'DELETE /api/customer/removeattachment/:id': send('DELETE', `/api/customer/removeattachment/${NONE}`),
  'GET /api/customer/excludedvendors': get('/api/customer/excludedvendors', (ids) => ({
    customerid: ids.customerid,
  })),
  'POST /api/customer/excludevendor': send('POST', '/api/customer/excludevendor', (ids) => ({
    customerid: ids.customerid,
    vendorid: ids.vendorid,
  })),
  'DELETE /api/customer/excludevendor/:customerid/:vendorid': (ids: Ids) =>
    send(
      'DELETE',
      `/api/customer/excludevendor/{customerid}/${ids.purpose === 'role' ? NONE : ids.vendorid}`,
    )(ids),
  // Trades and rates (decision 143): the trade rows and rates of no customer in the role check.
  'GET /api/customer/gettrades': get('/api/customer/gettrades', (ids) => ({ customerid: ids.customerid })),
  'POST /api/customer/trade/add': send('POST', '/api/customer/trade/add', (ids) => ({
    customerid: ids.customerid,
    tradeid: TRADE.Plumbing,
  })),
  'PUT /api/customer/trade/remove': send('PUT', '/api/customer/trade/remove', () => ({ id: NONE })),
  'POST /api/customer/rate/add': send('POST', '/api/customer/rate/add', () => ({
    customertradeid: NONE,
    regularrate: '50',
  })),
  'PUT /api/customer/rate/update': send('PUT', '/api/customer/rate/update', () => ({
    id: NONE,
    regularrate: '50',
  })),
  'DELETE /api/customer/rate/delete/:id': send('DELETE', `/api/customer/rate/delete/${NONE}`),
};
