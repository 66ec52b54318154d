import {
  formatUsPhone,
  isCompleteUsPhone,
  phoneDigits,
  toIsoDate,
  VENDOR_MESSAGES,
  vendorFieldMessage as message,
} from '@dispatchwise/shared';
import { z } from 'zod';
import { toPickerDate } from '../../../entities/work-orders/form-values';
import { formatMoneyInput, normalizeMoney } from '../../../lib/format';
import type { SaveVendorInput, UpdateVendorInput, VendorRecord } from './api/types';

/**
 * The vendor's form (spec C 2.4 Details, 2.5 and section 5). Keys are the wire names, so a 400's `errors`
 * land on the fields as they are (applyServerErrors). Phones hold the digits typed (the field masks them),
 * dates the pickers' local Dates, Min NTE the text typed, States Serviced the state codes.
 */
export type VendorFormValues = {
  name: string;
  firstname: string;
  lastname: string;
  address: string;
  address2: string;
  city: string;
  statecode: string | null;
  postalcode: string;
  county: string;
  country: string;
  primaryphone: string;
  primaryext: string;
  secondaryphone: string;
  secondaryext: string;
  primaryemail: string;
  secondaryemail: string;
  dispatchemail: string;
  glexpirationdate: Date | null;
  wcexpirationdate: Date | null;
  wcexempt: boolean;
  w9date: Date | null;
  profiledate: Date | null;
  minnte: string;
  tierid: number | null;
  termid: number | null;
  vendorstatustypeid: number | null;
  isactive: boolean;
  paperworkcomplete: boolean;
  backgroundchecksrun: boolean;
  allowlogin: boolean;
  autoattachenabled: boolean;
  ispreferredvendor: boolean;
  billingvendorid: string;
  servicestates: string[];
};

/** Spec C section 8's words for a phone the mask did not fill. */
export const PHONE_FORMAT_MESSAGE = 'The phone must have a correct USA phone format';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ZIP = /^\d{5}(-\d{4})?$/;

// Plain boolean refinements (no type predicates): the form wants the same type in and out.
const requiredText = (field: string) =>
  z.string().refine((value) => value.trim().length > 0, { message: message.required(field) });
const email = (field: string, isRequired: boolean) =>
  z.string().superRefine((value, context) => {
    const text = value.trim();
    if (!text && isRequired) context.addIssue({ code: 'custom', message: message.required(field) });
    else if (text && !EMAIL.test(text)) context.addIssue({ code: 'custom', message: message.invalid(field) });
  });
/** A phone: empty (unless required) or all ten digits; `isAreaCodeRestricted` refuses 0 or 1 first (spec C 2.4). */
const phone = (field: string, { isRequired = false, isAreaCodeRestricted = false } = {}) =>
  z.string().superRefine((value, context) => {
    if (!value) {
      if (isRequired) context.addIssue({ code: 'custom', message: message.required(field) });
    } else if (!isCompleteUsPhone(value, { isAreaCodeRestricted })) {
      context.addIssue({ code: 'custom', message: PHONE_FORMAT_MESSAGE });
    }
  });
const chosenId = (text: string) =>
  z
    .number({ error: text })
    .nullable()
    .refine((value) => value !== null && value > 0, { message: text });
const isValidDate = (value: Date | null) => value === null || !Number.isNaN(value.getTime());
const date = z.date({ error: 'Enter a valid date.' }).nullable().refine(isValidDate, 'Enter a valid date.');

/** The fields the new-vendor screen and the Details tab share, with spec C 5's required rules. */
const contactFields = (isAreaCodeRestricted: boolean) => ({
  name: requiredText('name'),
  firstname: z.string(),
  lastname: z.string(),
  address: requiredText('address'),
  address2: z.string(),
  city: requiredText('city'),
  statecode: z
    .string()
    .nullable()
    .refine((value) => Boolean(value), { message: message.required('statecode') }),
  postalcode: z.string().superRefine((value, context) => {
    const text = value.trim();
    if (!text) context.addIssue({ code: 'custom', message: message.required('postalcode') });
    else if (!ZIP.test(text)) context.addIssue({ code: 'custom', message: message.invalid('postalcode') });
  }),
  county: z.string(),
  country: z.string(),
  primaryphone: phone('primaryphone', { isRequired: true, isAreaCodeRestricted }),
  secondaryphone: phone('secondaryphone', { isAreaCodeRestricted }),
  primaryemail: email('primaryemail', true),
  secondaryemail: email('secondaryemail', false),
  dispatchemail: email('dispatchemail', false),
  tierid: chosenId(VENDOR_MESSAGES.tier),
  termid: chosenId(VENDOR_MESSAGES.term),
});

export const vendorFormSchema = z.object({
  ...contactFields(false),
  primaryext: z.string(),
  secondaryext: z.string(),
  glexpirationdate: date,
  wcexpirationdate: date,
  wcexempt: z.boolean(),
  w9date: date,
  profiledate: date,
  minnte: z
    .string()
    .refine((value) => normalizeMoney(value) !== null, { message: message.invalid('minnte') }),
  vendorstatustypeid: z.number().nullable(),
  isactive: z.boolean(),
  paperworkcomplete: z.boolean(),
  backgroundchecksrun: z.boolean(),
  allowlogin: z.boolean(),
  autoattachenabled: z.boolean(),
  ispreferredvendor: z.boolean(),
  billingvendorid: z.string(),
  servicestates: z.array(z.string()),
}) satisfies z.ZodType<VendorFormValues, VendorFormValues>;

/** The new-vendor screen's fields (spec C 2.5); its phones refuse a first digit 0 or 1. */
export type NewVendorFormValues = Pick<VendorFormValues, keyof ReturnType<typeof contactFields>>;

export const newVendorFormSchema = z.object(contactFields(true)) satisfies z.ZodType<
  NewVendorFormValues,
  NewVendorFormValues
>;

export const EMPTY_NEW_VENDOR: NewVendorFormValues = {
  name: '',
  firstname: '',
  lastname: '',
  address: '',
  address2: '',
  city: '',
  statecode: null,
  postalcode: '',
  county: '',
  country: 'US',
  primaryphone: '',
  secondaryphone: '',
  primaryemail: '',
  secondaryemail: '',
  dispatchemail: '',
  tierid: null,
  termid: null,
};

/** The values of a stored vendor. */
export function toFormValues(vendor: VendorRecord): VendorFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    name: vendor.name,
    firstname: text(vendor.firstname),
    lastname: text(vendor.lastname),
    address: text(vendor.address),
    address2: text(vendor.address2),
    city: text(vendor.city),
    statecode: vendor.statecode,
    postalcode: text(vendor.postalcode),
    county: text(vendor.county),
    country: text(vendor.country),
    primaryphone: phoneDigits(vendor.primaryphone),
    primaryext: text(vendor.primaryext),
    secondaryphone: phoneDigits(vendor.secondaryphone),
    secondaryext: text(vendor.secondaryext),
    primaryemail: text(vendor.primaryemail),
    secondaryemail: text(vendor.secondaryemail),
    dispatchemail: text(vendor.dispatchemail),
    glexpirationdate: toPickerDate(vendor.glexpirationdate),
    wcexpirationdate: toPickerDate(vendor.wcexpirationdate),
    wcexempt: vendor.wcexempt,
    w9date: toPickerDate(vendor.w9date),
    profiledate: toPickerDate(vendor.profiledate),
    minnte: vendor.minnte ? formatMoneyInput(vendor.minnte) : '',
    tierid: vendor.tierid,
    termid: vendor.termid,
    vendorstatustypeid: vendor.vendorstatustypeid,
    isactive: vendor.isactive,
    paperworkcomplete: vendor.paperworkcomplete,
    backgroundchecksrun: vendor.backgroundchecksrun,
    allowlogin: vendor.allowlogin,
    autoattachenabled: vendor.autoattachenabled,
    ispreferredvendor: vendor.ispreferredvendor,
    billingvendorid: text(vendor.billingvendorid),
    servicestates: vendor.servicestates.states.map((state) => state.statecode),
  };
}

const textOrNull = (value: string): string | null => value.trim() || null;
const dateOrNull = (value: Date | null): string | null => (value ? toIsoDate(value) : null);
/** A phone is stored as the mask shows it, "+1 (201) 555-1234" (decision 145). */
const phoneOrNull = (digits: string): string | null => (digits ? formatUsPhone(digits) : null);

/** The body of POST /vendor/save and the shared part of PUT /vendor/update. */
export function toNewVendorInput(values: NewVendorFormValues): SaveVendorInput {
  return {
    name: values.name.trim(),
    firstname: textOrNull(values.firstname),
    lastname: textOrNull(values.lastname),
    address: values.address.trim(),
    address2: textOrNull(values.address2),
    city: values.city.trim(),
    statecode: values.statecode ?? '',
    postalcode: values.postalcode.trim(),
    county: textOrNull(values.county),
    country: textOrNull(values.country),
    primaryphone: phoneOrNull(values.primaryphone) ?? '',
    secondaryphone: phoneOrNull(values.secondaryphone),
    primaryemail: values.primaryemail.trim(),
    secondaryemail: textOrNull(values.secondaryemail),
    dispatchemail: textOrNull(values.dispatchemail),
    tierid: values.tierid ?? 0,
    termid: values.termid ?? 0,
  };
}

/** The body of PUT /vendor/update: every field of the form (docs/decisions/142: a field sent empty is cleared). */
export function toUpdateVendorInput(id: number, values: VendorFormValues): UpdateVendorInput {
  return {
    id,
    ...toNewVendorInput(values),
    primaryext: textOrNull(values.primaryext),
    secondaryext: textOrNull(values.secondaryext),
    glexpirationdate: dateOrNull(values.glexpirationdate),
    wcexpirationdate: dateOrNull(values.wcexpirationdate),
    wcexempt: values.wcexempt,
    w9date: dateOrNull(values.w9date),
    profiledate: dateOrNull(values.profiledate),
    minnte: normalizeMoney(values.minnte) || null,
    vendorstatustypeid: values.vendorstatustypeid,
    isactive: values.isactive,
    paperworkcomplete: values.paperworkcomplete,
    backgroundchecksrun: values.backgroundchecksrun,
    allowlogin: values.allowlogin,
    autoattachenabled: values.autoattachenabled,
    ispreferredvendor: values.ispreferredvendor,
    billingvendorid: textOrNull(values.billingvendorid),
    servicestates: { states: values.servicestates.map((statecode) => ({ statecode })) },
  };
}
