import { eq } from 'drizzle-orm';
import type {
  SaveVendorInput,
  SessionUser,
  UpdateVendorInput,
  ValidateVendorAddressInput,
  VendorAddressValidation,
  VendorDetail,
  VendorRecord,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { term, tier, vendorstatustype } from '../../db/schema/index';
import type { AddressValidator } from '../../lib/geo/address-validator';
import { badRequest, HttpError } from '../../lib/errors';
import { requireVendor, withLockedVendor } from './vendors.guard';
import {
  findDuplicateVendor,
  findStateCodes,
  findVendorLookups,
  findVendorPlace,
  findZipPlace,
  getVendorRatingSummary,
  getVendorRecordRow,
  insertVendor,
  replaceServiceStates,
  updateVendorRow,
  upsertVendorRating,
  type VendorValues,
} from './vendors.repository';

// The vendor record (spec C 2.4, 2.5, 3, 5, 7; docs/decisions/142): read with the editor's lookups,
// create, partial update, address validation and rating.

type VendorInput = Omit<Partial<SaveVendorInput>, 'servicestates'> & {
  servicestates?: SaveVendorInput['servicestates'];
};

async function getVendorRecord(db: Db, options: { id: number; user: SessionUser }): Promise<VendorRecord> {
  const row = await getVendorRecordRow(db, { id: options.id, userid: options.user.id });
  if (!row) throw new HttpError(404, 'Vendor not found.');
  return row;
}

/** GET /vendor/{id}: the record and the lookups (spec C 3). */
export async function getVendorDetail(options: {
  db: Db;
  user: SessionUser;
  id: number;
}): Promise<VendorDetail> {
  const { db, user, id } = options;
  await requireVendor({ db, user, id });
  const [vendor, lookups] = await Promise.all([getVendorRecord(db, { id, user }), findVendorLookups(db)]);
  return { vendor, ...lookups };
}

/** Tier, terms, status and states must exist: a 400 naming the field rather than a foreign-key error. */
async function checkReferences(db: Db, input: VendorInput): Promise<string[]> {
  const errors: Record<string, string> = {};
  const exists = async (
    table: typeof tier | typeof term | typeof vendorstatustype,
    id: number | null | undefined,
  ) => id == null || (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
  if (!(await exists(tier, input.tierid))) errors.tierid = 'Tier is invalid.';
  if (!(await exists(term, input.termid))) errors.termid = 'Terms is invalid.';
  if (!(await exists(vendorstatustype, input.vendorstatustypeid ?? null)))
    errors.vendorstatustypeid = 'Status is invalid.';
  const served = [...new Set(input.servicestates?.states.map((entry) => entry.statecode) ?? [])];
  const codes = [...served, ...(input.statecode ? [input.statecode] : [])];
  const known = new Set(await findStateCodes(db, codes));
  if (input.statecode && !known.has(input.statecode)) errors.statecode = 'State is invalid.';
  if (served.some((code) => !known.has(code))) errors.servicestates = 'States Serviced is invalid.';
  const messages = Object.values(errors);
  if (messages.length > 0) throw badRequest(messages[0]!, errors);
  return served;
}

/** The columns an input names (absent stays absent: a partial update never clears what it did not send). */
function toValues(input: VendorInput): VendorValues {
  const { servicestates: _states, vendorstatustypeid, ...fields } = input;
  const values = Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => value !== undefined && key !== 'id'),
  ) as VendorValues;
  // The status is required by the table: null ("none chosen") keeps the current one.
  if (vendorstatustypeid != null) values.vendorstatustypeid = vendorstatustypeid;
  return values;
}

/** Coordinates in step with the zip (its centre), so that the radius search finds the vendor. */
async function coordinatesOf(db: Db, postalcode: string) {
  const zip = await findZipPlace(db, postalcode);
  return { latitude: zip?.latitude ?? null, longitude: zip?.longitude ?? null };
}

/** POST /vendor/save: a new vendor (spec C 2.5); answers the saved record. */
export async function saveVendor(options: { db: Db; user: SessionUser; input: SaveVendorInput }) {
  const { db, user, input } = options;
  const id = await db.transaction(async (tx) => {
    const served = await checkReferences(tx, input);
    const values = { ...toValues(input), name: input.name, ...(await coordinatesOf(tx, input.postalcode)) };
    const newId = await insertVendor(tx, values);
    if (input.servicestates) await replaceServiceStates(tx, newId, served);
    return newId;
  });
  return getVendorRecord(db, { id, user });
}

/** PUT /vendor/update: the fields sent, nothing else (spec C 2.4); answers the saved record. */
export async function updateVendor(options: { db: Db; user: SessionUser; input: UpdateVendorInput }) {
  const { db, user, input } = options;
  await withLockedVendor({ db, user, id: input.id }, async (tx) => {
    const served = await checkReferences(tx, input);
    const values = toValues(input);
    const stored = await findVendorPlace(tx, input.id);
    const zipChanged =
      input.postalcode !== undefined &&
      (input.postalcode.slice(0, 5) !== stored?.postalcode?.trim().slice(0, 5) || stored?.latitude == null);
    if (zipChanged) Object.assign(values, await coordinatesOf(tx, input.postalcode!));
    if (Object.keys(values).length > 0) await updateVendorRow(tx, input.id, values);
    if (input.servicestates !== undefined) await replaceServiceStates(tx, input.id, served);
  });
  return getVendorRecord(db, { id: input.id, user });
}

/**
 * POST /vendor/validateaddress (spec C 2.5): the address as the configured validator has it, whether
 * it differs from the entry (Confirm Address), and a vendor with the same address or name (Existing
 * Vendor Found).
 */
export async function validateVendorAddress(options: {
  db: Db;
  validator: AddressValidator;
  input: ValidateVendorAddressInput;
}): Promise<VendorAddressValidation> {
  const { db, validator, input } = options;
  const validated = await validator.validate({ db, address: input });
  const existing = await findDuplicateVendor(db, {
    name: input.name,
    address: validated.address,
    postalcode: validated.postalcode,
    exceptId: input.id,
  });
  // Blanks alone are no change worth a dialog; a different spelling (case included) is.
  const same = (a: string, b: string) => a.trim().replace(/\s+/g, ' ') === b.trim().replace(/\s+/g, ' ');
  const addressChanged =
    validated.isValid &&
    !(
      same(validated.address, input.address) &&
      same(validated.city, input.city) &&
      same(validated.statecode, input.statecode) &&
      same(validated.postalcode, input.postalcode)
    );
  return {
    existingAddress: existing?.sameaddress ?? false,
    existingVendorName: existing?.name ?? null,
    existingVendor: existing
      ? {
          id: existing.id,
          name: existing.name,
          address: existing.address,
          city: existing.city,
          statecode: existing.statecode,
          postalcode: existing.postalcode,
        }
      : null,
    address: validated.address,
    address2: validated.address2,
    city: validated.city,
    state: validated.statecode,
    postalCode: validated.postalcode,
    county: validated.county,
    isValid: validated.isValid,
    addressChanged,
    message: validated.message,
  };
}

/** POST /vendor/addvendorrating/{vendorid}/{rating}: the user's rating, added or replacing theirs. */
export async function rateVendor(options: { db: Db; user: SessionUser; vendorid: number; rating: number }) {
  const { db, user, vendorid, rating } = options;
  return withLockedVendor({ db, user, id: vendorid }, async (tx) => {
    await upsertVendorRating(tx, { vendorid, userid: user.id, rating });
    return getVendorRatingSummary(tx, { vendorid, userid: user.id });
  });
}
