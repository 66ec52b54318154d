import { z } from 'zod';
import type { UserCaptions } from './user-captions';
import type { AdminUser, UserInput } from '../types';

export const MIN_PASSWORD_LENGTH = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type UserFormValues = {
  given_name: string;
  family_name: string;
  email: string;
  roles: string[];
  isactive: boolean;
  blocked: boolean;
  isdispatcher: boolean;
  issalesrep: boolean;
  vendorid: number | null;
  customerid: number | null;
  reports: number[];
  password: string;
};

/** Vendor and Tech users are linked to a vendor, Customer users to a customer (spec A section 3). */
export const needsVendorLink = (roles: readonly string[]) =>
  roles.includes('Vendor') || roles.includes('Tech');
export const needsCustomerLink = (roles: readonly string[]) => roles.includes('Customer');

export function buildUserSchema(captions: UserCaptions): z.ZodType<UserFormValues, UserFormValues> {
  const required = (field: keyof UserCaptions) => `${captions[field]} is required.`;
  return z
    .object({
      given_name: z.string().trim().min(1, required('given_name')).max(100),
      family_name: z.string().trim().min(1, required('family_name')).max(100),
      email: z
        .string()
        .trim()
        .min(1, required('email'))
        .max(320)
        .refine((value) => value === '' || EMAIL.test(value), `${captions.email} is invalid.`),
      roles: z.array(z.string()).min(1, required('roles')),
      isactive: z.boolean(),
      blocked: z.boolean(),
      isdispatcher: z.boolean(),
      issalesrep: z.boolean(),
      vendorid: z.number().nullable(),
      customerid: z.number().nullable(),
      reports: z.array(z.number()),
      password: z
        .string()
        .max(200)
        .refine(
          (value) => value === '' || value.length >= MIN_PASSWORD_LENGTH,
          `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
        ),
    })
    .superRefine((values, context) => {
      if (needsVendorLink(values.roles) && needsCustomerLink(values.roles)) {
        context.addIssue({
          code: 'custom',
          path: ['roles'],
          message: 'A user cannot have both a vendor and a customer role.',
        });
      }
      if (needsVendorLink(values.roles) && values.vendorid === null) {
        context.addIssue({ code: 'custom', path: ['vendorid'], message: required('vendorid') });
      }
      if (needsCustomerLink(values.roles) && values.customerid === null) {
        context.addIssue({ code: 'custom', path: ['customerid'], message: required('customerid') });
      }
    }) as z.ZodType<UserFormValues, UserFormValues>;
}

export const EMPTY_USER: UserFormValues = {
  given_name: '',
  family_name: '',
  email: '',
  roles: [],
  isactive: true,
  blocked: false,
  isdispatcher: false,
  issalesrep: false,
  vendorid: null,
  customerid: null,
  reports: [],
  password: '',
};

export function toFormValues(user: AdminUser): UserFormValues {
  return {
    given_name: user.given_name ?? '',
    family_name: user.family_name ?? '',
    email: user.email ?? '',
    roles: [...(user.app_metadata?.roles ?? [])],
    isactive: user.isactive,
    blocked: user.blocked,
    isdispatcher: user.isdispatcher,
    issalesrep: user.issalesrep,
    vendorid: user.vendorid,
    customerid: user.customerid,
    reports: [...(user.reports ?? [])],
    password: '',
  };
}

/** The createuser/updateuser payload; the links follow the roles, the password only for a new user. */
export function toUserInput(values: UserFormValues, existing: AdminUser | null): UserInput {
  const isvendor = needsVendorLink(values.roles);
  const iscustomer = needsCustomerLink(values.roles);
  const password = values.password.trim();
  return {
    email: values.email.trim(),
    email_verified: existing?.email_verified ?? false,
    given_name: values.given_name.trim(),
    family_name: values.family_name.trim(),
    isactive: values.isactive,
    blocked: values.blocked,
    isdispatcher: values.isdispatcher,
    issalesrep: values.issalesrep,
    isvendor,
    iscustomer,
    vendorid: isvendor ? values.vendorid : null,
    customerid: iscustomer ? values.customerid : null,
    app_metadata: { roles: values.roles },
    reports: values.reports,
    ...(existing === null && password ? { password } : {}),
  };
}
