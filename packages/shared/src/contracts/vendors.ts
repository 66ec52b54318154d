import { z } from 'zod';
import { RECORD_CAPTIONS } from '../constants/captions-records';
import { RADIUS_OPTIONS, VENDOR_RATING } from '../constants/vendors';
import { attachFileSchema, attachmentRecordSchema } from './attachments';
import { stateSchema, tierSchema, tradeSchema, vendorLookupSchema, vendorStatusTypeSchema } from './lookups';
import { idList, optionalDate, optionalId, requiredId } from './fields';

// Wire shapes of the vendors area (issue 12; spec A "Vendors list", "Vendor search"; spec C 2.4, 2.5,
// 3 "Vendor", 5, 7; docs/decisions/142): the list row, the record and its save, address validation,
// rating, contacts, notes, payments, the documents sent to a vendor and the two searches.

const caption = (field: string) => RECORD_CAPTIONS.vendor?.[field] ?? field;
const required = (field: string) => `${caption(field)} is required.`;
const invalid = (field: string) => `${caption(field)} is invalid.`;

/** "{label} is required." / "{label} is invalid." of a vendor field, for the web's forms (same words as the API). */
export const vendorFieldMessage = { required, invalid } as const;

/** The messages of the vendor calls; "{label} is required." with the vendor captions (spec C 5). */
export const VENDOR_MESSAGES = {
  notFound: 'Vendor not found.',
  /** Spec C 5 gives both readings for tier and terms; these are the ones the old bundle showed. */
  tier: 'Tier is required.',
  term: 'Term is required.',
  rating: `Rating must be ${VENDOR_RATING.min} to ${VENDOR_RATING.max} in steps of ${VENDOR_RATING.step}.`,
  contactTitle: 'Title must be at most 50 characters.',
  contactNotFound: 'Contact not found.',
  zipNotFound: 'Zip code not found.',
  /** The zip is known but lies in another state than the one entered. */
  zipState: 'The zip code is not in the state entered.',
  radius: `Radius must be one of ${RADIUS_OPTIONS.join(', ')}.`,
  docType: 'Document type must be 1 (W9), 2 (profile), 4 (COI or WC) or 5 (expired GL/WC).',
  noEmail: 'The vendor has no primary or dispatch e-mail address.',
  noPlaces: 'Choose at least one state, county, city or zip code.',
  /** Toasts (spec C 8). */
  saved: 'Vendor Saved',
  submitted: 'You have submitted the form',
  submitFailed: 'Failed to submit the form',
} as const;

// ---------------------------------------------------------------------------------------------------
// Field inputs

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ZIP = /^\d{5}(-\d{4})?$/;
const STATE = /^[A-Z]{2}$/;
const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/** A required text: absent or empty is "{label} is required." (absent is allowed on an update). */
const requiredTextOf = (field: string, max = 200) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, required(field))
    .max(max, `At most ${max} characters.`);

/** An optional text: absent stays unchanged, null or empty clears it. */
const optionalTextOf = (field: string, max = 200) =>
  z
    .string({ error: invalid(field) })
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

const requiredEmailOf = (field: string) =>
  requiredTextOf(field, 254).refine((value) => EMAIL.test(value), invalid(field));
const optionalEmailOf = (field: string) =>
  optionalTextOf(field, 254).refine((value) => !value || EMAIL.test(value), invalid(field));

const stateCodeOf = (field: string) =>
  requiredTextOf(field, 2 + 10)
    .transform((value) => value.toUpperCase())
    .refine((value) => STATE.test(value), invalid(field));
const zipOf = (field: string) => requiredTextOf(field, 10).refine((value) => ZIP.test(value), invalid(field));

/** Money in: a decimal string or number, 2 decimals at most; absent unchanged, null or empty cleared. */
const optionalMoneyOf = (field: string) =>
  z
    .union([z.string(), z.number()], { error: invalid(field) })
    .nullish()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      const text = value === null ? '' : String(value).trim().replace(/^\$/, '').replace(/,/g, '');
      if (text === '') return null;
      if (!MONEY.test(text)) {
        context.addIssue({ code: 'custom', message: invalid(field) });
        return z.NEVER;
      }
      return text;
    });

const optionalBoolean = (field: string) =>
  z.boolean({ error: `${caption(field)} must be true or false.` }).optional();

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

// ---------------------------------------------------------------------------------------------------
// Contacts (spec C 2.4 "Contacts"): GET /vendor/contacts?vendorid, POST /vendor/contact/add,
// PUT /vendor/contact/update, DELETE /vendor/contact/delete/{id}

const contactCaption = (field: string) => RECORD_CAPTIONS.vendorcontact?.[field] ?? field;

const contactFields = {
  title: z
    .string({ error: `${contactCaption('title')} is invalid.` })
    .trim()
    .max(50, VENDOR_MESSAGES.contactTitle)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  firstname: optionalTextOf('firstname', 100),
  lastname: optionalTextOf('lastname', 100),
  emailaddress: z
    .string({ error: `${contactCaption('emailaddress')} is invalid.` })
    .trim()
    .max(254, 'At most 254 characters.')
    .nullish()
    .refine((value) => !value || EMAIL.test(value), `${contactCaption('emailaddress')} is invalid.`)
    .transform((value) => (value === undefined ? undefined : value || null)),
  phone: optionalTextOf('primaryphone', 30),
  mobilephone: optionalTextOf('secondaryphone', 30),
  isprimary: z.boolean({ error: 'Primary must be true or false.' }).optional(),
};

export const addVendorContactBodySchema = z.object({ vendorid: requiredId('Vendor'), ...contactFields });
export type AddVendorContactInput = z.infer<typeof addVendorContactBodySchema>;
export const updateVendorContactBodySchema = z.object({ id: requiredId('Contact'), ...contactFields });
export type UpdateVendorContactInput = z.infer<typeof updateVendorContactBodySchema>;
export const vendorContactIdParamsSchema = z.object({ id: requiredId('Contact') });

export const vendorContactSchema = z.object({
  id: z.number(),
  vendorid: z.number(),
  title: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  emailaddress: z.string().nullable(),
  phone: z.string().nullable(),
  mobilephone: z.string().nullable(),
  isprimary: z.boolean(),
});
export type VendorContact = z.infer<typeof vendorContactSchema>;

// ---------------------------------------------------------------------------------------------------
// Notes (spec C 2.4 "Notes", 3 "Vendor note"): GET /vendor/notes/:vendorid, POST /vendor/savenote

export const vendorNoteSchema = z.object({
  id: z.number(),
  vendorid: z.number(),
  note: z.string(),
  cancustomersee: z.boolean(),
  canvendorsee: z.boolean(),
  createdbyname: z.string().nullable(),
  createdbyauthid: z.string().nullable(),
  createddate: z.date(),
  updateddate: z.date(),
});
export type VendorNote = z.infer<typeof vendorNoteSchema>;

export const addVendorNoteBodySchema = z.object({
  vendorid: requiredId('Vendor'),
  /** Rich text (HTML), sanitized by the API. */
  note: z
    .string({ error: 'Note is required.' })
    .trim()
    .min(1, 'Note is required.')
    .max(100_000, 'At most 100000 characters.'),
  canvendorsee: z.boolean({ error: 'Vendor Can See must be true or false.' }).optional().default(false),
  cancustomersee: z.boolean({ error: 'Customer Can See must be true or false.' }).optional().default(false),
});
export type AddVendorNoteInput = z.infer<typeof addVendorNoteBodySchema>;

// ---------------------------------------------------------------------------------------------------
// Attachments (spec C 2.7; decision 124): POST /vendor/attachfile and the other four routes

/** The record posted after the upload: the vendor, the type (12, 13, 14, 15, 23, 11), file name, display name, path. */
export const attachVendorFileSchema = attachFileSchema
  .omit({ workorderid: true, workordervendorid: true })
  .extend({ vendorid: requiredId('Vendor') });
export type AttachVendorFileInput = z.infer<typeof attachVendorFileSchema>;

export const vendorAttachmentSchema = attachmentRecordSchema.extend({
  vendorid: z.number(),
  /** False while a file the vendor uploaded from the portal waits for staff review. */
  isreviewed: z.boolean(),
});
export type VendorAttachment = z.infer<typeof vendorAttachmentSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /vendor/payments?vendorid (spec C 2.4 "Payments", 3 "Vendor payment"), newest first

export const vendorPaymentLineSchema = z.object({
  memo: z.string().nullable(),
  appliedToTxnRefNumber: z.string().nullable(),
  appliedToTxnAmount: z.string().nullable(),
});
export const vendorPaymentSchema = z.object({
  id: z.number(),
  txnDate: z.date(),
  paymentType: z.string().nullable(),
  refNumber: z.string().nullable(),
  amount: z.string(),
  paymentLines: z.array(vendorPaymentLineSchema),
});
export type VendorPayment = z.infer<typeof vendorPaymentSchema>;

// ---------------------------------------------------------------------------------------------------
// POST /vendor/senddoc/{vendorid}/{doctype} (spec A "Vendors list" row actions)

/** 1 W9, 2 vendor profile, 4 COI or WC, 5 expired GL/WC (VENDOR_DOC_TYPE). */
export const VENDOR_SEND_DOC_TYPES = [1, 2, 4, 5] as const;

export const sendVendorDocParamsSchema = z.object({
  vendorid: requiredId('Vendor'),
  doctype: z
    .string({ error: VENDOR_MESSAGES.docType })
    .regex(/^\d{1,2}$/, VENDOR_MESSAGES.docType)
    .transform(Number)
    .refine((value) => (VENDOR_SEND_DOC_TYPES as readonly number[]).includes(value), VENDOR_MESSAGES.docType),
});

/** Who was written to (the outbox sends it). */
export const sentVendorDocSchema = z.object({ recipients: z.array(z.string()), mailoutboxid: z.number() });

// ---------------------------------------------------------------------------------------------------
// Vendor search (spec A "Vendor search")

export const searchVendorsByRadiusBodySchema = z.object({
  /** Empty: every trade. */
  trades: idList('Trades', { invalid: 'Trade is invalid.' }).transform((ids) => ids ?? []),
  radius: z
    .union([z.number(), z.string()], { error: VENDOR_MESSAGES.radius })
    .transform(Number)
    .refine((value) => (RADIUS_OPTIONS as readonly number[]).includes(value), VENDOR_MESSAGES.radius),
  zip: z
    .string({ error: 'Zip is required.' })
    .trim()
    .min(1, 'Zip is required.')
    .refine((value) => ZIP.test(value), 'Zip is invalid.')
    .transform((value) => value.slice(0, 5)),
});
export type SearchVendorsByRadiusInput = z.infer<typeof searchVendorsByRadiusBodySchema>;

const stateCodeList = z
  .array(z.string({ error: 'State is invalid.' }).trim().toUpperCase().regex(STATE, 'State is invalid.'), {
    error: 'State is invalid.',
  })
  .max(60, 'At most 60 States.')
  .nullish()
  .transform((codes) => codes ?? []);
const placeIds = (caption: string) => idList(caption).transform((ids) => ids ?? []);

/**
 * POST /vendor/searchbygeography: vendors covering any of the places for one of the trades (all
 * trades when empty); at least one place.
 */
export const searchVendorsByGeographyBodySchema = z
  .object({
    trades: placeIds('Trades'),
    statecodes: stateCodeList,
    countyids: placeIds('Counties'),
    cityids: placeIds('Cities'),
    zipcodeids: placeIds('Zip Codes'),
  })
  .refine(
    (input) =>
      input.statecodes.length + input.countyids.length + input.cityids.length + input.zipcodeids.length > 0,
    { message: VENDOR_MESSAGES.noPlaces, path: ['statecodes'] },
  );
export type SearchVendorsByGeographyInput = z.infer<typeof searchVendorsByGeographyBodySchema>;

/** Spec A "Vendor search result", plus the status id that colours the row. */
export const vendorSearchResultSchema = z.object({
  id: z.number(),
  name: z.string(),
  ispreferredvendor: z.boolean(),
  primaryphone: z.string().nullable(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  postalcode: z.string().nullable(),
  county: z.string().nullable(),
  dispatchemail: z.string().nullable(),
  vendorstatus: z.string(),
  vendorstatustypeid: z.number(),
  wocount: z.number(),
  /** The names of the vendor's live trades, comma separated. */
  trades: z.string(),
  tierid: z.number().nullable(),
  /** Miles from the zip's centre, 1 decimal; null in a geography search. */
  distancefromjob: z.number().nullable(),
});
export type VendorSearchResult = z.infer<typeof vendorSearchResultSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /vendor/getvendors (spec A "Vendor (list)")

/** One row of the Vendors list; the list's fields are resources/vendors.ts vendorListResource. */
export const vendorListRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  vendorstatustypeid: z.number(),
  isactive: z.boolean(),
  /** The average rating (1..5), null before the first. */
  vendorratings: z.number().nullable(),
  autoattachenabled: z.boolean(),
  minnte: z.string().nullable(),
  tierid: z.number().nullable(),
  paperworkcomplete: z.boolean(),
  backgroundchecksrun: z.boolean(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  postalcode: z.string().nullable(),
  primaryphone: z.string().nullable(),
  primaryemail: z.string().nullable(),
  secondaryphone: z.string().nullable(),
  secondaryemail: z.string().nullable(),
  workordercount: z.number(),
  wcexempt: z.boolean(),
  wcexpirationdate: z.date().nullable(),
  glexpirationdate: z.date().nullable(),
  /** The names of the vendor's live trades. */
  tradearray: z.array(z.string()),
  /** Expired paperwork today (the list marks it): GL, WC (not when exempt), W9 (three years). */
  glexpired: z.boolean(),
  wcexpired: z.boolean(),
  w9expired: z.boolean(),
});
export type VendorListRow = z.infer<typeof vendorListRowSchema>;
