import { z } from 'zod';
import { RECORD_CAPTIONS } from '../constants/captions-records';
import { attachFileSchema, attachmentRecordSchema } from './attachments';
import { requiredId } from './fields';
import { EMAIL, optionalTextOf } from './vendor-fields';
import { VENDOR_MESSAGES } from '../constants/vendors';

// Wire shapes of the vendor editor's tabs and the list's document actions (issue 12; spec C 2.4, 2.7,
// spec A "Vendors list"; docs/decisions/142): contacts, notes, attachments, payments, senddoc.

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
