import { get, send, type Entry, type Ids } from './builders';

/** The role check never removes or accepts vendor A's file; the leak check names vendor B's. */
const fileOf = (ids: Ids) => (ids.purpose === 'role' ? 2_000_000_000 : ids.vendorattachmentid);

/**
 * The matrix has no tech of vendor B: a tech id is a user id the caller's vendor does not own (404);
 * vendor-portal.techs.test.ts calls with another vendor's tech.
 */
const notOurTech = (ids: Ids) => (ids.purpose === 'role' ? 2_000_000_000 : 1);

/**
 * Check-in and check-out (decision 159): the role check stops at 400 (a latitude out of range), so
 * order A is never moved to TOS; the leak check sends a valid position on vendor B's order.
 */
const position = (ids: Ids) => ({
  workorderid: ids.workorderid,
  latitude: ids.purpose === 'role' ? 999 : 30.2672,
  longitude: -97.7431,
});

/** The vendor portal's routes (issue 15, spec C 2.8): every one scoped to the caller's vendor. */
export const VENDOR_PORTAL_MATRIX: Record<string, Entry> = {
  // Profile (decision 157): the caller's own vendor, never an id from the request.
  'GET /api/vendorprofile/currentvendor': 'no record id',
  'GET /api/vendorprofile/vendortechs': 'no record id',
  'POST /api/vendorprofile/createtech': 'no record id',
  'PATCH /api/vendorprofile/updatetech': send('PATCH', '/api/vendorprofile/updatetech', (ids) => ({
    id: notOurTech(ids),
    given_name: 'Matrix',
  })),
  'PATCH /api/vendorprofile/techpassword': send('PATCH', '/api/vendorprofile/techpassword', (ids) => ({
    id: notOurTech(ids),
    password: 'Matrix password 1',
  })),
  // Compliance uploads go through POST /api/vendor/attachfile (matrix/vendors.ts): the Vendor's own vendor.
  // Work orders (decision 158): an order with a live line of the caller's vendor; a Tech's unassigned
  // order is a 404 (not in its portal), another vendor's order a 403.
  'GET /api/vendorprofile/workorder': get('/api/vendorprofile/workorder', (ids) => ({ id: ids.workorderid })),
  'POST /api/vendorprofile/savenote': send('POST', '/api/vendorprofile/savenote', (ids) => ({
    workorderid: ids.workorderid,
    note: 'Matrix',
  })),
  'PUT /api/vendorprofile/assigntech': send('PUT', '/api/vendorprofile/assigntech', (ids) => ({
    workorderid: ids.workorderid,
    techauthid: null,
  })),
  'PUT /api/vendorprofile/updatescheduledate': send(
    'PUT',
    '/api/vendorprofile/updatescheduledate',
    (ids) => ({
      id: ids.workorderid,
      scheduledate: '2025-03-20',
    }),
  ),
  // Check-in from the technician's phone (decision 159): today's work is the caller's own.
  'GET /api/vendorprofile/today': 'no record id',
  'POST /api/vendorprofile/checkin': send('POST', '/api/vendorprofile/checkin', position),
  'POST /api/vendorprofile/checkout': send('POST', '/api/vendorprofile/checkout', position),
  // Staff's review of the uploads: staff with read:vendors.
  'GET /api/vendor/documentreviews': get('/api/vendor/documentreviews', (ids) => ({
    vendorid: ids.vendorid,
  })),
  'POST /api/vendor/acceptdocument': send('POST', '/api/vendor/acceptdocument', (ids) => ({
    id: fileOf(ids),
    date: '2027-03-31',
  })),
};
