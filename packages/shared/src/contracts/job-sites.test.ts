import { describe, expect, it } from 'vitest';
import { addJobSiteBodySchema, JOB_SITE_MESSAGES, jobSiteListFormSchema } from './job-sites';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('job-site contracts (decision 148)', () => {
  it("the popup's rules: six required fields, phone and e-mail checked when given", () => {
    expect(messages(addJobSiteBodySchema.safeParse({ customerid: 1 }))).toEqual({
      jobsite: 'Job Site is required.',
      jobsitedescription: 'Job Site Description is required.',
      streetaddress: 'Street Address is required.',
      city: 'City is required.',
      statecode: 'State is required.',
      postalcode: 'Postal Code is required.',
    });
    const site = {
      customerid: 1,
      jobsite: '1',
      jobsitedescription: 'd',
      streetaddress: 's',
      city: 'c',
      statecode: 'tx',
      postalcode: '75201',
    };
    expect(addJobSiteBodySchema.parse({ ...site, phone: '+1 (214) 555-0100' })).toMatchObject({
      statecode: 'TX',
      phone: '2145550100',
    });
    expect(
      messages(addJobSiteBodySchema.safeParse({ ...site, phone: '(114) 555-0100', email: 'x@' })),
    ).toEqual({
      phone: JOB_SITE_MESSAGES.phone,
      email: 'Email is invalid.',
    });
  });

  it("the list form's rules add phone, contact person and e-mail", () => {
    expect(messages(jobSiteListFormSchema.safeParse({ id: 1 }))).toEqual({
      phone: 'Phone is required.',
      contactperson: 'Contact Person is required.',
      email: 'Email is required.',
    });
    expect(
      messages(
        jobSiteListFormSchema.safeParse({ id: 1, phone: '214555', contactperson: 'P', email: 'nope' }),
      ),
    ).toEqual({
      phone: JOB_SITE_MESSAGES.phone,
      email: 'Email is invalid.',
    });
  });
});
