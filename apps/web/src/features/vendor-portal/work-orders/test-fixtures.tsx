// Fixtures of the portal's work-order screens: a Vendor and a Tech of vendor 77, rows, details and techs.
import { STATUS } from '@dispatchwise/shared';
import { userOf } from '../../../entities/work-orders/test-helpers';
import type { Profile } from '../../../lib/session';
import type { VendorTech } from './api/get-vendor-techs';
import type { PortalWorkOrder } from './api/portal-work-order';

// The portals' screen renderer and list rows are shared with the customer portal's tests.
export { listRow, renderPortal } from '../../../entities/portal-work-orders/test-fixtures';

export const VENDOR: Profile = { ...userOf('Vendor', 21), vendorid: 77 };
export const TECH: Profile = { ...userOf('Tech', 22), vendorid: 77 };

export const TECHS: VendorTech[] = [
  {
    id: 5,
    user_id: 'tech-b',
    given_name: 'Bo',
    family_name: 'Banks',
    name: 'Bo Banks',
    nickname: 'bo',
    email: 'bo@acme.test',
    email_verified: true,
    logins_count: 1,
    blocked: false,
    isactive: true,
    isdispatcher: false,
    isvendor: false,
    haspassword: true,
  },
  {
    id: 6,
    user_id: 'tech-a',
    given_name: 'Al',
    family_name: 'Avery',
    name: 'Al Avery',
    nickname: 'al',
    email: 'al@acme.test',
    email_verified: true,
    logins_count: 0,
    blocked: false,
    isactive: true,
    isdispatcher: false,
    isvendor: false,
    haspassword: true,
  },
  {
    id: 7,
    user_id: 'tech-gone',
    given_name: 'Gone',
    family_name: 'Tech',
    name: 'Gone Tech',
    nickname: 'gone',
    email: 'gone@acme.test',
    email_verified: true,
    logins_count: 3,
    blocked: true,
    isactive: true,
    isdispatcher: false,
    isvendor: false,
    haspassword: true,
  },
];

export const details = (overrides: Partial<PortalWorkOrder> = {}): PortalWorkOrder => ({
  id: 42,
  wonumber: 'WO-1042',
  statusid: STATUS.Dispatched,
  status: 'Dispatched',
  customername: 'Big Box Stores',
  jobsite: 'Store 12',
  streetaddress: '1 Main St',
  city: 'Austin',
  statecode: 'TX',
  postalcode: '78701',
  dispatchdate: '2026-11-20T15:30:00.000Z',
  dispatcher: 'Dana Dispatch',
  priorityid: 2,
  priority: 'P2 - Urgent',
  briefdescription: 'Rooftop unit down',
  description: '<p>The unit on the <b>roof</b> is down.</p>',
  duedate: '2026-11-28T00:00:00.000Z',
  scheduledate: '2026-11-25T00:00:00.000Z',
  techauthid: 'tech-b',
  techname: 'Bo Banks',
  trades: ['HVAC'],
  canchange: true,
  vendors: [
    {
      wovendorid: 501,
      vendorid: 77,
      vendorname: 'Acme Mechanical',
      tradename: 'HVAC',
      nte: '500.00',
      quotedamount: '250.00',
      invnumber: null,
      isapproved: false,
      status: 'Attached',
      nodflagged: false,
    },
  ],
  ...overrides,
});

/** The work order's attachments as the portal reads them: none yet, the types 7 Invoice and 9 Photo. */
export const PORTAL_ATTACHMENT_ROUTES = {
  'GET /api/workorder/attachments': { status: 200, body: [] },
  'GET /api/workorder/getattachmenttypes': {
    status: 200,
    body: [
      { id: 7, attachmenttype: 'Invoice' },
      { id: 9, attachmenttype: 'Photo' },
    ],
  },
};
