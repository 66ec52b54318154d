import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_TYPE, ROLES, type Role, type SessionUser } from '@dispatchwise/shared';
import { workorder } from '../../src/db/schema/index';
import type { ApiRouteGuard } from '../../src/plugins/auth';
import {
  attachVendor,
  createCustomerWithSite,
  createVendor,
  createWorkOrder,
  createWorkOrderAttachment,
} from '../factories/work-orders';
import { createInvoiceWithLine } from '../factories/invoices';
import { createProposalWithLine } from '../factories/proposals';
import { createVendorInvoice, createVendorProposal } from '../factories/vendor-proposals';
import { createVendorContact, createVendorFile, createVendorTradeWithRate } from '../factories/vendors';
import { createTestContext, type Requester, type TestUser } from '../helpers';
import {
  file,
  get,
  query,
  RECORD_KEYS,
  send,
  type Entry,
  type Ids,
  type RecordRequest,
  type Request,
} from './matrix/builders';
import { ACCOUNTING_MATRIX } from './matrix/accounting';
import { AUDIT_MATRIX } from './matrix/audit';
import { CUSTOMER_MATRIX } from './matrix/customers';
import { CUSTOMER_PORTAL_MATRIX } from './matrix/customer-portal';
import { DISPATCH_MATRIX } from './matrix/dispatch';
import { JOB_SITE_MATRIX } from './matrix/job-sites';
import { LIVE_MATRIX } from './matrix/live';
import { REPORTS_MATRIX } from './matrix/reports';
import { TRADE_RATE_MATRIX } from './matrix/trade-rates';
import { VENDOR_PORTAL_MATRIX } from './matrix/vendor-portal';
import { VENDOR_PORTAL_DOCUMENTS_MATRIX } from './matrix/vendor-portal-documents';
import { VENDOR_PORTAL_LISTS_MATRIX } from './matrix/vendor-portal-lists';
import { VENDOR_MATRIX } from './matrix/vendors';
import { WORK_ORDER_IMPORT_MATRIX } from './matrix/work-order-import';

/**
 * The authorization matrix (docs/decisions/121), generated from the registered routes:
 * 1. every non-public /api route declares its rule (`config: { rule }`, a named rule of the shared
 *    permissions) and has an entry in MATRIX below;
 * 2. every route is called as anonymous (401) and as each of the seven roles: 403 exactly when the
 *    rule refuses the role's user, anything but 401/403 when it allows;
 * 3. every route that takes a record id is called by a Vendor, a Tech and a Customer user with the ids
 *    of another vendor's and customer's work order: never a 2xx.
 */

const ctx = createTestContext();

/** One entry per non-public route, keyed `METHOD /api/path` as Fastify registered it. */
const CORE_MATRIX: Record<string, Entry> = {
  'GET /api/user/profile': 'no record id',
  'GET /api/user/getdispatchers': 'no record id',
  'GET /api/user/getsalesreps': 'no record id',
  'GET /api/workorder/getstatuses': 'no record id',
  'GET /api/geoinfo/getstates': 'no record id',
  'GET /api/geoinfo/getcounties': 'no record id',
  'GET /api/geoinfo/getcities': 'no record id',
  'GET /api/geoinfo/getzipcodes': 'no record id',
  'GET /api/customer/getcustomers': 'no record id',
  'GET /api/trades/tradelist': 'no record id',
  'GET /api/trades/tradelist_nonstore': 'no record id',
  'GET /api/vendor/getvendorstatustypes': 'no record id',
  'GET /api/vendor/getvendortiers': 'no record id',
  'GET /api/vendor/getvendorsforlookup': 'no record id',
  'GET /api/site/meta': 'no record id',
  'GET /api/admin/getroles': 'no record id',
  'GET /api/admin/getreports': 'no record id',
  'GET /api/admin/getuserlist': 'no record id',
  // A user id, not a company's record; Admin only.
  'GET /api/admin/getuser': get('/api/admin/getuser', () => ({ id: 1 })),
  // Links the new user to a vendor or a customer; Admin only.
  'POST /api/admin/createuser': send('POST', '/api/admin/createuser', (ids) => ({
    vendorid: ids.vendorid,
    customerid: ids.customerid,
  })),
  'PATCH /api/admin/updateuser': send('PATCH', '/api/admin/updateuser', () => ({ id: 1 })),
  'GET /api/admin/getoverduep1': 'no record id',
  'POST /api/error/logerror': 'no record id',
  // Without a file name the role check stops at 400 before blob storage, which this test does not run.
  'GET /api/storage/getSAS': (ids) => {
    const file: Record<string, string> = ids.purpose === 'leak' ? { file: 'seen_20250314000000.pdf' } : {};
    const areas: Record<string, string | number>[] = [
      { area: 'workorder', id: ids.workorderid, ...file },
      { area: 'workorder', id: ids.workorderid, ...file, access: 'read' },
      { area: 'vendor', id: ids.vendorid, ...file },
      { area: 'customer', id: ids.customerid, ...file },
    ];
    return areas.map((values) => get('/api/storage/getSAS', () => values)(ids));
  },

  // Lists: scoped by the caller in the repository, they take no record id.
  'GET /api/workorder/getworkorders': 'no record id',
  'GET /api/workorder/getquickactionworkorders': 'no record id',
  'GET /api/dashboard/getalerts': 'no record id',
  'GET /api/workorder/exportworkorders': 'no record id',
  'GET /api/dashboard/exportalerts': 'no record id',
  // Saved views are the user's own (viewId), checked by views.test.ts.
  'GET /api/view/getuserviews': 'no record id',
  'GET /api/view/getview': 'no record id',
  'POST /api/view/createview': 'no record id',
  'PUT /api/view/updateview': 'no record id',
  'DELETE /api/view/removeview': 'no record id',
  'PUT /api/view/resetmyview': 'no record id',
  'PUT /api/workorder/takeownership': query('PUT', '/api/workorder/takeownership', (ids) => ({
    workorderid: ids.workorderid,
  })),
  'PUT /api/workorder/taguntag': query('PUT', '/api/workorder/taguntag', (ids) => ({
    workorderid: ids.workorderid,
  })),
  'POST /api/workorder/reassigndispatcher': send('POST', '/api/workorder/reassigndispatcher', (ids) => ({
    workorderid: ids.workorderid,
  })),
  'POST /api/workorder/reassigndispatchers': send('POST', '/api/workorder/reassigndispatchers', (ids) => ({
    customerid: ids.customerid,
  })),
  'PUT /api/mobile/:id/geofence': (ids) => ({
    method: 'PUT',
    url: `/api/mobile/${ids.workorderid}/geofence`,
    query: { enabled: 'true' },
  }),
  'PUT /api/workorder/updatescheduledate': send('PUT', '/api/workorder/updatescheduledate', (ids) => ({
    id: ids.workorderid,
  })),
  'PUT /api/workorder/updatefollowupdate': send('PUT', '/api/workorder/updatefollowupdate', (ids) => ({
    id: ids.workorderid,
  })),
  'POST /api/workorder/createwoemailitem': send('POST', '/api/workorder/createwoemailitem', (ids) => ({
    workorderid: ids.workorderid,
  })),
  'POST /api/workorder/generatesignoff': send('POST', '/api/workorder/generatesignoff', (ids) => ({
    workOrderId: ids.workorderid,
    workOrderVendorId: ids.workordervendorid,
  })),
  // The vendors on a work order (issue 10). The role check never detaches line A: vendor A's users
  // must stay on order A for the routes after these.
  'GET /api/workorder/getvendorsbytrades': get('/api/workorder/getvendorsbytrades', (ids) => ({
    workorderId: ids.workorderid,
    tradeIds: '34',
  })),
  'GET /api/workorder/getpastvendors': get('/api/workorder/getpastvendors', (ids) => ({
    jobsiteid: ids.jobsiteid,
    workorderid: ids.workorderid,
  })),
  'GET /api/workorder/vendors': get('/api/workorder/vendors', (ids) => ({ workorderid: ids.workorderid })),
  'GET /api/workorder/vendor/attachments/:workordervendorid': get(
    '/api/workorder/vendor/attachments/{workordervendorid}',
  ),
  'POST /api/workorder/savevendor': send('POST', '/api/workorder/savevendor', (ids) => ({
    workorderid: ids.workorderid,
    vendorid: ids.vendorid,
  })),
  'PUT /api/workorder/updatevendor': send('PUT', '/api/workorder/updatevendor', (ids) => ({
    id: ids.workordervendorid,
    note: 'Matrix',
  })),
  'DELETE /api/workorder/removevendor/:id': (ids) => ({
    method: 'DELETE',
    url: `/api/workorder/removevendor/${ids.purpose === 'role' ? 2_000_000_000 : ids.workordervendorid}`,
  }),
  'PUT /api/workorder/flagnod/:wovendorid/:flag': send(
    'PUT',
    '/api/workorder/flagnod/{workordervendorid}/true',
  ),
  'PUT /api/workorder/approvevendorinvoice': send('PUT', '/api/workorder/approvevendorinvoice', (ids) => ({
    workordervendorid: ids.workordervendorid,
  })),
  'PUT /api/workorder/unapprovevendorinvoice': send(
    'PUT',
    '/api/workorder/unapprovevendorinvoice',
    (ids) => ({
      workordervendorid: ids.workordervendorid,
    }),
  ),
  'POST /api/workorder/savevendorqc': send('POST', '/api/workorder/savevendorqc', (ids) => ({
    workordervendorid: ids.workordervendorid,
    reviewername: 'Matrix',
    totalscore: 1,
    incurredonly: true,
  })),
  'GET /api/vendor/history': get('/api/vendor/history', (ids) => ({ vendorid: ids.vendorid })),
  // Customer proposals (issue 11). The role check removes nothing: its removes name no record.
  'GET /api/workorder/proposals': get('/api/workorder/proposals', (ids) => ({
    workorderid: ids.workorderid,
  })),
  'POST /api/workorder/saveproposal': send('POST', '/api/workorder/saveproposal', (ids) => ({
    workorderid: ids.workorderid,
    quotedamount: '100',
    scopeofwork: 'Matrix',
  })),
  'PUT /api/workorder/updateproposal': send('PUT', '/api/workorder/updateproposal', (ids) => ({
    id: ids.proposalid,
    note: 'Matrix',
  })),
  'DELETE /api/workorder/removeproposal': (ids) => ({
    method: 'DELETE',
    url: '/api/workorder/removeproposal',
    query: { id: String(ids.purpose === 'role' ? 2_000_000_000 : ids.proposalid) },
  }),
  'DELETE /api/workorder/removeproposalitem': (ids) => ({
    method: 'DELETE',
    url: '/api/workorder/removeproposalitem',
    query: { id: String(ids.purpose === 'role' ? 2_000_000_000 : ids.proposalitemid) },
  }),
  'PUT /api/workorder/completeproposal': send('PUT', '/api/workorder/completeproposal', (ids) => ({
    id: ids.proposalid,
  })),
  'PUT /api/workorder/approveproposal': send('PUT', '/api/workorder/approveproposal', (ids) => ({
    id: ids.proposalid,
  })),
  'PUT /api/workorder/rejectproposal': send('PUT', '/api/workorder/rejectproposal', (ids) => ({
    id: ids.proposalid,
  })),
  'POST /api/workorder/cloneproposal': query('POST', '/api/workorder/cloneproposal', (ids) => ({
    proposalId: ids.proposalid,
  })),
  'POST /api/workorder/convertproposal': send('POST', '/api/workorder/convertproposal', (ids) => ({
    id: ids.proposalid,
  })),
  'POST /api/workorder/generatewoproposal': send('POST', '/api/workorder/generatewoproposal', (ids) => ({
    id: ids.proposalid,
    preview: true,
  })),
  // Customer invoices (issue 11). The role check removes nothing: its remove names no record.
  'GET /api/workorder/invoices': get('/api/workorder/invoices', (ids) => ({ workorderid: ids.workorderid })),
  'POST /api/workorder/saveinvoice': send('POST', '/api/workorder/saveinvoice', (ids) => ({
    workorderid: ids.workorderid,
    scopeofwork: 'Matrix',
  })),
  'PUT /api/workorder/updateinvoice': send('PUT', '/api/workorder/updateinvoice', (ids) => ({
    id: ids.invoiceid,
    note: 'Matrix',
  })),
  'DELETE /api/workorder/removeinvoice': (ids) => ({
    method: 'DELETE',
    url: '/api/workorder/removeinvoice',
    query: { id: String(ids.purpose === 'role' ? 2_000_000_000 : ids.invoiceid) },
  }),
  'PUT /api/workorder/approveinvoice': send('PUT', '/api/workorder/approveinvoice', (ids) => ({
    invoiceid: ids.invoiceid,
  })),
  'PUT /api/workorder/unapproveinvoice': send('PUT', '/api/workorder/unapproveinvoice', (ids) => ({
    invoiceid: ids.invoiceid,
  })),
  'PUT /api/workorder/rejectinvoice': send('PUT', '/api/workorder/rejectinvoice', (ids) => ({
    invoiceid: ids.invoiceid,
  })),
  'POST /api/workorder/generatewoinvoice': send('POST', '/api/workorder/generatewoinvoice', (ids) => ({
    id: ids.invoiceid,
    preview: false,
  })),
  'POST /api/workorder/generatewordwoinvoice': send(
    'POST',
    '/api/workorder/generatewordwoinvoice',
    (ids) => ({
      invoiceid: ids.invoiceid,
    }),
  ),
  // Vendor submitted proposals (issue 11).
  'GET /api/workorder/vendorproposals': get('/api/workorder/vendorproposals', (ids) => ({
    workorderid: ids.workorderid,
  })),
  'GET /api/workorder/vendorproposal': get('/api/workorder/vendorproposal', (ids) => ({
    id: ids.vendorproposalid,
  })),
  'PUT /api/workorder/setvendorproposalstate': send(
    'PUT',
    '/api/workorder/setvendorproposalstate',
    (ids) => ({
      id: ids.vendorproposalid,
      state: 4,
      rejectionnote: 'Matrix',
    }),
  ),
  'POST /api/workorder/convertvendorproposal': send(
    'POST',
    '/api/workorder/convertvendorproposal',
    (ids) => ({
      proposalid: ids.vendorproposalid,
    }),
  ),
  'POST /api/vendorprofile/generatevendorproposal': query(
    'POST',
    '/api/vendorprofile/generatevendorproposal',
    (ids) => ({ proposalid: ids.vendorproposalid, preview: 'true' }),
  ),
  'POST /api/workorder/savenote': send('POST', '/api/workorder/savenote', (ids) => ({
    workorderid: ids.workorderid,
    note: 'A note',
  })),
  'GET /api/home/getactivecounts': 'no record id',
  'GET /api/home/getprioritycounts': 'no record id',
  'GET /api/home/getdailycounts': 'no record id',
  'GET /api/vendor/getopenworkorders': (ids) => [
    get('/api/vendor/getopenworkorders', () => ({ vendorid: ids.vendorid }))(ids),
    get('/api/vendor/getopenworkorders', () => ({ vendorid: ids.vendorid, statusid: 9 }))(ids),
  ],
  'GET /api/customer/getopenworkorders': (ids) => [
    get('/api/customer/getopenworkorders', () => ({ customerid: ids.customerid }))(ids),
    get('/api/customer/getopenworkorders', () => ({ customerid: ids.customerid, statusid: 9 }))(ids),
  ],
  'GET /api/vendorprofile/getworkorders/:id': get('/api/vendorprofile/getworkorders/{vendorid}'),
  'GET /api/customerprofile/getworkorders/:id': get('/api/customerprofile/getworkorders/{customerid}'),
  'GET /api/workorder/:id': get('/api/workorder/{workorderid}'),
  'GET /api/workorder/checkponumber': get('/api/workorder/checkponumber', (ids) => ({
    customerid: ids.customerid,
    ponumber: 'PO-1',
    workorderid: ids.workorderid,
  })),
  'POST /api/workorder/saveworkorder': send('POST', '/api/workorder/saveworkorder', (ids) => ({
    customerid: ids.customerid,
  })),
  'PUT /api/workorder/updateworkorder': send('PUT', '/api/workorder/updateworkorder', (ids) => ({
    id: ids.workorderid,
  })),
  'POST /api/workorder/updateworkorderstatus': send(
    'POST',
    '/api/workorder/updateworkorderstatus',
    (ids) => ({
      workorderid: ids.workorderid,
      statusid: 9,
    }),
  ),
  'PUT /api/workorder/reopenworkorder': query('PUT', '/api/workorder/reopenworkorder', (ids) => ({
    id: ids.workorderid,
  })),
  'POST /api/workorder/createchildworkorder': query('POST', '/api/workorder/createchildworkorder', (ids) => ({
    id: ids.workorderid,
  })),
  'PUT /api/workorder/updatefollowup': send('PUT', '/api/workorder/updatefollowup', (ids) => ({
    id: ids.workorderid,
  })),
  'GET /api/customer/getlists': get('/api/customer/getlists', (ids) => ({ customerid: ids.customerid })),
  'GET /api/customer/traderates': get('/api/customer/traderates', (ids) => ({
    customerid: ids.customerid,
    statecode: 'TX',
  })),
  'GET /api/workorder/notes/:workorderid': get('/api/workorder/notes/{workorderid}'),
  'GET /api/workorder/notes/:workorderid/pdf': get('/api/workorder/notes/{workorderid}/pdf'),
  'GET /api/workorder/getattachmenttypes': 'no record id',
  'GET /api/workorder/attachments': get('/api/workorder/attachments', (ids) => ({
    workorderid: ids.workorderid,
  })),
  // The role check sends no body (a 400 before blob storage); the leak check a valid one.
  'POST /api/workorder/attachfile': (ids) =>
    ids.purpose === 'role'
      ? { method: 'POST', url: '/api/workorder/attachfile' }
      : send('POST', '/api/workorder/attachfile', () => ({
          workorderid: ids.workorderid,
          attachmenttypeid: ATTACHMENT_TYPE.CustomerWorkRequest,
          filename: 'seen_20250314000000.pdf',
          path: file(ids),
        }))(ids),
  'PUT /api/workorder/updateattachment': send('PUT', '/api/workorder/updateattachment', (ids) => ({
    id: ids.attachmentid,
    displayname: 'Renamed',
    attachmenttypeid: ATTACHMENT_TYPE.CustomerWorkRequest,
  })),
  'DELETE /api/workorder/removeattachment/:id': send(
    'DELETE',
    '/api/workorder/removeattachment/{attachmentid}',
  ),
};

const MATRIX: Record<string, Entry> = {
  ...CORE_MATRIX,
  ...VENDOR_MATRIX,
  ...TRADE_RATE_MATRIX,
  ...CUSTOMER_MATRIX,
  ...JOB_SITE_MATRIX,
  ...REPORTS_MATRIX,
  ...DISPATCH_MATRIX,
  ...VENDOR_PORTAL_MATRIX,
  ...VENDOR_PORTAL_DOCUMENTS_MATRIX,
  ...VENDOR_PORTAL_LISTS_MATRIX,
  ...CUSTOMER_PORTAL_MATRIX,
  ...WORK_ORDER_IMPORT_MATRIX,
  ...ACCOUNTING_MATRIX,
  ...AUDIT_MATRIX,
  ...LIVE_MATRIX,
};

const EXTERNAL_ROLES = ['Vendor', 'Tech', 'Customer'] as const satisfies readonly Role[];
const routeKey = (route: ApiRouteGuard) => `${route.method} ${route.url}`;

/** The top-level keys of a zod object schema (through a pipe or an optional/nullable wrapper). */
function schemaKeys(schema: unknown): string[] {
  let node = schema as { shape?: object; in?: unknown; def?: { innerType?: unknown } } | undefined;
  for (let depth = 0; node && depth < 4; depth += 1) {
    if (node.shape) return Object.keys(node.shape);
    node = (node.in ?? node.def?.innerType) as typeof node;
  }
  return [];
}

function recordKeysOf(route: ApiRouteGuard): string[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  return ['params', 'querystring', 'body']
    .flatMap((part) => schemaKeys(schema[part]))
    .filter((key) => RECORD_KEYS.has(key));
}

/** The role check's request: the entry's with the caller's own ids, else the bare route. */
function roleCheckRequests(route: ApiRouteGuard, own: Ids): Request[] {
  const entry = MATRIX[routeKey(route)];
  if (typeof entry === 'function') return [entry(own)].flat();
  return [{ method: route.method, url: route.url.replace(/:\w+/g, '1') }];
}

const callAs = (requester: Requester, request: Request) =>
  requester.inject({ ...request, headers: request.payload ? { 'content-type': 'application/json' } : {} });

type Caller = { role: Role; user: TestUser; session: SessionUser; requester: Requester };

let routes: ApiRouteGuard[] = [];
let callers: Caller[] = [];
let own: Ids;
let foreign: Ids;
/** Order A is assigned to the Tech caller: a Tech reaches only its assigned orders (docs/decisions/158). */
let assignTechToOwnOrder: () => Promise<void>;

beforeAll(async () => {
  const db = ctx.db;
  // Our company: customer A and vendor A on work order A. The other: customer B and vendor B on B.
  const mine = await createCustomerWithSite(db);
  const other = await createCustomerWithSite(db);
  const vendorA = await createVendor(db);
  const vendorB = await createVendor(db);
  const orderA = await createWorkOrder(db, { customerid: mine.customer.id, jobsiteid: mine.jobsite.id });
  const orderB = await createWorkOrder(db, { customerid: other.customer.id, jobsiteid: other.jobsite.id });
  const lineA = await attachVendor(db, { workorderid: orderA.id, vendorid: vendorA.id });
  const lineB = await attachVendor(db, { workorderid: orderB.id, vendorid: vendorB.id });
  const proposalA = await createProposalWithLine(db, orderA.id);
  const proposalB = await createProposalWithLine(db, orderB.id);
  const invoiceA = await createInvoiceWithLine(db, orderA.id);
  const invoiceB = await createInvoiceWithLine(db, orderB.id);
  const vendorProposalA = await createVendorProposal(db, {
    workorderid: orderA.id,
    vendorid: vendorA.id,
    workordervendorid: lineA.id,
  });
  const vendorProposalB = await createVendorProposal(db, {
    workorderid: orderB.id,
    vendorid: vendorB.id,
    workordervendorid: lineB.id,
  });
  const vendorInvoiceA = await createVendorInvoice(db, {
    workorderid: orderA.id,
    vendorid: vendorA.id,
    workordervendorid: lineA.id,
  });
  const vendorInvoiceB = await createVendorInvoice(db, {
    workorderid: orderB.id,
    vendorid: vendorB.id,
    workordervendorid: lineB.id,
  });
  const attachmentB = await createWorkOrderAttachment(db, {
    workorderid: orderB.id,
    attachmenttypeid: ATTACHMENT_TYPE.CustomerWorkRequest,
    path: `workorder/${orderB.id}/seen_20250314000000.pdf`,
  });
  const tradeA = await createVendorTradeWithRate(db, vendorA.id);
  const tradeB = await createVendorTradeWithRate(db, vendorB.id);
  const contactA = await createVendorContact(db, vendorA.id);
  const contactB = await createVendorContact(db, vendorB.id);
  const vendorFileB = await createVendorFile(db, vendorB.id);
  own = {
    purpose: 'role',
    workorderid: orderA.id,
    vendorid: vendorA.id,
    customerid: mine.customer.id,
    // No file record, so that no call of the role check deletes or renames a file in storage.
    attachmentid: 2_000_000_000,
    workordervendorid: lineA.id,
    jobsiteid: mine.jobsite.id,
    proposalid: proposalA.id,
    proposalitemid: proposalA.itemid,
    invoiceid: invoiceA.id,
    vendorproposalid: vendorProposalA.id,
    vendorinvoiceid: vendorInvoiceA.id,
    vendortradeid: tradeA.vendortradeid,
    traderateid: tradeA.traderateid,
    vendorcontactid: contactA.id,
    vendorattachmentid: 2_000_000_000,
  };
  foreign = {
    purpose: 'leak',
    workorderid: orderB.id,
    vendorid: vendorB.id,
    customerid: other.customer.id,
    attachmentid: attachmentB.id,
    workordervendorid: lineB.id,
    jobsiteid: other.jobsite.id,
    proposalid: proposalB.id,
    proposalitemid: proposalB.itemid,
    invoiceid: invoiceB.id,
    vendorproposalid: vendorProposalB.id,
    vendorinvoiceid: vendorInvoiceB.id,
    vendortradeid: tradeB.vendortradeid,
    traderateid: tradeB.traderateid,
    vendorcontactid: contactB.id,
    vendorattachmentid: vendorFileB.id,
  };

  callers = [];
  for (const role of ROLES) {
    // Portal users are linked to their own company, as the Admin screen links them.
    const user = await ctx.createUser({
      roles: [role],
      vendorid: role === 'Vendor' || role === 'Tech' ? vendorA.id : null,
      customerid: role === 'Customer' ? mine.customer.id : null,
    });
    const requester = ctx.as(user);
    const profile = await requester.get('/api/user/profile');
    expect(profile.statusCode).toBe(200);
    callers.push({ role, user, session: profile.json<SessionUser>(), requester });
  }
  const tech = callers.find((caller) => caller.role === 'Tech')!;
  assignTechToOwnOrder = async () => {
    await db.update(workorder).set({ techauthid: tech.user.user_id }).where(eq(workorder.id, orderA.id));
  };
  await assignTechToOwnOrder();
  routes = ctx.app.apiRoutes.filter((route) => !route.isPublic);
});

describe('authorization matrix (docs/decisions/121)', () => {
  it('every non-public route declares a shared rule', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((route) => !route.rule).map(routeKey)).toEqual([]);
  });

  it('every route has an entry in the matrix, and every entry a route', () => {
    const keys = new Set(routes.map(routeKey));
    expect(routes.map(routeKey).filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('a route whose params, query or body names a record says how to call it with ids', () => {
    const missing = routes
      .filter((route) => recordKeysOf(route).length > 0 && MATRIX[routeKey(route)] === 'no record id')
      .map((route) => `${routeKey(route)} (${recordKeysOf(route).join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('answers every route as the rule says for anonymous and the seven roles, and leaks no record', async () => {
    let calls = 0;
    const unexpectedAllows: string[] = [];
    const unexpectedDenials: string[] = [];
    const leaks: string[] = [];
    const recordRoutes = routes.filter((route) => typeof MATRIX[routeKey(route)] === 'function');

    for (const route of routes) {
      const key = routeKey(route);
      for (const request of roleCheckRequests(route, own)) {
        const anonymous = await callAs(ctx.anonymous, request);
        calls += 1;
        if (anonymous.statusCode !== 401)
          unexpectedAllows.push(`${key} anonymous -> ${anonymous.statusCode}`);
        for (const caller of callers) {
          const response = await callAs(caller.requester, request);
          calls += 1;
          const isAllowed = route.rule?.(caller.session) === true;
          const isRefused = response.statusCode === 401 || response.statusCode === 403;
          if (!isAllowed && response.statusCode !== 403)
            unexpectedAllows.push(`${key} ${caller.role} -> ${response.statusCode}`);
          if (isAllowed && isRefused)
            unexpectedDenials.push(`${key} ${caller.role} -> ${response.statusCode} ${response.body}`);
        }
      }
      // A call may have changed order A's tech (PUT /api/vendorprofile/assigntech clears it).
      await assignTechToOwnOrder();
    }

    for (const route of recordRoutes) {
      const entry = MATRIX[routeKey(route)] as RecordRequest;
      for (const request of [entry(foreign)].flat()) {
        for (const caller of callers.filter((c) => (EXTERNAL_ROLES as readonly Role[]).includes(c.role))) {
          const response = await callAs(caller.requester, request);
          calls += 1;
          if (response.statusCode >= 200 && response.statusCode < 300)
            leaks.push(
              `${routeKey(route)} ${caller.role} ${JSON.stringify(request)} -> ${response.statusCode}`,
            );
        }
      }
    }

    console.log(
      `authorization matrix: ${routes.length} routes (${recordRoutes.length} with record ids), ${calls} calls, ` +
        `${unexpectedAllows.length} unexpected allows, ${unexpectedDenials.length} unexpected denials, ` +
        `${leaks.length} leaks`,
    );
    expect(unexpectedAllows).toEqual([]);
    expect(unexpectedDenials).toEqual([]);
    expect(leaks).toEqual([]);
  }, 120_000);
});
