import {
  DEFAULT_NOTE_TYPE_ID,
  DEFAULT_PERTAINS_TO,
  NOTE_TYPE,
  NOTE_TYPES,
  PERTAINS_TO,
  toIsoDate,
} from '@dispatchwise/shared';
import { z } from 'zod';

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

/** A stored calendar date (yyyy-MM-dd or an ISO instant) as the picker's local Date. */
export function toPickerDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  // Calendar dates come back as UTC midnight (decision 023): read the date part, not the instant.
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

export const toApiDate = (value: Date): string => toIsoDate(value);

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
/** The comma-separated Additional Email Addresses as a list; blanks between commas are ignored. */
export const splitEmails = (text: string): string[] =>
  text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);

export const NOTE_TYPE_OPTIONS = NOTE_TYPES.filter((type) => type.isselectable).map((type) => ({
  value: type.id,
  label: type.name,
}));

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

export const EMPTY_NOTE: NoteValues = {
  note: '',
  type: DEFAULT_NOTE_TYPE_ID,
  pertainsto: DEFAULT_PERTAINS_TO,
  emailuserids: [],
  emails: '',
  includecustomer: false,
  highpriority: false,
  customerupdated: false,
};

/** Spec B section 9: the stored typeid is 1 for Internal and 2 for every other type. */
export const noteTypeId = (type: number): 1 | 2 =>
  NOTE_TYPES.find((candidate) => candidate.id === type)?.typeid ?? (type === NOTE_TYPE.Internal ? 1 : 2);

/** Add Customer Update (docs/decisions/113): the Add Note popup preset for a note the customer receives. */
export const CUSTOMER_UPDATE_NOTE: NoteValues = {
  ...EMPTY_NOTE,
  type: NOTE_TYPE.Customer,
  pertainsto: PERTAINS_TO.Customer,
  includecustomer: true,
  customerupdated: true,
};
