import { isJobSitePhone, JOB_SITE_MESSAGES } from '@dispatchwise/shared';
import { z } from 'zod';
import type { AddJobSiteInput, JobSite, JobSiteRow, UpdateJobSiteInput } from './api/job-sites-api';

// The job-site popup's form (spec A section 5, spec C 2.3 and section 5; decision 150). The API checks the
// same rules again (contracts/job-sites.ts); the form holds strings, the phone as the digits typed.

export type JobSiteFormValues = {
  jobsite: string;
  jobsitedescription: string;
  streetaddress: string;
  streetaddress2: string;
  city: string;
  statecode: string | null;
  postalcode: string;
  phone: string;
  contactperson: string;
  email: string;
  specialprocedure: string;
  procedures: { procedure: string }[];
};

/**
 * Which rules apply: `popup` is the customer editor's Job Sites tab (six required fields), `list` the
 * job-site list's edit form, which also requires phone, contact person and a valid e-mail.
 */
export type JobSiteRules = 'popup' | 'list';

export const JOB_SITE_TEXT_FIELDS = [
  'jobsite',
  'jobsitedescription',
  'streetaddress',
  'streetaddress2',
  'city',
  'postalcode',
  'contactperson',
  'email',
  'specialprocedure',
] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The fields each rule set requires, in the order the form shows them. */
export const requiredJobSiteFields = (rules: JobSiteRules): readonly (keyof JobSiteFormValues)[] => [
  'jobsite',
  'jobsitedescription',
  'streetaddress',
  'city',
  'statecode',
  'postalcode',
  ...(rules === 'list' ? (['phone', 'contactperson', 'email'] as const) : []),
];

/** The form schema; `label` gives a field's caption for "{caption} is required." / "{caption} is invalid.". */
export function jobSiteFormSchema(rules: JobSiteRules, label: (field: string) => string) {
  const required = new Set(requiredJobSiteFields(rules));
  const text = (field: keyof JobSiteFormValues) =>
    required.has(field)
      ? z.string().refine((value) => value.trim() !== '', `${label(field)} is required.`)
      : z.string();
  return z.object({
    jobsite: text('jobsite'),
    jobsitedescription: text('jobsitedescription'),
    streetaddress: text('streetaddress'),
    streetaddress2: text('streetaddress2'),
    city: text('city'),
    statecode: z
      .string()
      .nullable()
      .refine((value) => Boolean(value), `${label('statecode')} is required.`),
    postalcode: text('postalcode'),
    phone: text('phone').refine((value) => !value || isJobSitePhone(value), JOB_SITE_MESSAGES.phone),
    contactperson: text('contactperson'),
    email: text('email').refine(
      (value) => !value.trim() || EMAIL.test(value.trim()),
      `${label('email')} is invalid.`,
    ),
    specialprocedure: text('specialprocedure'),
    procedures: z.array(
      z.object({
        procedure: z.string().refine((value) => value.trim() !== '', `${label('procedure')} is required.`),
      }),
    ),
  }) satisfies z.ZodType<JobSiteFormValues, JobSiteFormValues>;
}

export const EMPTY_JOB_SITE: JobSiteFormValues = {
  jobsite: '',
  jobsitedescription: '',
  streetaddress: '',
  streetaddress2: '',
  city: '',
  statecode: null,
  postalcode: '',
  phone: '',
  contactperson: '',
  email: '',
  specialprocedure: '',
  procedures: [],
};

/** A stored site (or its list row, without procedures) as the form's values. */
export const jobSiteFormValuesOf = (site: JobSite | JobSiteRow): JobSiteFormValues => ({
  jobsite: site.jobsite,
  jobsitedescription: site.jobsitedescription ?? '',
  streetaddress: site.streetaddress ?? '',
  streetaddress2: site.streetaddress2 ?? '',
  city: site.city ?? '',
  statecode: site.statecode,
  postalcode: site.postalcode ?? '',
  phone: site.phone ?? '',
  contactperson: site.contactperson ?? '',
  email: site.email ?? '',
  specialprocedure: site.specialprocedure ?? '',
  procedures: 'procedures' in site ? site.procedures.map(({ procedure }) => ({ procedure })) : [],
});

/** The form's values as the fields of an add or update body: blanks are null, every field is named. */
export function jobSiteFieldsOf(values: JobSiteFormValues) {
  const fields = Object.fromEntries(
    JOB_SITE_TEXT_FIELDS.map((field) => [field, values[field].trim() || null]),
  ) as Record<(typeof JOB_SITE_TEXT_FIELDS)[number], string | null>;
  return {
    ...fields,
    jobsite: values.jobsite.trim(),
    jobsitedescription: values.jobsitedescription.trim(),
    streetaddress: values.streetaddress.trim(),
    city: values.city.trim(),
    postalcode: values.postalcode.trim(),
    statecode: values.statecode ?? '',
    phone: values.phone || null,
    procedures: values.procedures.map(({ procedure }) => ({ procedure: procedure.trim() })),
  } satisfies Omit<AddJobSiteInput, 'customerid'> & Omit<UpdateJobSiteInput, 'id'>;
}
