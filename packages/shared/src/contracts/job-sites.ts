import { z } from 'zod';
import { isCompleteUsPhone, phoneDigits } from '../format/phone';
import { requiredId } from './fields';
import { recordFieldsOf } from './vendor-fields';

// Wire shapes of a customer's job sites (issue 13; spec A "Job-site list and imports", "Job site",
// section 5; spec C 2.3 Job Sites tab, 3 "Customer job site"; docs/decisions/148). Two forms edit a
// site: the customer editor's popup (six required fields) and the job-site list's edit form (those
// six plus phone, contact person and e-mail). The API takes the popup's rules; the list's form adds
// its three with `jobSiteListFormSchema`.

const {
  required,
  invalid,
  requiredTextOf,
  optionalTextOf,
  requiredEmailOf,
  optionalEmailOf,
  stateCodeOf,
  zipOf,
} = recordFieldsOf('customerjobsite');

export const JOB_SITE_MESSAGES = {
  /** The phone mask +1 (X00) 000-0000 (spec A 5, spec C 2.3), word for word. */
  phone: 'The phone must have a correct USA phone format',
  notFound: 'Job site not found.',
  customerNotFound: 'Customer not found.',
  /** A job-site number is unique within its customer. */
  duplicate: 'The customer already has a job site with this number.',
  /** DELETE of a site that work orders name (decision 148): refused, never cascaded. */
  inUse: (count: number) =>
    `This job site is used by ${count} work order${count === 1 ? '' : 's'} and cannot be removed.`,
  /** Toasts (spec C 8). */
  added: 'Jobsite Added!',
  updated: 'Updated!',
  removed: 'Jobsite Removed!',
} as const;

/** At most this many procedures on one site. */
export const MAX_JOB_SITE_PROCEDURES = 100;

// ---- answers ----

export const jobSiteProcedureSchema = z.object({ id: z.number().optional(), procedure: z.string() });

/** A job site as the list, the Job Sites tab and the edit forms read it (spec C 3 "Customer job site"). */
export const jobSiteSchema = z.object({
  id: z.number(),
  customerid: z.number(),
  customername: z.string(),
  jobsite: z.string(),
  jobsitedescription: z.string().nullable(),
  streetaddress: z.string().nullable(),
  streetaddress2: z.string().nullable(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  postalcode: z.string().nullable(),
  /** Ten digits (format with formatUsPhone), or null. */
  phone: z.string().nullable(),
  contactperson: z.string().nullable(),
  email: z.string().nullable(),
  specialprocedure: z.string().nullable(),
  procedures: z.array(jobSiteProcedureSchema),
  createdDate: z.date(),
  updatedDate: z.date(),
});
export type JobSite = z.infer<typeof jobSiteSchema>;

export const removedJobSiteSchema = z.object({ id: z.number(), message: z.string() });

// ---- field inputs ----

/** A phone in the mask +1 (X00) 000-0000 (area code 2..9 first), kept as its ten digits. */
export const isJobSitePhone = (value: string) => isCompleteUsPhone(value, { isAreaCodeRestricted: true });
const phone = optionalTextOf('phone', 30)
  .refine((value) => !value || isJobSitePhone(value), JOB_SITE_MESSAGES.phone)
  .transform((value) => (value ? phoneDigits(value) : value));

export const jobSiteFields = {
  jobsite: requiredTextOf('jobsite', 100),
  jobsitedescription: requiredTextOf('jobsitedescription', 500),
  streetaddress: requiredTextOf('streetaddress'),
  streetaddress2: optionalTextOf('streetaddress2'),
  city: requiredTextOf('city', 100),
  statecode: stateCodeOf('statecode'),
  postalcode: zipOf('postalcode'),
  phone,
  contactperson: optionalTextOf('contactperson', 200),
  email: optionalEmailOf('email'),
  specialprocedure: optionalTextOf('specialprocedure', 4000),
  procedures: z
    .array(z.object({ procedure: requiredTextOf('procedure', 4000) }), { error: invalid('procedures') })
    .max(MAX_JOB_SITE_PROCEDURES, `At most ${MAX_JOB_SITE_PROCEDURES} procedures.`)
    .nullish(),
};

// ---- requests ----

/** GET /jobsites/getjobsites?customerid: absent is every customer's sites ("Show All"). */
export const jobSitesQuerySchema = z.object({ customerid: requiredId('Customer').optional() });
/** GET /jobsites/getjobsite?jobsiteid */
export const jobSiteQuerySchema = z.object({ jobsiteid: requiredId('Job Site') });
/** DELETE /customer/removejobsite/{id} */
export const jobSiteIdParamsSchema = z.object({ id: requiredId('Job Site') });

/** POST /customer/addjobsite: the customer editor's popup (spec C 2.3). */
export const addJobSiteBodySchema = z.object({ customerid: requiredId('Customer'), ...jobSiteFields });
export type AddJobSiteInput = z.infer<typeof addJobSiteBodySchema>;

/**
 * PUT /customer/updatejobsite: the id and any subset of the fields; a field not sent is never cleared,
 * a required one sent blank is "{label} is required.". The customer of a site does not change.
 */
export const updateJobSiteBodySchema = z.object({
  id: requiredId('Job Site'),
  jobsite: jobSiteFields.jobsite.optional(),
  jobsitedescription: jobSiteFields.jobsitedescription.optional(),
  streetaddress: jobSiteFields.streetaddress.optional(),
  streetaddress2: jobSiteFields.streetaddress2,
  city: jobSiteFields.city.optional(),
  statecode: jobSiteFields.statecode.optional(),
  postalcode: jobSiteFields.postalcode.optional(),
  phone: jobSiteFields.phone,
  contactperson: jobSiteFields.contactperson,
  email: jobSiteFields.email,
  specialprocedure: jobSiteFields.specialprocedure,
  procedures: jobSiteFields.procedures,
});
export type UpdateJobSiteInput = z.infer<typeof updateJobSiteBodySchema>;

/**
 * The job-site list's edit form (spec A 5): the popup's rules plus phone, contact person and a valid
 * e-mail, each "{label} is required." when blank. For the web's form; the API keeps the popup's rules so
 * either form can save.
 */
export const jobSiteListFormSchema = updateJobSiteBodySchema.extend({
  phone: requiredTextOf('phone', 30)
    .refine((value) => isJobSitePhone(value), JOB_SITE_MESSAGES.phone)
    .transform((value) => phoneDigits(value)),
  contactperson: requiredTextOf('contactperson', 200),
  email: requiredEmailOf('email'),
});

/** "{label} is required." / "{label} is invalid." of a job-site field, for the web's forms. */
export const jobSiteFieldMessage = { required, invalid } as const;
