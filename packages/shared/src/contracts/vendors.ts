import { z } from 'zod';
import { VENDOR_MESSAGES, VENDOR_RATING } from '../constants/vendors';
import { stateSchema, tierSchema, tradeSchema, vendorLookupSchema, vendorStatusTypeSchema } from './lookups';
import { optionalDate, optionalId, requiredId } from './fields';
import {
  caption,
  invalid,
  optionalBoolean,
  optionalEmailOf,
  optionalMoneyOf,
  optionalTextOf,
  required,
  requiredEmailOf,
  requiredTextOf,
  STATE,
  stateCodeOf,
  zipOf,
} from './vendor-fields';

// Wire shapes of the vendor record (issue 12; spec C 2.4, 2.5, 3 "Vendor", 5, 7; docs/decisions/142): the
// record and its save, address validation and rating. The tabs are vendor-tabs.ts, the list and the
// searches vendor-search.ts.

/** "{label} is required." / "{label} is invalid." of a vendor field, for the web's forms (same words as the API). */
export const vendorFieldMessage = { required, invalid } as const;

/** States Serviced: `servicestates.states` [{id, statecode}] (spec C 3); the statecode is what counts. */
export const serviceStatesInputSchema = z.object({
  states: z
    .array(
      z.object({
        id: z.number().optional(),
        statecode: z
          .string({ error: invalid('servicestates') })
          .trim()
          .toUpperCase()
          .regex(STATE, invalid('servicestates')),
      }),
      { error: invalid('servicestates') },
    )
    .max(80, invalid('servicestates')),
});

/** The fields every save names; the required ones of spec C 5 are required on a new vendor. */
const requiredFields = {
  name: requiredTextOf('name'),
  address: requiredTextOf('address'),
  city: requiredTextOf('city', 100),
  statecode: stateCodeOf('statecode'),
  postalcode: zipOf('postalcode'),
  primaryphone: requiredTextOf('primaryphone', 30),
  primaryemail: requiredEmailOf('primaryemail'),
  tierid: requiredId('Tier', { required: VENDOR_MESSAGES.tier }),
  termid: requiredId('Terms', { required: VENDOR_MESSAGES.term }),
};

const optionalFields = {
  firstname: optionalTextOf('firstname', 100),
  lastname: optionalTextOf('lastname', 100),
  address2: optionalTextOf('address2'),
  county: optionalTextOf('county', 100),
  country: optionalTextOf('country', 60),
  primaryext: optionalTextOf('primaryext', 10),
  secondaryphone: optionalTextOf('secondaryphone', 30),
  secondaryext: optionalTextOf('secondaryext', 10),
  secondaryemail: optionalEmailOf('secondaryemail'),
  dispatchemail: optionalEmailOf('dispatchemail'),
  glexpirationdate: optionalDate(caption('glexpirationdate')),
  wcexpirationdate: optionalDate(caption('wcexpirationdate')),
  wcexempt: optionalBoolean('wcexempt'),
  w9date: optionalDate(caption('w9date')),
  profiledate: optionalDate(caption('profiledate')),
  minnte: optionalMoneyOf('minnte'),
  vendorstatustypeid: optionalId(caption('vendorstatustypeid')),
  isactive: optionalBoolean('isactive'),
  paperworkcomplete: optionalBoolean('paperworkcomplete'),
  backgroundchecksrun: optionalBoolean('backgroundchecksrun'),
  allowlogin: optionalBoolean('allowlogin'),
  autoattachenabled: optionalBoolean('autoattachenabled'),
  ispreferredvendor: optionalBoolean('ispreferredvendor'),
  billingvendorid: optionalTextOf('billingvendorid', 100),
  servicestates: serviceStatesInputSchema.nullish(),
};

/** POST /vendor/save (spec C 2.5): a new vendor; the required fields of spec C 5 must be there. */
export const saveVendorBodySchema = z.object({ ...requiredFields, ...optionalFields });
export type SaveVendorInput = z.infer<typeof saveVendorBodySchema>;

/**
 * PUT /vendor/update (spec C 2.4): the id and any subset of the fields. A field not sent is never
 * cleared; a required field sent empty is "{label} is required.".
 */
export const updateVendorBodySchema = z.object({
  id: requiredId('Vendor'),
  name: requiredFields.name.optional(),
  address: requiredFields.address.optional(),
  city: requiredFields.city.optional(),
  statecode: requiredFields.statecode.optional(),
  postalcode: requiredFields.postalcode.optional(),
  primaryphone: requiredFields.primaryphone.optional(),
  primaryemail: requiredFields.primaryemail.optional(),
  tierid: requiredFields.tierid.optional(),
  termid: requiredFields.termid.optional(),
  ...optionalFields,
});
export type UpdateVendorInput = z.infer<typeof updateVendorBodySchema>;

// ---------------------------------------------------------------------------------------------------
// GET /vendor/{id}

export const vendorIdParamsSchema = z.object({ id: requiredId('Vendor') });
export const vendorIdQuerySchema = z.object({ vendorid: requiredId('Vendor') });

/** States Serviced as the record answers it: the state's id and code. */
export const serviceStateSchema = z.object({ id: z.number(), statecode: z.string() });

/** The vendor record (spec C 3 "Vendor"); the tabs (contacts, notes, files, trades...) load on their own. */
export const vendorRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  postalcode: z.string().nullable(),
  county: z.string().nullable(),
  country: z.string().nullable(),
  primaryphone: z.string().nullable(),
  primaryext: z.string().nullable(),
  secondaryphone: z.string().nullable(),
  secondaryext: z.string().nullable(),
  primaryemail: z.string().nullable(),
  secondaryemail: z.string().nullable(),
  dispatchemail: z.string().nullable(),
  glexpirationdate: z.date().nullable(),
  wcexpirationdate: z.date().nullable(),
  wcexempt: z.boolean(),
  w9date: z.date().nullable(),
  profiledate: z.date().nullable(),
  /** Money as a decimal string. */
  minnte: z.string().nullable(),
  tierid: z.number().nullable(),
  termid: z.number().nullable(),
  vendorstatustypeid: z.number(),
  isactive: z.boolean(),
  paperworkcomplete: z.boolean(),
  backgroundchecksrun: z.boolean(),
  allowlogin: z.boolean(),
  autoattachenabled: z.boolean(),
  ispreferredvendor: z.boolean(),
  billingvendorid: z.string().nullable(),
  servicestates: z.object({ states: z.array(serviceStateSchema) }),
  /** The average of the vendor's ratings (1..5), null before the first. */
  vendorrating: z.number().nullable(),
  numberofratings: z.number(),
  /** The signed-in user's own rating (what Add/Update Vendor Rating starts from), null if none. */
  myrating: z.number().nullable(),
  /** Expired paperwork today (GL, WC unless exempt, W9 three years after its date). */
  glexpired: z.boolean(),
  wcexpired: z.boolean(),
  w9expired: z.boolean(),
  createddate: z.date(),
  modifieddate: z.date(),
});
export type VendorRecord = z.infer<typeof vendorRecordSchema>;

export const termSchema = z.object({ id: z.number(), termdescription: z.string(), days: z.number() });

/** GET /vendor/{id}: the record plus the editor's lookups (spec C 3: tiers, terms, trades, statuses, states). */
export const vendorDetailSchema = z.object({
  vendor: vendorRecordSchema,
  tiers: z.array(tierSchema),
  terms: z.array(termSchema),
  trades: z.array(tradeSchema),
  statuses: z.array(vendorStatusTypeSchema),
  states: z.array(stateSchema),
});
export type VendorDetail = z.infer<typeof vendorDetailSchema>;

// ---------------------------------------------------------------------------------------------------
// POST /vendor/validateaddress (spec C 2.5, 7)

/** The new-vendor form; only the address and name are read (the id, when given, is left out of the duplicates). */
export const validateVendorAddressBodySchema = z.object({
  id: optionalId('Vendor'),
  name: requiredFields.name,
  address: requiredFields.address,
  address2: optionalFields.address2,
  city: requiredFields.city,
  statecode: requiredFields.statecode,
  postalcode: requiredFields.postalcode,
});
export type ValidateVendorAddressInput = z.infer<typeof validateVendorAddressBodySchema>;

/** A vendor that already has the address or the name (the Existing Vendor Found dialog): the lookup's fields. */
export const existingVendorSchema = vendorLookupSchema;

/**
 * The validated address (spec C 7: existingAddress, existingVendorName, address, city, state,
 * postalCode) plus what the two dialogs need: whether the address is valid at all (the zip known and
 * in the state entered), whether the validated one differs from the entry (Confirm Address), and the
 * existing vendor (Existing Vendor Found; its name is also existingVendorName).
 */
export const vendorAddressValidationSchema = z.object({
  existingAddress: z.boolean(),
  existingVendorName: z.string().nullable(),
  existingVendor: existingVendorSchema.nullable(),
  address: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  county: z.string().nullable(),
  isValid: z.boolean(),
  /** The validated address differs from the one entered (show Confirm Address). */
  addressChanged: z.boolean(),
  /** Why the address is not valid (isValid false), else null. */
  message: z.string().nullable(),
});
export type VendorAddressValidation = z.infer<typeof vendorAddressValidationSchema>;

// ---------------------------------------------------------------------------------------------------
// POST /vendor/addvendorrating/{vendorid}/{rating}

const RATING_STEPS = new Set(
  Array.from(
    { length: (VENDOR_RATING.max - VENDOR_RATING.min) / VENDOR_RATING.step + 1 },
    (_, index) => VENDOR_RATING.min + index * VENDOR_RATING.step,
  ),
);

export const addVendorRatingParamsSchema = z.object({
  vendorid: requiredId('Vendor'),
  rating: z
    .string({ error: VENDOR_MESSAGES.rating })
    .regex(/^\d(\.\d{1,2})?$/, VENDOR_MESSAGES.rating)
    .transform(Number)
    .refine((value) => RATING_STEPS.has(value), VENDOR_MESSAGES.rating),
});

export const vendorRatingSchema = z.object({
  vendorrating: z.number().nullable(),
  numberofratings: z.number(),
  myrating: z.number().nullable(),
});
