import {
  CUSTOMER_MESSAGES,
  customerFieldMessage,
  type CustomerDetail,
  type CustomerRecord,
  type SaveCustomerInput,
  type SessionUser,
  type UpdateAllSpecialProceduresInput,
  type UpdateCustomerInput,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { badRequest, HttpError } from '../../lib/errors';
import { requireCustomer, withLockedCustomer } from './customers.guard';
import {
  findCustomerLookups,
  findMissingReferences,
  getCustomerRecordRow,
  insertCustomer,
  isPrefixTaken,
  setAllSpecialProcedures,
  updateCustomerRow,
  upsertNotifications,
  type CustomerValues,
} from './customers.record.repository';

// The customer record (spec C 2.3, 3, 5, 7; docs/decisions/147): read with the editor's lookups,
// create, partial update (notifications with it) and Update Special Instructions.

type CustomerInput = Partial<SaveCustomerInput> & { id?: number };

async function getCustomerRecord(db: Db, id: number): Promise<CustomerRecord> {
  const row = await getCustomerRecordRow(db, id);
  if (!row) throw new HttpError(404, CUSTOMER_MESSAGES.notFound);
  return row;
}

/** GET /customer/{id}: the record and the lookups. */
export async function getCustomerDetail(options: {
  db: Db;
  user: SessionUser;
  id: number;
}): Promise<CustomerDetail> {
  const { db, user, id } = options;
  await requireCustomer({ db, user, id });
  const [customer, lookups] = await Promise.all([getCustomerRecord(db, id), findCustomerLookups(db)]);
  return { customer, ...lookups };
}

/** Terms, provider, state and the two users must exist; a new prefix must be free. */
async function checkReferences(db: Db, input: CustomerInput) {
  const missing = await findMissingReferences(db, input);
  const errors: Record<string, string> = Object.fromEntries(
    missing.map((field) => [field, customerFieldMessage.invalid(field)]),
  );
  if (input.customerprefix && (await isPrefixTaken(db, input.customerprefix, input.id)))
    errors.customerprefix = CUSTOMER_MESSAGES.prefixTaken;
  const messages = Object.values(errors);
  if (messages.length > 0) throw badRequest(messages[0]!, errors);
}

/** The columns an input names (absent stays absent: a partial update never clears what it did not send). */
function toValues(input: CustomerInput): CustomerValues {
  const { notifications: _notifications, id: _id, ...fields } = input;
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as CustomerValues;
}

/** POST /customer/save: a new customer (spec C 2.3 "Add New"); answers the saved record. */
export async function saveCustomer(options: { db: Db; user: SessionUser; input: SaveCustomerInput }) {
  const { db, input } = options;
  const id = await db.transaction(async (tx) => {
    await checkReferences(tx, input);
    const newId = await insertCustomer(tx, { ...toValues(input), customername: input.customername });
    await upsertNotifications(tx, newId, input.notifications ?? {});
    return newId;
  });
  return getCustomerRecord(db, id);
}

/** PUT /customer/update: the fields sent, nothing else; `customerprefix` is not read (new customers only). */
export async function updateCustomer(options: { db: Db; user: SessionUser; input: UpdateCustomerInput }) {
  const { db, user, input } = options;
  await withLockedCustomer({ db, user, id: input.id }, async (tx) => {
    await checkReferences(tx, input);
    const values = toValues(input);
    if (Object.keys(values).length > 0) await updateCustomerRow(tx, input.id, values);
    if (input.notifications) await upsertNotifications(tx, input.id, input.notifications);
  });
  return getCustomerRecord(db, input.id);
}

/** POST /jobsites/updateallspecialprocedures: the text on every job site of the customer (spec C 2.3). */
export async function updateAllSpecialProcedures(options: {
  db: Db;
  user: SessionUser;
  input: UpdateAllSpecialProceduresInput;
}) {
  const { db, user, input } = options;
  return withLockedCustomer({ db, user, id: input.customerid }, async (tx) => ({
    customerid: input.customerid,
    jobsites: await setAllSpecialProcedures(tx, input.customerid, input.specialprocedure),
  }));
}
