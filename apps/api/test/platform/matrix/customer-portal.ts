import { PRIORITY } from '@dispatchwise/shared';
import { get, query, send, type Entry } from './builders';

/**
 * The customer portal's routes (issue 16, spec C 2.9, decisions 166 and 167): every one scoped to the
 * caller's customer. The leak check names customer B's order, job site, proposal and invoice: another
 * customer's order is a 403 (the one guard, decision 065), its job site a 400 on a new order, an invoice the
 * customer does not see a 404. The role check's Approve stops at 400 (proposal A is not complete).
 */
export const CUSTOMER_PORTAL_MATRIX: Record<string, Entry> = {
  'GET /api/customerprofile/workorder': get('/api/customerprofile/workorder', (ids) => ({
    id: ids.workorderid,
  })),
  'POST /api/customerprofile/saveworkorder': send('POST', '/api/customerprofile/saveworkorder', (ids) => ({
    jobsiteid: ids.jobsiteid,
    briefdescription: 'Matrix',
    duedate: '2030-01-15',
    priorityid: PRIORITY.Normal,
  })),
  'PUT /api/customerprofile/updateworkorder': send('PUT', '/api/customerprofile/updateworkorder', (ids) => ({
    id: ids.workorderid,
    ponumber: 'Matrix',
  })),
  'POST /api/customerprofile/savenote': send('POST', '/api/customerprofile/savenote', (ids) => ({
    workorderid: ids.workorderid,
    note: 'Matrix',
  })),
  'GET /api/customerprofile/workorderproposals': get('/api/customerprofile/workorderproposals', (ids) => ({
    workorderid: ids.workorderid,
  })),
  'POST /api/customerprofile/updateproposalstatus': send(
    'POST',
    '/api/customerprofile/updateproposalstatus',
    (ids) => ({ proposalId: ids.proposalid, proposalStatusId: 3 }),
  ),
  'POST /api/customerprofile/generateproposal': query(
    'POST',
    '/api/customerprofile/generateproposal',
    (ids) => ({
      proposalid: ids.proposalid,
      preview: 'true',
    }),
  ),
  'GET /api/customerprofile/workorderinvoices': get('/api/customerprofile/workorderinvoices', (ids) => ({
    workorderid: ids.workorderid,
  })),
  'POST /api/customerprofile/generateinvoice': query(
    'POST',
    '/api/customerprofile/generateinvoice',
    (ids) => ({
      invoiceid: ids.invoiceid,
      preview: 'true',
    }),
  ),
  // The lists across orders take no record id: the caller's customer scopes them in the repository
  // (customer-portal.lists.test.ts checks another customer's documents never appear).
  'GET /api/customerprofile/proposals': 'no record id',
  'GET /api/customerprofile/invoices': 'no record id',
};
