import type { CurrentVendor, SessionUser } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { getVendorDetail } from '../vendors/index';
import { portalVendorId } from './vendor-portal.guard';

/**
 * GET /vendorprofile/currentvendor (spec C 2.8 Details, section 7): the caller's vendor as GET
 * /vendor/{id} reads it (the vendors module's one reader and guard), with the lookups the read-only
 * form's selects show (terms, statuses, states) and the portal's names of the two expiries.
 */
export async function getCurrentVendor(options: { db: Db; user: SessionUser }): Promise<CurrentVendor> {
  const { db, user } = options;
  const detail = await getVendorDetail({ db, user, id: portalVendorId(user) });
  const { vendor } = detail;
  return {
    ...detail,
    vendor: { ...vendor, coi_enddate: vendor.glexpirationdate, wc_enddate: vendor.wcexpirationdate },
  };
}
