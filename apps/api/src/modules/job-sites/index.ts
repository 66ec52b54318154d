// The job-sites module's door (docs/decisions/123): a customer's job sites, the Job Sites list and the
// customer imports (job sites from .xlsx, trade rates from .csv; issue 13, docs/decisions/148).
export { jobSiteRoutes } from './job-sites.routes';
// The imported work orders' site: matched by number or address, else added (docs/decisions/169).
export { matchOrAddJobSite, type ImportedJobSite } from './job-sites.match';
// The job-site pickers' lists as JSON text (the editor's lookups, the customer portal's form; decision 206).
export { findActiveJobSitesJson } from './job-sites.repository';
