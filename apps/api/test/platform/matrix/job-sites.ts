import { get, query, send, type Entry, type Ids } from './builders';

/** The role check never removes the caller's site: the routes after it still need it. */
const removable = (ids: Ids, id: number) => (ids.purpose === 'role' ? 2_000_000_000 : id);

/**
 * The job sites and the customer imports (issue 13, docs/decisions/148): staff only. The imports are
 * called without a file (a 400 after the rule), so the role check writes nothing.
 */
export const JOB_SITE_MATRIX: Record<string, Entry> = {
  'GET /api/jobsites/getjobsites': get('/api/jobsites/getjobsites', (ids) => ({
    customerid: ids.customerid,
  })),
  'GET /api/jobsites/getjobsite': get('/api/jobsites/getjobsite', (ids) => ({ jobsiteid: ids.jobsiteid })),
  'POST /api/customer/addjobsite': send('POST', '/api/customer/addjobsite', (ids) => ({
    customerid: ids.customerid,
    jobsite: `M-${ids.purpose}-${Math.random().toString(36).slice(2, 8)}`,
    jobsitedescription: 'Matrix site',
    streetaddress: '1 Main St',
    city: 'Dallas',
    statecode: 'TX',
    postalcode: '75201',
  })),
  'PUT /api/customer/updatejobsite': send('PUT', '/api/customer/updatejobsite', (ids) => ({
    id: ids.jobsiteid,
    contactperson: 'Matrix Contact',
  })),
  'DELETE /api/customer/removejobsite/:id': (ids) => ({
    method: 'DELETE',
    url: `/api/customer/removejobsite/${removable(ids, ids.jobsiteid)}`,
  }),
  'POST /api/jobsites/downloadsamplesheet': 'no record id',
  'POST /api/jobsites/importjobsites': query('POST', '/api/jobsites/importjobsites', (ids) => ({
    customerid: ids.customerid,
  })),
  'POST /api/customer/rate/import': query('POST', '/api/customer/rate/import', (ids) => ({
    customerid: ids.customerid,
  })),
};
