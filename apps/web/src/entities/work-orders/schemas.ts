import { z } from 'zod';
import { splitEmails } from './form-values';

// The work-order popups' zod schemas. The popups load this module when they first validate
// (lib/form-schema.ts, docs/decisions/212); what a screen needs before that is in form-values.ts.

// Plain boolean checks (not type predicates): a predicate would narrow the schema's output type and
// FormDialog wants the same type in and out.
const isChosen = (value: number | null): boolean => value !== null;

const isValidDate = (value: Date | null): boolean => value instanceof Date && !Number.isNaN(value.getTime());

/** A required calendar date with the spec's message (the picker holds a local Date or null). */
const requiredDate = (message: string) =>
  z
    .date({ error: message })
    .nullable()
    .refine((value) => isValidDate(value), { message });

/** The two date popups share one form: the date and a reason (required for the schedule date only). */
export const dateChangeSchema = (options: { dateMessage: string; isReasonRequired: boolean }) =>
  z.object({
    date: requiredDate(options.dateMessage),
    reason: options.isReasonRequired
      ? z.string().refine((value) => value.trim().length > 0, { message: 'Reason is required' })
      : z.string(),
  });
export type DateChangeValues = z.infer<ReturnType<typeof dateChangeSchema>>;

export const reassignSchema = z.object({
  userid: z.number({ error: 'Dispatcher is required.' }).nullable().refine(isChosen, {
    message: 'Dispatcher is required.',
  }),
});
export type ReassignValues = z.infer<typeof reassignSchema>;

/** Vendor line of a notice or a cancellation: required only when the order has more than one. */
const vendorLine = z
  .number({ error: 'Vendor is required.' })
  .nullable()
  .refine(isChosen, { message: 'Vendor is required.' });

/** A notice: the vendor line and an optional message printed in the e-mail. */
export const vendorNoticeSchema = z.object({ wovendorid: vendorLine, note: z.string() });
export type VendorNoticeValues = z.infer<typeof vendorNoticeSchema>;

/** Cancel Vendor: the vendor line and the reason the vendor reads (docs/decisions/102). */
export const cancelVendorSchema = z.object({
  wovendorid: vendorLine,
  note: z.string().refine((value) => value.trim().length > 0, { message: 'Reason is required' }),
});
export type CancelVendorValues = z.infer<typeof cancelVendorSchema>;

// The Work Order Note popup (spec A section 5, spec B section 4 "Notes").
const EMAIL = z.email();
export const noteSchema = z.object({
  note: z.string().refine((value) => value.trim().length > 0, { message: 'Note is required.' }),
  type: z.number({ error: 'Type is required.' }).nullable().refine(isChosen, {
    message: 'Type is required.',
  }),
  pertainsto: z
    .number({ error: 'Pertains To is required.' })
    .nullable()
    .refine(isChosen, { message: 'Pertains To is required.' }),
  emailuserids: z.array(z.number()),
  emails: z.string().refine((value) => splitEmails(value).every((email) => EMAIL.safeParse(email).success), {
    message: 'Enter valid e-mail addresses separated by commas.',
  }),
  includecustomer: z.boolean(),
  highpriority: z.boolean(),
  customerupdated: z.boolean(),
});
export type NoteValues = z.infer<typeof noteSchema>;
