import { RECORD_CAPTIONS } from '../constants/captions-records';
import { listFieldsOf, type ListResource } from './types';

/**
 * The caption of a job-site field (sitemeta customerjobsite), as the contracts' messages read it. Here, not
 * beside the zod contracts, so a grid of sites loads no zod (docs/decisions/197).
 */
export const jobSiteCaption = (field: string) => RECORD_CAPTIONS.customerjobsite?.[field] ?? field;

/** The caption of each field is customerjobsite.<name> (constants/captions-records.ts). */
const field = listFieldsOf('customerjobsite');

/**
 * The Job Sites list (spec A "Job-site list and imports", "Job site"; GET /jobsites/getjobsites; decision
 * 148) on the grid protocol: the demo has thousands of sites, so "Show All" pages on the server. The
 * customer filter travels as `customerid` beside the grid options. The search panel matches the site
 * number (trigram index), the description, the customer, the city and the zip. Staff with read:jobsites.
 */
export const jobSiteListResource: ListResource = {
  key: 'jobSiteList',
  defaultSort: [
    { selector: 'customername', desc: false },
    { selector: 'jobsite', desc: false },
  ],
  fields: [
    field('id', 'number'),
    field('customerid', 'number'),
    field('customername', 'string', { searchable: true }),
    field('jobsite', 'string', { searchable: true }),
    field('jobsitedescription', 'string', { searchable: true }),
    field('streetaddress', 'string'),
    field('streetaddress2', 'string'),
    field('city', 'string', { searchable: true }),
    field('statecode', 'string'),
    field('postalcode', 'string', { searchable: true }),
    field('phone', 'string'),
    field('contactperson', 'string'),
    field('email', 'string'),
    field('specialprocedure', 'string'),
  ],
};

/** Columns of /customer/jobsites in their default order (spec A "Job site"). */
export const JOB_SITE_LIST_DEFAULT_COLUMNS: readonly string[] = [
  'customername',
  'jobsite',
  'jobsitedescription',
  'streetaddress',
  'city',
  'statecode',
  'postalcode',
  'phone',
  'contactperson',
  'email',
];
