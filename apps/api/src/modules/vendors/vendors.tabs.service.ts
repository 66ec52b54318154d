import {
  VENDOR_MESSAGES,
  type AddVendorContactInput,
  type SessionUser,
  type UpdateVendorContactInput,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { requireVendor, withLockedVendor } from './vendors.guard';
import {
  deleteVendorContact,
  findVendorContactById,
  findVendorContacts,
  findVendorPayments,
  insertVendorContact,
  updateVendorContactRow,
} from './vendors.tabs.repository';

// The Contacts and Payments tabs (spec C 2.4; docs/decisions/142): every call goes through the vendor's guard.

export async function findContacts(options: { db: Db; user: SessionUser; vendorid: number }) {
  await requireVendor({ db: options.db, user: options.user, id: options.vendorid });
  return findVendorContacts(options.db, options.vendorid);
}

export async function addVendorContact(options: { db: Db; user: SessionUser; input: AddVendorContactInput }) {
  const { db, user, input } = options;
  return withLockedVendor({ db, user, id: input.vendorid }, async (tx) => {
    const id = await insertVendorContact(tx, input);
    return (await findVendorContactById(tx, id))!;
  });
}

/** The contact's vendor, for the guard (404 when the contact does not exist). */
async function vendorOfContact(db: Db, id: number) {
  const contact = await findVendorContactById(db, id);
  if (!contact) throw new HttpError(404, VENDOR_MESSAGES.contactNotFound);
  return contact.vendorid;
}

export async function updateVendorContact(options: {
  db: Db;
  user: SessionUser;
  input: UpdateVendorContactInput;
}) {
  const { db, user, input } = options;
  const vendorid = await vendorOfContact(db, input.id);
  return withLockedVendor({ db, user, id: vendorid }, async (tx) => {
    await updateVendorContactRow(tx, { vendorid, input });
    const saved = await findVendorContactById(tx, input.id);
    if (!saved || saved.vendorid !== vendorid) throw new HttpError(404, VENDOR_MESSAGES.contactNotFound);
    return saved;
  });
}

export async function removeVendorContact(options: { db: Db; user: SessionUser; id: number }) {
  const { db, user, id } = options;
  const vendorid = await vendorOfContact(db, id);
  return withLockedVendor({ db, user, id: vendorid }, async (tx) => {
    await deleteVendorContact(tx, id);
    return { id };
  });
}

export async function findPayments(options: { db: Db; user: SessionUser; vendorid: number }) {
  await requireVendor({ db: options.db, user: options.user, id: options.vendorid });
  return findVendorPayments(options.db, options.vendorid);
}
