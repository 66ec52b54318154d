import {
  isJobSitePhone,
  JOB_SITE_MESSAGES,
  jobSiteFieldMessage as message,
  phoneDigits,
} from '@dispatchwise/shared';
import { z } from 'zod';
import type { AddJobSiteInput, JobSite, UpdateJobSiteInput } from './api/job-sites-api';

/**
 * The job-site popup's form (spec C 2.3 Job Sites tab, section 5): six required fields, the phone in the
 * mask +1 (X00) 000-0000 (its digits in the form), a valid e-mail when given, and the procedures.
 */
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ZIP = /^\d{5}(-\d{4})?$/;

const requiredText = (field: string) =>
  z.string().refine((value) => value.trim().length > 0, { message: message.required(field) });

export const jobSiteFormSchema = z.object({
  jobsite: requiredText('jobsite'),
  jobsitedescription: requiredText('jobsitedescription'),
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
  phone: z.string().refine((value) => !value || isJobSitePhone(value), { message: JOB_SITE_MESSAGES.phone }),
  contactperson: z.string(),
  email: z.string().refine((value) => !value.trim() || EMAIL.test(value.trim()), {
    message: message.invalid('email'),
  }),
  specialprocedure: z.string(),
  procedures: z.array(z.object({ procedure: z.string() })),
}) satisfies z.ZodType<JobSiteFormValues, JobSiteFormValues>;

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

export function toJobSiteFormValues(site: JobSite): JobSiteFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    jobsite: site.jobsite,
    jobsitedescription: text(site.jobsitedescription),
    streetaddress: text(site.streetaddress),
    streetaddress2: text(site.streetaddress2),
    city: text(site.city),
    statecode: site.statecode,
    postalcode: text(site.postalcode),
    phone: phoneDigits(site.phone),
    contactperson: text(site.contactperson),
    email: text(site.email),
    specialprocedure: text(site.specialprocedure),
    procedures: site.procedures.map((item) => ({ procedure: item.procedure })),
  };
}

/** The body of either call: every field of the popup (blank optional fields clear), empty procedures left out. */
function toBody(values: JobSiteFormValues) {
  const orNull = (value: string) => value.trim() || null;
  return {
    jobsite: values.jobsite.trim(),
    jobsitedescription: values.jobsitedescription.trim(),
    streetaddress: values.streetaddress.trim(),
    streetaddress2: orNull(values.streetaddress2),
    city: values.city.trim(),
    statecode: values.statecode ?? '',
    postalcode: values.postalcode.trim(),
    phone: values.phone || null,
    contactperson: orNull(values.contactperson),
    email: orNull(values.email),
    specialprocedure: orNull(values.specialprocedure),
    procedures: values.procedures
      .map((item) => ({ procedure: item.procedure.trim() }))
      .filter((item) => item.procedure),
  };
}

export const toAddJobSiteInput = (customerid: number, values: JobSiteFormValues): AddJobSiteInput => ({
  customerid,
  ...toBody(values),
});

export const toUpdateJobSiteInput = (id: number, values: JobSiteFormValues): UpdateJobSiteInput => ({
  id,
  ...toBody(values),
});
