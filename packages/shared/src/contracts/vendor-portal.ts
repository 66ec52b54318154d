import { z } from 'zod';
import { ATTACHMENT_TYPE } from '../constants/attachments';
import { attachmentRecordSchema } from './attachments';
import { optionalDate, optionalId, requiredDate, requiredId, requiredText } from './fields';
import { vendorDetailSchema, vendorRecordSchema } from './vendors';

// Wire shapes of the vendor portal (spec C 2.8 and section 7's /vendorprofile calls; issue 15).

// ===================================================================================================
// Profile: current vendor, technicians, compliance documents (docs/decisions/157)
// ===================================================================================================

export const VENDOR_PORTAL_MESSAGES = {
  /** Web toasts (spec C section 8); the API answers the tech. */
  techCreated: 'Tech Created',
  techUpdated: 'Tech Updated',
  /** The spec's spelling (spec C 2.8, section 8): the toast after a compliance upload. */
  documentUploaded: 'A new document has been uplaoded for review.',
  techNotFound: 'Tech not found.',
  alreadyReviewed: 'This document has already been reviewed.',
  noDateToSet: 'This document type has no date to set.',
} as const;

/**
 * The vendor date each compliance type sets when staff accept an upload (spec C 2.8: 12 profile,
 * 13 G/L (COI), 14 W9, 15 WC).
 */
export const VENDOR_DOCUMENT_DATE_FIELDS = {
  [ATTACHMENT_TYPE.VendorProfile]: 'profiledate',
  [ATTACHMENT_TYPE.Coi]: 'glexpirationdate',
  [ATTACHMENT_TYPE.W9]: 'w9date',
  [ATTACHMENT_TYPE.Wc]: 'wcexpirationdate',
} as const satisfies Record<number, string>;
export type VendorDocumentDateField =
  (typeof VENDOR_DOCUMENT_DATE_FIELDS)[keyof typeof VENDOR_DOCUMENT_DATE_FIELDS];

/** The date field a document type sets, or undefined for a type without one. */
export const vendorDocumentDateField = (attachmenttypeid: number): VendorDocumentDateField | undefined =>
  (VENDOR_DOCUMENT_DATE_FIELDS as Record<number, VendorDocumentDateField>)[attachmenttypeid];

/** GET /vendorprofile/currentvendor: GET /vendor/{id}'s answer, the record adding the portal's names. */
export const currentVendorSchema = vendorDetailSchema.extend({
  vendor: vendorRecordSchema.extend({
    /** The general-liability (COI) expiry: glexpirationdate under the portal's name. */
    coi_enddate: z.date().nullable(),
    /** The workers' compensation expiry: wcexpirationdate under the portal's name. */
    wc_enddate: z.date().nullable(),
  }),
});
export type CurrentVendor = z.infer<typeof currentVendorSchema>;

/** One technician (spec C 3 "Tech (user)"): a user with the Tech role linked to the caller's vendor. */
export const vendorTechSchema = z.object({
  id: z.number(),
  user_id: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  name: z.string(),
  nickname: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  logins_count: z.number(),
  blocked: z.boolean(),
  isactive: z.boolean(),
  isdispatcher: z.boolean(),
  isvendor: z.boolean(),
  /** Whether the tech has a password yet (an invitation link, or Change Password, sets one). */
  haspassword: z.boolean(),
});
export type VendorTech = z.infer<typeof vendorTechSchema>;

const techName = {
  given_name: requiredText('First Name is required.', 320),
  family_name: requiredText('Last Name is required.', 320),
  email: requiredText('Email is required.', 320),
};

/**
 * POST /vendorprofile/createtech: First Name, Last Name and e-mail (spec C 2.8). The spec's other
 * fields (blocked, email_verified, isactive, isdispatcher, isvendor, reports, name, nickname,
 * connection, user_id) are the server's to set and are ignored (decision 157).
 */
export const createTechSchema = z.object(techName);
export type CreateTechInput = z.infer<typeof createTechSchema>;

/** PATCH /vendorprofile/updatetech: one of the vendor's techs; fields left out keep their value. */
export const updateTechSchema = z.object({
  id: requiredId('Tech'),
  given_name: techName.given_name.optional(),
  family_name: techName.family_name.optional(),
  email: techName.email.optional(),
  /** Blocking a tech who left the vendor keeps them from signing in. */
  blocked: z.boolean({ error: 'Blocked must be true or false.' }).optional(),
});
export type UpdateTechInput = z.infer<typeof updateTechSchema>;

/** PATCH /vendorprofile/techpassword: the Change Password popup's Save (the sign-in password rules). */
export const techPasswordSchema = z.object({
  id: requiredId('Tech'),
  password: z.string({ error: 'New Password is required.' }).min(1, 'New Password is required.').max(200),
});
export type TechPasswordInput = z.infer<typeof techPasswordSchema>;

/** One upload waiting for staff review (GET /vendor/documentreviews). */
export const vendorDocumentReviewSchema = attachmentRecordSchema.extend({
  vendorid: z.number(),
  vendorname: z.string(),
  /** The vendor field Accept sets, and its value now (null for a type without one). */
  datefield: z.string().nullable(),
  currentdate: z.date().nullable(),
});
export type VendorDocumentReview = z.infer<typeof vendorDocumentReviewSchema>;

/** Without a vendor: every vendor's uploads waiting for review (the queue, and the list's marks). */
export const vendorDocumentReviewsQuerySchema = z.object({ vendorid: optionalId('Vendor') });

/** POST /vendor/acceptdocument: the reviewer's date for the document's field (e.g. the COI's expiry). */
export const acceptVendorDocumentSchema = z.object({
  id: requiredId('Attachment'),
  date: requiredDate('Date'),
});
export type AcceptVendorDocumentInput = z.infer<typeof acceptVendorDocumentSchema>;

export const acceptedVendorDocumentSchema = z.object({
  id: z.number(),
  vendorid: z.number(),
  attachmenttypeid: z.number(),
  datefield: z.string(),
  date: z.date(),
  isreviewed: z.boolean(),
});
export type AcceptedVendorDocument = z.infer<typeof acceptedVendorDocumentSchema>;

// ===================================================================================================
// Work orders: details, Add Note, Assign Tech, Schedule Date (docs/decisions/158). Every call is
// scoped to the caller's vendor, a Tech to the orders assigned to it.
// ===================================================================================================

/** What the portal's work-order calls answer beyond the shared ones. */
export const VENDOR_PORTAL_WORK_ORDER_MESSAGES = {
  noteAdded: 'Note added',
  techInvalid: 'Assigned Tech is invalid.',
} as const;

/** GET /vendorprofile/workorder?id= (spec C 7 "vendorprofile/workorder?id"). */
export const vendorPortalWorkOrderQuerySchema = z.object({ id: requiredId('Work Order') });

/** The caller's own vendor line (spec C 3 "Work order vendor (portal/summary)"); never another vendor's. */
export const vendorPortalLineSchema = z.object({
  wovendorid: z.number(),
  vendorid: z.number(),
  vendorname: z.string(),
  tradename: z.string().nullable(),
  nte: z.string().nullable(),
  quotedamount: z.string(),
  invnumber: z.string().nullable(),
  isapproved: z.boolean(),
  status: z.string(),
  nodflagged: z.boolean(),
});

/** The read-only Work-order details of the portal with its editable tech and schedule date. */
export const vendorPortalWorkOrderSchema = z.object({
  id: z.number(),
  wonumber: z.string(),
  statusid: z.number(),
  status: z.string(),
  customername: z.string(),
  jobsite: z.string().nullable(),
  streetaddress: z.string().nullable(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  postalcode: z.string().nullable(),
  dispatchdate: z.date().nullable(),
  dispatcher: z.string().nullable(),
  priorityid: z.number().nullable(),
  priority: z.string().nullable(),
  briefdescription: z.string(),
  description: z.string().nullable(),
  duedate: z.date().nullable(),
  scheduledate: z.date().nullable(),
  techauthid: z.string().nullable(),
  techname: z.string().nullable(),
  trades: z.array(z.string()),
  /** Assign Tech and Schedule Date may be changed (not Invoiced or Cancelled, decision 158). */
  canchange: z.boolean(),
  vendors: z.array(vendorPortalLineSchema),
});
export type VendorPortalWorkOrder = z.infer<typeof vendorPortalWorkOrderSchema>;

/** POST /vendorprofile/savenote: the Note popup (Work Order # read-only, Note, Additional Email Addresses). */
export const vendorPortalNoteSchema = z.object({
  workorderid: requiredId('Work Order'),
  note: requiredText('Note is required.', 10000),
  emails: z.string().max(4000).nullish(),
});
export type VendorPortalNoteInput = z.infer<typeof vendorPortalNoteSchema>;

export const vendorPortalNoteAnswerSchema = z.object({
  id: z.number(),
  workorderid: z.number(),
  notenumber: z.number(),
  note: z.string(),
  canvendorsee: z.boolean(),
  emailed: z.number(),
  message: z.string(),
});

/** PUT /vendorprofile/assigntech: Assigned Tech (a user_id of the vendor's techs; null clears it). */
export const vendorPortalAssignTechSchema = z.object({
  workorderid: requiredId('Work Order'),
  techauthid: z
    .string({ error: VENDOR_PORTAL_WORK_ORDER_MESSAGES.techInvalid })
    .trim()
    .min(1, VENDOR_PORTAL_WORK_ORDER_MESSAGES.techInvalid)
    .max(255, VENDOR_PORTAL_WORK_ORDER_MESSAGES.techInvalid)
    .nullable(),
});
export type VendorPortalAssignTechInput = z.infer<typeof vendorPortalAssignTechSchema>;

export const vendorPortalAssignedTechSchema = z.object({
  id: z.number(),
  techauthid: z.string().nullable(),
  techname: z.string().nullable(),
});

/** PUT /vendorprofile/updatescheduledate: the vendor's Schedule Date (the staff call's id and date). */
export const vendorPortalScheduleDateSchema = z.object({
  id: requiredId('Work Order'),
  scheduledate: requiredDate('Schedule Date'),
});
export type VendorPortalScheduleDateInput = z.infer<typeof vendorPortalScheduleDateSchema>;

// ===================================================================================================
// Check-in and check-out from the technician's phone (issue 15 "Beyond the spec", docs/decisions/159):
// today's work, Check In (the order goes to TOS, the arrival feeds the scorecard) and Check Out.
// ===================================================================================================

export const VENDOR_PORTAL_CHECKIN_MESSAGES = {
  checkedIn: 'Checked in',
  checkedInOutside: 'Checked in outside the job site area: the dispatcher has been told.',
  checkedOut: 'Checked out',
  alreadyCheckedIn: 'You are already checked in on this work order.',
  notCheckedIn: 'You are not checked in on this work order.',
  /** The status change's note when a check-in moves the order to TOS. */
  statusNote: 'Tech checked in on site from the vendor portal.',
} as const;

/** A coordinate of the browser's location in degrees, refused outside its range. */
const coordinate = (caption: string, limit: number) =>
  z
    .number({ error: `${caption} is required.` })
    .min(-limit, `${caption} must be between -${limit} and ${limit}.`)
    .max(limit, `${caption} must be between -${limit} and ${limit}.`);

/** POST /vendorprofile/checkin and /vendorprofile/checkout: the order and the browser's position. */
export const vendorPortalCheckInSchema = z.object({
  workorderid: requiredId('Work Order'),
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
  /** The position's accuracy radius in metres, as the browser reports it. */
  accuracy: z
    .number({ error: 'Accuracy is invalid.' })
    .min(0, 'Accuracy is invalid.')
    .max(1_000_000, 'Accuracy is invalid.')
    .nullish(),
});
export type VendorPortalCheckInInput = z.infer<typeof vendorPortalCheckInSchema>;

export const CHECKIN_KINDS = ['checkin', 'checkout'] as const;
export type CheckInKind = (typeof CHECKIN_KINDS)[number];

/** One recorded check-in or check-out (table workordercheckin). */
export const vendorPortalCheckInRecordSchema = z.object({
  id: z.number(),
  workorderid: z.number(),
  kind: z.enum(CHECKIN_KINDS),
  createddate: z.date(),
  /** Metres from the job site; null when the site has no coordinates. */
  distance: z.number().nullable(),
  /** Farther than the radius while geofencing applied (check-ins only). */
  outsidefence: z.boolean(),
});
export type VendorPortalCheckInRecord = z.infer<typeof vendorPortalCheckInRecordSchema>;

export const vendorPortalCheckInAnswerSchema = vendorPortalCheckInRecordSchema.extend({
  /** Whether geofencing applied to the order (not disabled with Disable GeoFencing). */
  geofencing: z.boolean(),
  /** The configured radius in metres (GEOFENCE_RADIUS_METERS). */
  radius: z.number(),
  statusid: z.number(),
  message: z.string(),
});
export type VendorPortalCheckInAnswer = z.infer<typeof vendorPortalCheckInAnswerSchema>;

/** GET /vendorprofile/today?date=yyyy-MM-dd: the phone's own date (else today in UTC). */
export const vendorPortalTodayQuerySchema = z.object({ date: optionalDate('Date') });

/** An order of today's work with its job site's place and the caller's last check-in or check-out. */
export const vendorPortalTodayOrderSchema = z.object({
  id: z.number(),
  wonumber: z.string(),
  statusid: z.number(),
  status: z.string(),
  scheduledate: z.date().nullable(),
  briefdescription: z.string(),
  customername: z.string(),
  jobsite: z.string().nullable(),
  streetaddress: z.string().nullable(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  postalcode: z.string().nullable(),
  /** The site's own coordinates when geocoded, else its zip's centre (as the vendor search). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  geofencing: z.boolean(),
  last: vendorPortalCheckInRecordSchema.nullable(),
});
export type VendorPortalTodayOrder = z.infer<typeof vendorPortalTodayOrderSchema>;

export const vendorPortalTodaySchema = z.object({
  radius: z.number(),
  data: z.array(vendorPortalTodayOrderSchema),
});
