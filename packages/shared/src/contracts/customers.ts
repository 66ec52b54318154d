import { z } from 'zod';
import { attachFileSchema, attachmentRecordSchema } from './attachments';
import { optionalId, requiredId, requiredText } from './fields';
import { dispatcherSchema, stateSchema } from './lookups';
import { EMAIL, recordFieldsOf } from './vendor-fields';
import { vendorContactSchema } from './vendor-tabs';
import { termSchema } from './vendors';

// Wire shapes of the customer calls the work-order editor makes (docs/decisions/111).

/** `customerid` is optional: without it the lists come without job sites. */
export const customerListsQuerySchema = z.object({
  customerid: requiredId('Customer', { required: 'Customer is invalid.' }).optional(),
});
export type CustomerListsQuery = z.infer<typeof customerListsQuerySchema>;

export const tradeRatesQuerySchema = z.object({
  customerid: requiredId('Customer'),
  /** Empty or absent: every state. */
  statecode: z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || /^[A-Z]{2}$/.test(value), 'State code is invalid.'),
});
export type TradeRatesQuery = z.infer<typeof tradeRatesQuerySchema>;

const lookupOptionSchema = z.object({ id: z.number(), name: z.string(), isdefaultonnew: z.boolean() });
const staffOptionSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
});

export const customerListsSchema = z.object({
  divisions: z.array(lookupOptionSchema),
  statuses: z.array(lookupOptionSchema),
  priorities: z.array(lookupOptionSchema),
  requesttypes: z.array(lookupOptionSchema),
  tradetypes: z.array(z.object({ id: z.number(), tradeid: z.number(), tradename: z.string() })),
  salesreps: z.array(staffOptionSchema),
  jobsites: z.array(
    z.object({
      id: z.number(),
      jobsite: z.string(),
      jobsitedescription: z.string().nullable(),
      city: z.string().nullable(),
      statecode: z.string().nullable(),
      postalcode: z.string().nullable(),
      streetaddress: z.string().nullable(),
    }),
  ),
  dispatchers: z.array(staffOptionSchema),
});

export const customerTradeRateSchema = z.object({
  name: z.string().nullable(),
  tradeid: z.number(),
  tradename: z.string(),
  statecode: z.string().nullable(),
  regularrate: z.string().nullable(),
  overtimerate: z.string().nullable(),
  holidayrate: z.string().nullable(),
  tripcharge: z.string().nullable(),
  markuppercent: z.string().nullable(),
  /** The places the rate covers, comma separated (null when it covers its states whole). */
  city: z.string().nullable(),
  county: z.string().nullable(),
  zipcode: z.string().nullable(),
});

// ===================================================================================================
// The customers area (issue 13; spec C 2.3, 3 "Customer", 5, 7; spec A "Customers list";
// docs/decisions/147): the list row, the record and its save, notifications, contacts, notes,
// attachments, excluded vendors, special instructions and management providers.

const customerFields = recordFieldsOf('customer');
const contactFieldsOf = recordFieldsOf('customercontact');

/** The messages of the customer calls; "{label} is required." with the customer captions (spec C 5). */
export const CUSTOMER_MESSAGES = {
  notFound: 'Customer not found.',
  contactTitle: 'Title must be at most 50 characters.',
  contactNotFound: 'Contact not found.',
  prefixTaken: 'Customer Prefix is already used by another customer.',
  vendorNotFound: 'Vendor not found.',
  exclusionNotFound: 'The vendor is not excluded for this customer.',
  specialprocedure: customerFields.required('specialprocedure'),
  /** Toasts (spec C 8). */
  updated: 'Updated!',
  updateFailed: 'Failed to update!',
  noteAdded: 'Note added',
} as const;

/** "{label} is required." / "{label} is invalid." of a customer field, for the web's forms (same words as the API). */
export const customerFieldMessage = {
  required: customerFields.required,
  invalid: customerFields.invalid,
} as const;

// ---------------------------------------------------------------------------------------------------
// The Customers list (spec A "Customers list"; GET /customer/getcustomerlist on the grid protocol)

export const customerListRowSchema = z.object({
  id: z.number(),
  customername: z.string(),
  isactive: z.boolean(),
  /** "{contactfirstname} {contactlastname}", null when both are empty. */
  contactname: z.string().nullable(),
  contactfirstname: z.string().nullable(),
  contactlastname: z.string().nullable(),
  contactphone: z.string().nullable(),
  contactemail: z.string().nullable(),
  streetaddress: z.string().nullable(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  postalcode: z.string().nullable(),
});
export type CustomerListRow = z.infer<typeof customerListRowSchema>;

// ---------------------------------------------------------------------------------------------------
// Management providers (spec C 3 "Management provider"; GET /managementprovider/getproviders)

export const managementProviderSchema = z.object({
  id: z.number(),
  managementprovider: z.string(),
  webaddress: z.string().nullable(),
  userid: z.string().nullable(),
  password: z.string().nullable(),
});
export type ManagementProvider = z.infer<typeof managementProviderSchema>;

// ---------------------------------------------------------------------------------------------------
// Save and update (POST /customer/save, PUT /customer/update)

/** Comma-separated e-mail addresses; each must be valid. Absent unchanged, empty cleared. */
const ccEmails = customerFields.optionalTextOf('ccemails', 2000).refine(
  (value) =>
    !value ||
    value
      .split(/[,;]/)
      .map((part) => part.trim())
      .filter(Boolean)
      .every((part) => EMAIL.test(part)),
  customerFields.invalid('ccemails'),
);

/** The three Notifications checkboxes (spec C 2.3); a flag not sent keeps its value. */
export const customerNotificationsInputSchema = z.object({
  proposaladded: customerFields.optionalBoolean('proposaladded'),
  invoiceadded: customerFields.optionalBoolean('invoiceadded'),
  statuschange: customerFields.optionalBoolean('statuschange'),
});

const requiredCustomerFields = {
  customername: customerFields.requiredTextOf('customername'),
  streetaddress: customerFields.requiredTextOf('streetaddress'),
  city: customerFields.requiredTextOf('city', 100),
  statecode: customerFields.stateCodeOf('statecode'),
  postalcode: customerFields.zipOf('postalcode'),
};

const optionalCustomerFields = {
  dispatcherauthid: customerFields.optionalTextOf('dispatcherauthid', 255),
  salesrepauthid: customerFields.optionalTextOf('salesrepauthid', 255),
  isactive: customerFields.optionalBoolean('isactive'),
  contactfirstname: customerFields.optionalTextOf('contactfirstname', 100),
  contactlastname: customerFields.optionalTextOf('contactlastname', 100),
  contactphone: customerFields.optionalTextOf('contactphone', 30),
  contactcellphone: customerFields.optionalTextOf('contactcellphone', 30),
  contactfax: customerFields.optionalTextOf('contactfax', 30),
  contactemail: customerFields.optionalEmailOf('contactemail'),
  ccemails: ccEmails,
  streetaddress2: customerFields.optionalTextOf('streetaddress2'),
  billingfirstname: customerFields.optionalTextOf('billingfirstname', 100),
  billinglastname: customerFields.optionalTextOf('billinglastname', 100),
  billingphone: customerFields.optionalTextOf('billingphone', 30),
  billingcellphone: customerFields.optionalTextOf('billingcellphone', 30),
  billingfax: customerFields.optionalTextOf('billingfax', 30),
  billingemail: customerFields.optionalEmailOf('billingemail'),
  termid: optionalId(customerFields.caption('termid')),
  nte: customerFields.optionalMoneyOf('nte'),
  managementproviderid: optionalId(customerFields.caption('managementproviderid')),
  servicechannelsubscriberid: customerFields.optionalTextOf('servicechannelsubscriberid', 100),
  specialprocedure: customerFields.optionalTextOf('specialprocedure', 4000),
  notifications: customerNotificationsInputSchema.optional(),
};

/** POST /customer/save: a new customer; the required fields of spec C 5 must be there. */
export const saveCustomerBodySchema = z.object({
  ...requiredCustomerFields,
  /** Only on a new customer (spec C 5); unique, upper case. */
  customerprefix: customerFields
    .optionalTextOf('customerprefix', 10)
    .transform((value) => (value ? value.toUpperCase() : value)),
  ...optionalCustomerFields,
});
export type SaveCustomerInput = z.infer<typeof saveCustomerBodySchema>;

/**
 * PUT /customer/update: the id and any subset of the fields. A field not sent is never cleared; a
 * required field sent empty is "{label} is required."; `customerprefix` is not read (new customers only).
 */
export const updateCustomerBodySchema = z.object({
  id: requiredId('Customer'),
  customername: requiredCustomerFields.customername.optional(),
  streetaddress: requiredCustomerFields.streetaddress.optional(),
  city: requiredCustomerFields.city.optional(),
  statecode: requiredCustomerFields.statecode.optional(),
  postalcode: requiredCustomerFields.postalcode.optional(),
  ...optionalCustomerFields,
});
export type UpdateCustomerInput = z.infer<typeof updateCustomerBodySchema>;

// ---------------------------------------------------------------------------------------------------
// GET /customer/{id}

export const customerIdParamsSchema = z.object({ id: requiredId('Customer') });
export const customerIdQuerySchema = z.object({ customerid: requiredId('Customer') });

/** The Notifications tab (the customernotification row; id null before the first save of it). */
export const customerNotificationsSchema = z.object({
  id: z.number().nullable(),
  customerid: z.number(),
  proposaladded: z.boolean(),
  invoiceadded: z.boolean(),
  statuschange: z.boolean(),
});
export type CustomerNotifications = z.infer<typeof customerNotificationsSchema>;

/** The customer record (spec C 3 "Customer"); the tabs (job sites, contacts, notes, trades, files) load on their own. */
export const customerRecordSchema = z.object({
  id: z.number(),
  customername: z.string(),
  customerprefix: z.string().nullable(),
  dispatcherauthid: z.string().nullable(),
  salesrepauthid: z.string().nullable(),
  isactive: z.boolean(),
  contactfirstname: z.string().nullable(),
  contactlastname: z.string().nullable(),
  contactphone: z.string().nullable(),
  contactcellphone: z.string().nullable(),
  contactfax: z.string().nullable(),
  contactemail: z.string().nullable(),
  ccemails: z.string().nullable(),
  streetaddress: z.string().nullable(),
  streetaddress2: z.string().nullable(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  postalcode: z.string().nullable(),
  billingfirstname: z.string().nullable(),
  billinglastname: z.string().nullable(),
  billingphone: z.string().nullable(),
  billingcellphone: z.string().nullable(),
  billingfax: z.string().nullable(),
  billingemail: z.string().nullable(),
  termid: z.number().nullable(),
  /** Money as a decimal string. */
  nte: z.string().nullable(),
  managementproviderid: z.number().nullable(),
  servicechannelsubscriberid: z.string().nullable(),
  specialprocedure: z.string().nullable(),
  billingcustomerid: z.string().nullable(),
  notifications: customerNotificationsSchema,
  /** The chosen provider (the Management Provider tab's read-only display), null when none. */
  managementprovider: managementProviderSchema.nullable(),
  createddate: z.date(),
  modifieddate: z.date(),
});
export type CustomerRecord = z.infer<typeof customerRecordSchema>;

/** GET /customer/{id}: the record plus the editor's lookups (spec C 7: states, reps, dispatchers, terms, providers). */
export const customerDetailSchema = z.object({
  customer: customerRecordSchema,
  states: z.array(stateSchema),
  dispatchers: z.array(dispatcherSchema),
  salesreps: z.array(dispatcherSchema),
  terms: z.array(termSchema),
  managementproviders: z.array(managementProviderSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

// ---------------------------------------------------------------------------------------------------
// POST /jobsites/updateallspecialprocedures (spec C 2.3 "Update Special Instructions")

export const updateAllSpecialProceduresBodySchema = z.object({
  customerid: requiredId('Customer'),
  specialprocedure: requiredText(CUSTOMER_MESSAGES.specialprocedure, 4000),
});
export type UpdateAllSpecialProceduresInput = z.infer<typeof updateAllSpecialProceduresBodySchema>;
/** How many job sites were given the text (the customer's own specialprocedure is set too). */
export const updatedSpecialProceduresSchema = z.object({ customerid: z.number(), jobsites: z.number() });

// ---------------------------------------------------------------------------------------------------
// Contacts (spec C 3 "Customer contact"): GET /customer/contacts?customerid, POST /customer/contact/add,
// PUT /customer/contact/update, DELETE /customer/contact/delete/{id}

const customerContactFields = {
  title: z
    .string({ error: contactFieldsOf.invalid('title') })
    .trim()
    .max(50, CUSTOMER_MESSAGES.contactTitle)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  firstname: contactFieldsOf.optionalTextOf('firstname', 100),
  lastname: contactFieldsOf.optionalTextOf('lastname', 100),
  emailaddress: contactFieldsOf.optionalEmailOf('emailaddress'),
  phone: contactFieldsOf.optionalTextOf('phone', 30),
  mobilephone: contactFieldsOf.optionalTextOf('mobilephone', 30),
  isprimary: contactFieldsOf.optionalBoolean('isprimary'),
};

export const addCustomerContactBodySchema = z.object({
  customerid: requiredId('Customer'),
  ...customerContactFields,
});
export type AddCustomerContactInput = z.infer<typeof addCustomerContactBodySchema>;
export const updateCustomerContactBodySchema = z.object({
  id: requiredId('Contact'),
  ...customerContactFields,
});
export type UpdateCustomerContactInput = z.infer<typeof updateCustomerContactBodySchema>;
export const customerContactIdParamsSchema = z.object({ id: requiredId('Contact') });

/** The vendor contact's fields (spec C 3: the same contact record), owned by the customer. */
export const customerContactSchema = vendorContactSchema
  .omit({ vendorid: true })
  .extend({ customerid: z.number() });
export type CustomerContact = z.infer<typeof customerContactSchema>;

// ---------------------------------------------------------------------------------------------------
// Notes (spec C 2.3 "Notes", 3 "Customer note"): GET /customer/notes/:customerid, POST /customer/savenote

export const customerNoteSchema = z.object({
  id: z.number(),
  customerid: z.number(),
  /** Rich text (HTML), sanitized by the API. */
  note: z.string(),
  isvisibletocustomer: z.boolean(),
  createdbyuser: z.string().nullable(),
  createddate: z.date(),
  updateddate: z.date(),
});
export type CustomerNote = z.infer<typeof customerNoteSchema>;

export const addCustomerNoteBodySchema = z.object({
  customerid: requiredId('Customer'),
  note: requiredText('Note is required.', 100_000),
  isvisibletocustomer: z
    .boolean({ error: 'Visible to Customer must be true or false.' })
    .optional()
    .default(false),
});
export type AddCustomerNoteInput = z.infer<typeof addCustomerNoteBodySchema>;

// ---------------------------------------------------------------------------------------------------
// Attachments (spec C 2.7; decision 124): POST /customer/attachfile and the other routes of the owner

/** The record posted after the upload: the customer, the type (27, 28, 29, 30, 31, 11), file name, display name, path. */
export const attachCustomerFileSchema = attachFileSchema
  .omit({ workorderid: true, workordervendorid: true })
  .extend({ customerid: requiredId('Customer') });
export type AttachCustomerFileInput = z.infer<typeof attachCustomerFileSchema>;

export const customerAttachmentSchema = attachmentRecordSchema.extend({ customerid: z.number() });
export type CustomerAttachment = z.infer<typeof customerAttachmentSchema>;

// ---------------------------------------------------------------------------------------------------
// Excluded vendors (customervendorexclusion; the Select Vendor popup's "Excluded by Customer"):
// GET /customer/excludedvendors?customerid, POST /customer/excludevendor,
// DELETE /customer/excludevendor/{customerid}/{vendorid}

export const excludeVendorBodySchema = z.object({
  customerid: requiredId('Customer'),
  vendorid: requiredId('Vendor'),
});
export type ExcludeVendorInput = z.infer<typeof excludeVendorBodySchema>;
export const excludeVendorParamsSchema = excludeVendorBodySchema;
/** DELETE's answer: the pair no longer excluded. */
export const removedExclusionSchema = z.object({ customerid: z.number(), vendorid: z.number() });

export const excludedVendorSchema = z.object({
  customerid: z.number(),
  vendorid: z.number(),
  name: z.string(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  postalcode: z.string().nullable(),
  createddate: z.date(),
});
export type ExcludedVendor = z.infer<typeof excludedVendorSchema>;
