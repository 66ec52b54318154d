import {
  CUSTOMER_MESSAGES,
  type AddCustomerContactInput,
  type ExcludeVendorInput,
  type SessionUser,
  type UpdateCustomerContactInput,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { badRequest, HttpError } from '../../lib/errors';
import { requireCustomer, withLockedCustomer } from './customers.guard';
import {
  deleteCustomerContact,
  deleteExclusion,
  findCustomerContactById,
  findCustomerContacts,
  findExcludedVendors,
  insertCustomerContact,
  insertExclusion,
  updateCustomerContactRow,
  vendorExists,
} from './customers.tabs.repository';

// The Contacts tab and the excluded vendors (spec C 2.3; docs/decisions/147): every call goes through
// the customer's guard.

type Caller = { db: Db; user: SessionUser };

export async function findContacts(options: Caller & { customerid: number }) {
  await requireCustomer({ db: options.db, user: options.user, id: options.customerid });
  return findCustomerContacts(options.db, options.customerid);
}

export async function addCustomerContact(options: Caller & { input: AddCustomerContactInput }) {
  const { db, user, input } = options;
  return withLockedCustomer({ db, user, id: input.customerid }, async (tx) => {
    const id = await insertCustomerContact(tx, input);
    return (await findCustomerContactById(tx, id))!;
  });
}

/** The contact's customer, for the guard (404 when the contact does not exist). */
async function customerOfContact(db: Db, id: number) {
  const contact = await findCustomerContactById(db, id);
  if (!contact) throw new HttpError(404, CUSTOMER_MESSAGES.contactNotFound);
  return contact.customerid;
}

export async function updateCustomerContact(options: Caller & { input: UpdateCustomerContactInput }) {
  const { db, user, input } = options;
  const customerid = await customerOfContact(db, input.id);
  return withLockedCustomer({ db, user, id: customerid }, async (tx) => {
    await updateCustomerContactRow(tx, input);
    const saved = await findCustomerContactById(tx, input.id);
    if (!saved || saved.customerid !== customerid)
      throw new HttpError(404, CUSTOMER_MESSAGES.contactNotFound);
    return saved;
  });
}

export async function removeCustomerContact(options: Caller & { id: number }) {
  const { db, user, id } = options;
  const customerid = await customerOfContact(db, id);
  return withLockedCustomer({ db, user, id: customerid }, async (tx) => {
    await deleteCustomerContact(tx, id);
    return { id };
  });
}

export async function findExclusions(options: Caller & { customerid: number }) {
  await requireCustomer({ db: options.db, user: options.user, id: options.customerid });
  return findExcludedVendors(options.db, options.customerid);
}

export async function excludeVendor(options: Caller & { input: ExcludeVendorInput }) {
  const { db, user, input } = options;
  return withLockedCustomer({ db, user, id: input.customerid }, async (tx) => {
    if (!(await vendorExists(tx, input.vendorid)))
      throw badRequest(CUSTOMER_MESSAGES.vendorNotFound, { vendorid: CUSTOMER_MESSAGES.vendorNotFound });
    return insertExclusion(tx, input);
  });
}

export async function removeExclusion(options: Caller & { input: ExcludeVendorInput }) {
  const { db, user, input } = options;
  return withLockedCustomer({ db, user, id: input.customerid }, async (tx) => {
    if (!(await deleteExclusion(tx, input))) throw new HttpError(404, CUSTOMER_MESSAGES.exclusionNotFound);
    return input;
  });
}
