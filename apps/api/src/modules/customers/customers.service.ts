import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { JsonText, stringifyWithJsonText } from '../../lib/json-text';
import { findActiveJobSitesJson } from '../job-sites/index';
import * as repository from './customers.repository';
import type { CustomerListsQuery, TradeRatesQuery } from '@dispatchwise/shared';

export const CUSTOMER_NOT_FOUND = 'Customer not found.';

async function requireCustomer(db: Db, customerid: number) {
  const row = await repository.getCustomerById(db, customerid);
  if (!row) throw new HttpError(404, CUSTOMER_NOT_FOUND);
  return row;
}

/** The columns of the editor's job-site picker (spec B section 3 "Job site"). */
const EDITOR_JOB_SITE_COLUMNS = [
  'id',
  'jobsite',
  'jobsitedescription',
  'city',
  'statecode',
  'postalcode',
  'streetaddress',
] as const;

/**
 * GET /customer/getlists (spec B section 3 "Lookup lists per customer", decision 111): the work-order
 * form's lookups in one answer, as its JSON text; job sites only when a customer is chosen, written into
 * the answer as PostgreSQL wrote them (docs/decisions/206).
 */
export async function getCustomerLists(options: { db: Db; query: CustomerListsQuery }): Promise<string> {
  const { db, query } = options;
  if (query.customerid !== undefined) await requireCustomer(db, query.customerid);
  const [lookups, tradetypes, staff, salesreps, jobsites] = await Promise.all([
    repository.findWorkOrderLookups(db),
    repository.findWorkOrderTradeTypes(db),
    repository.findStaffOptions(db),
    repository.findSalesRepOptions(db),
    query.customerid === undefined
      ? new JsonText('[]')
      : findActiveJobSitesJson(db, query.customerid, EDITOR_JOB_SITE_COLUMNS),
  ]);
  return stringifyWithJsonText({ ...lookups, tradetypes, salesreps, jobsites, dispatchers: staff });
}

/** GET /customer/traderates: the side panel's rates; an empty list is answered 204 by the route. */
export async function findTradeRates(options: { db: Db; query: TradeRatesQuery }) {
  const { db, query } = options;
  await requireCustomer(db, query.customerid);
  return repository.findCustomerTradeRates(db, query);
}
