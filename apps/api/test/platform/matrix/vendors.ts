import { ATTACHMENT_TYPE } from '@dispatchwise/shared';
import { get, send, type Entry, type Ids } from './builders';

/** The role check never removes vendor A's contact or file: the routes after it still need them. */
const removable = (ids: Ids, id: number) => (ids.purpose === 'role' ? 2_000_000_000 : id);

const address = {
  name: 'Matrix Vendor',
  address: '1 Congress Ave',
  city: 'Austin',
  statecode: 'TX',
  postalcode: '78701',
};

/** The vendors area's routes (issue 12, docs/decisions/142): the list, the record and its tabs, search. */
export const VENDOR_MATRIX: Record<string, Entry> = {
  // Staff-only lists and searches: no record id.
  'GET /api/vendor/getvendors': 'no record id',
  'POST /api/vendor/searchbyradius': 'no record id',
  'POST /api/vendor/searchbygeography': 'no record id',
  'POST /api/vendor/save': 'no record id',
  'POST /api/vendor/validateaddress': send('POST', '/api/vendor/validateaddress', (ids) => ({
    id: ids.vendorid,
    ...address,
  })),
  'GET /api/vendor/:id': get('/api/vendor/{vendorid}'),
  'PUT /api/vendor/update': send('PUT', '/api/vendor/update', (ids) => ({
    id: ids.vendorid,
    minnte: '100',
  })),
  'POST /api/vendor/addvendorrating/:vendorid/:rating': send(
    'POST',
    '/api/vendor/addvendorrating/{vendorid}/4.5',
  ),
  'POST /api/vendor/senddoc/:vendorid/:doctype': send('POST', '/api/vendor/senddoc/{vendorid}/1'),
  'GET /api/vendor/contacts': get('/api/vendor/contacts', (ids) => ({ vendorid: ids.vendorid })),
  'POST /api/vendor/contact/add': send('POST', '/api/vendor/contact/add', (ids) => ({
    vendorid: ids.vendorid,
    firstname: 'Matrix',
  })),
  'PUT /api/vendor/contact/update': send('PUT', '/api/vendor/contact/update', (ids) => ({
    id: ids.vendorcontactid,
    title: 'Owner',
  })),
  'DELETE /api/vendor/contact/delete/:id': (ids) => ({
    method: 'DELETE',
    url: `/api/vendor/contact/delete/${removable(ids, ids.vendorcontactid)}`,
  }),
  // Who was reminded of what and when (the lead's compliance job, decision 146): staff only.
  'GET /api/vendor/compliancereminders': get('/api/vendor/compliancereminders', (ids) => ({
    vendorid: ids.vendorid,
  })),
  'GET /api/vendor/payments': get('/api/vendor/payments', (ids) => ({ vendorid: ids.vendorid })),
  'GET /api/vendor/notes/:vendorid': get('/api/vendor/notes/{vendorid}'),
  'GET /api/vendor/notes/:vendorid/pdf': get('/api/vendor/notes/{vendorid}/pdf'),
  'POST /api/vendor/savenote': send('POST', '/api/vendor/savenote', (ids) => ({
    vendorid: ids.vendorid,
    note: 'Matrix',
  })),
  'GET /api/vendor/getattachmenttypes': 'no record id',
  'GET /api/vendor/attachments': get('/api/vendor/attachments', (ids) => ({ vendorid: ids.vendorid })),
  // The role check sends no body (a 400 before blob storage); the leak check a valid one.
  'POST /api/vendor/attachfile': (ids) =>
    ids.purpose === 'role'
      ? { method: 'POST', url: '/api/vendor/attachfile' }
      : send('POST', '/api/vendor/attachfile', () => ({
          vendorid: ids.vendorid,
          attachmenttypeid: ATTACHMENT_TYPE.Coi,
          filename: 'seen_20250314000000.pdf',
          path: `vendor/${ids.vendorid}/seen_20250314000000.pdf`,
        }))(ids),
  'PUT /api/vendor/updateattachment': send('PUT', '/api/vendor/updateattachment', (ids) => ({
    id: ids.vendorattachmentid,
    displayname: 'Renamed',
    attachmenttypeid: ATTACHMENT_TYPE.Coi,
  })),
  'DELETE /api/vendor/removeattachment/:id': (ids) => ({
    method: 'DELETE',
    url: `/api/vendor/removeattachment/${removable(ids, ids.vendorattachmentid)}`,
  }),
};
