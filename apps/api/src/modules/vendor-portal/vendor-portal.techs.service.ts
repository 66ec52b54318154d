import {
  VENDOR_PORTAL_MESSAGES,
  type CreateTechInput,
  type SessionUser,
  type TechPasswordInput,
  type UpdateTechInput,
  type VendorTech,
} from '@dispatchwise/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { createUser, updateUser } from '../admin/index';
import { portalVendorId } from './vendor-portal.guard';
import { findVendorTechs, getVendorTechById, type TechRow } from './vendor-portal.techs.repository';

// The Technicians tab (spec C 2.8; docs/decisions/157): a vendor's techs are users of our identity
// store with the Tech role, created and changed through the admin module's one user writer (its
// messages, unique e-mail, password rules and invitation e-mail).

/** What a portal change of a tech leaves as it is: their vendor, roles' user type and reports. */
const UNCHANGED_LINKS = {
  vendorid: undefined,
  customerid: undefined,
  reports: undefined,
  usertypeid: undefined,
};

function toVendorTech(row: TechRow): VendorTech {
  return {
    ...row,
    name: `${row.given_name} ${row.family_name}`.trim() || row.email,
    nickname: row.email.split('@')[0] ?? row.email,
  };
}

/** GET /vendorprofile/vendortechs. */
export async function listVendorTechs(options: { db: Db; user: SessionUser }): Promise<VendorTech[]> {
  const { db, user } = options;
  return (await findVendorTechs(db, portalVendorId(user))).map(toVendorTech);
}

/** One of the caller's vendor's techs: 404 for any other id, so another vendor's users stay unknown. */
async function requireVendorTech(options: { db: Db; user: SessionUser; id: number }): Promise<TechRow> {
  const { db, user, id } = options;
  const row = await getVendorTechById(db, { vendorid: portalVendorId(user), id });
  if (!row) throw new HttpError(404, VENDOR_PORTAL_MESSAGES.techNotFound);
  return row;
}

async function readTech(db: Db, user: SessionUser, id: number): Promise<VendorTech> {
  return toVendorTech(await requireVendorTech({ db, user, id }));
}

/**
 * POST /vendorprofile/createtech: a Tech user of the caller's vendor. Without a password, like a user
 * an admin creates: an invitation with a set-password link goes to the outbox in the same
 * transaction; the vendor may also set one at once with Change Password.
 */
export async function createVendorTech(options: {
  db: Db;
  config: Config;
  user: SessionUser;
  input: CreateTechInput;
}): Promise<VendorTech> {
  const { db, config, user, input } = options;
  const created = await createUser({
    db,
    config,
    input: {
      given_name: input.given_name,
      family_name: input.family_name,
      email: input.email,
      app_metadata: { roles: ['Tech'] },
      vendorid: portalVendorId(user),
      customerid: null,
      isactive: true,
      blocked: false,
      isdispatcher: false,
      issalesrep: false,
      reports: [],
    },
  });
  return readTech(db, user, created.id);
}

/** A change of one of the vendor's techs through the admin module's user writer. */
async function changeVendorTech(options: {
  db: Db;
  user: SessionUser;
  input: UpdateTechInput | TechPasswordInput;
}): Promise<VendorTech> {
  const { db, user, input } = options;
  await requireVendorTech({ db, user, id: input.id });
  await updateUser({ db, actor: user, input: { ...input, ...UNCHANGED_LINKS } });
  return readTech(db, user, input.id);
}

/** PATCH /vendorprofile/updatetech: names, e-mail and blocked of one of the vendor's techs. */
export const updateVendorTech = (options: { db: Db; user: SessionUser; input: UpdateTechInput }) =>
  changeVendorTech(options);

/** PATCH /vendorprofile/techpassword: the Change Password popup's Save, with the sign-in password rules. */
export const setVendorTechPassword = (options: { db: Db; user: SessionUser; input: TechPasswordInput }) =>
  changeVendorTech(options);
