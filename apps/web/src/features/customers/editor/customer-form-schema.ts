import {
  customerFieldMessage as message,
  formatUsPhone,
  isCompleteUsPhone,
  JOB_SITE_MESSAGES,
  phoneDigits,
} from '@dispatchwise/shared';
import { z } from 'zod';
import { formatMoneyInput, normalizeMoney } from '../../../lib/format';
import type { CustomerRecord, SaveCustomerInput, UpdateCustomerInput } from './api/types';

/**
 * The customer's form (spec C 2.3 Details and Notifications, 3 "Customer", section 5). Keys are the wire
 * names, so a 400's `errors` land on the fields (applyServerErrors). Phones hold the digits typed (the field
 * masks them), NTE the text typed.
 */
export type CustomerFormValues = {
  customername: string;
  customerprefix: string;
  dispatcherauthid: string | null;
  salesrepauthid: string | null;
  isactive: boolean;
  contactfirstname: string;
  contactlastname: string;
  contactphone: string;
  contactcellphone: string;
  contactfax: string;
  contactemail: string;
  ccemails: string;
  streetaddress: string;
  streetaddress2: string;
  city: string;
  statecode: string | null;
  postalcode: string;
  billingfirstname: string;
  billinglastname: string;
  billingphone: string;
  billingcellphone: string;
  billingfax: string;
  billingemail: string;
  termid: number | null;
  nte: string;
  managementproviderid: number | null;
  notifications: { proposaladded: boolean; invoiceadded: boolean; statuschange: boolean };
};

export type CustomerPhoneField =
  'contactphone' | 'contactcellphone' | 'contactfax' | 'billingphone' | 'billingcellphone' | 'billingfax';
export const CUSTOMER_PHONE_FIELDS: readonly CustomerPhoneField[] = [
  'contactphone',
  'contactcellphone',
  'contactfax',
  'billingphone',
  'billingcellphone',
  'billingfax',
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ZIP = /^\d{5}(-\d{4})?$/;

const requiredText = (field: string) =>
  z.string().refine((value) => value.trim().length > 0, { message: message.required(field) });
const email = (field: string) =>
  z
    .string()
    .refine((value) => !value.trim() || EMAIL.test(value.trim()), { message: message.invalid(field) });
/** Empty or all ten digits (stored numbers may start with any digit, as on the vendor editor). */
const phone = z.string().refine((value) => !value || isCompleteUsPhone(value), {
  message: JOB_SITE_MESSAGES.phone,
});

export const customerFormSchema = z.object({
  customername: requiredText('customername'),
  customerprefix: z.string(),
  dispatcherauthid: z.string().nullable(),
  salesrepauthid: z.string().nullable(),
  isactive: z.boolean(),
  contactfirstname: z.string(),
  contactlastname: z.string(),
  contactphone: phone,
  contactcellphone: phone,
  contactfax: phone,
  contactemail: email('contactemail'),
  ccemails: z.string().refine(
    (value) =>
      value
        .split(/[,;]/)
        .map((part) => part.trim())
        .filter(Boolean)
        .every((part) => EMAIL.test(part)),
    { message: message.invalid('ccemails') },
  ),
  streetaddress: requiredText('streetaddress'),
  streetaddress2: z.string(),
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
  billingfirstname: z.string(),
  billinglastname: z.string(),
  billingphone: phone,
  billingcellphone: phone,
  billingfax: phone,
  billingemail: email('billingemail'),
  termid: z.number().nullable(),
  nte: z.string().refine((value) => normalizeMoney(value) !== null, { message: message.invalid('nte') }),
  managementproviderid: z.number().nullable(),
  notifications: z.object({
    proposaladded: z.boolean(),
    invoiceadded: z.boolean(),
    statuschange: z.boolean(),
  }),
}) satisfies z.ZodType<CustomerFormValues, CustomerFormValues>;

export const EMPTY_CUSTOMER: CustomerFormValues = {
  customername: '',
  customerprefix: '',
  dispatcherauthid: null,
  salesrepauthid: null,
  isactive: true,
  contactfirstname: '',
  contactlastname: '',
  contactphone: '',
  contactcellphone: '',
  contactfax: '',
  contactemail: '',
  ccemails: '',
  streetaddress: '',
  streetaddress2: '',
  city: '',
  statecode: null,
  postalcode: '',
  billingfirstname: '',
  billinglastname: '',
  billingphone: '',
  billingcellphone: '',
  billingfax: '',
  billingemail: '',
  termid: null,
  nte: '',
  managementproviderid: null,
  notifications: { proposaladded: false, invoiceadded: false, statuschange: false },
};

/** The values of a stored customer. */
export function toFormValues(customer: CustomerRecord): CustomerFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    customername: customer.customername,
    customerprefix: text(customer.customerprefix),
    dispatcherauthid: customer.dispatcherauthid,
    salesrepauthid: customer.salesrepauthid,
    isactive: customer.isactive,
    contactfirstname: text(customer.contactfirstname),
    contactlastname: text(customer.contactlastname),
    contactphone: phoneDigits(customer.contactphone),
    contactcellphone: phoneDigits(customer.contactcellphone),
    contactfax: phoneDigits(customer.contactfax),
    contactemail: text(customer.contactemail),
    ccemails: text(customer.ccemails),
    streetaddress: text(customer.streetaddress),
    streetaddress2: text(customer.streetaddress2),
    city: text(customer.city),
    statecode: customer.statecode,
    postalcode: text(customer.postalcode),
    billingfirstname: text(customer.billingfirstname),
    billinglastname: text(customer.billinglastname),
    billingphone: phoneDigits(customer.billingphone),
    billingcellphone: phoneDigits(customer.billingcellphone),
    billingfax: phoneDigits(customer.billingfax),
    billingemail: text(customer.billingemail),
    termid: customer.termid,
    nte: customer.nte ? formatMoneyInput(customer.nte) : '',
    managementproviderid: customer.managementproviderid,
    notifications: {
      proposaladded: customer.notifications.proposaladded,
      invoiceadded: customer.notifications.invoiceadded,
      statuschange: customer.notifications.statuschange,
    },
  };
}

/** Every field of the form but the prefix; blank optional text clears, phones go as the mask shows them. */
function toFields(values: CustomerFormValues) {
  const orNull = (value: string) => value.trim() || null;
  const phones = Object.fromEntries(
    CUSTOMER_PHONE_FIELDS.map((name) => [name, values[name] ? formatUsPhone(values[name]) : null]),
  ) as Record<CustomerPhoneField, string | null>;
  return {
    customername: values.customername.trim(),
    streetaddress: values.streetaddress.trim(),
    city: values.city.trim(),
    statecode: values.statecode ?? '',
    postalcode: values.postalcode.trim(),
    dispatcherauthid: values.dispatcherauthid,
    salesrepauthid: values.salesrepauthid,
    isactive: values.isactive,
    contactfirstname: orNull(values.contactfirstname),
    contactlastname: orNull(values.contactlastname),
    contactemail: orNull(values.contactemail),
    ccemails: orNull(values.ccemails),
    streetaddress2: orNull(values.streetaddress2),
    billingfirstname: orNull(values.billingfirstname),
    billinglastname: orNull(values.billinglastname),
    billingemail: orNull(values.billingemail),
    termid: values.termid,
    nte: normalizeMoney(values.nte) || null,
    managementproviderid: values.managementproviderid,
    notifications: values.notifications,
    ...phones,
  };
}

/** POST /customer/save: the prefix goes only here (spec C 5: editable only when new). */
export const toSaveCustomerInput = (values: CustomerFormValues): SaveCustomerInput => ({
  ...toFields(values),
  customerprefix: values.customerprefix.trim() || null,
});

/** PUT /customer/update: every field the form shows but the prefix. */
export const toUpdateCustomerInput = (id: number, values: CustomerFormValues): UpdateCustomerInput => ({
  id,
  ...toFields(values),
});
