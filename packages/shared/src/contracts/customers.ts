import { z } from 'zod';
import { requiredId } from './fields';

// Wire shapes of the customer calls the work-order editor makes (docs/decisions/111).

/** `customerid` is optional: without it the lists come without job sites. */
export const customerListsQuerySchema = z.object({
  customerid: requiredId('Customer', { required: 'Customer is invalid.' }).optional(),
});
export type CustomerListsQuery = z.infer<typeof customerListsQuerySchema>;

export const tradeRatesQuerySchema = z.object({
  customerid: requiredId('Customer'),
  /** Empty or absent: every state. */
  statecode: z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || /^[A-Z]{2}$/.test(value), 'State code is invalid.'),
});
export type TradeRatesQuery = z.infer<typeof tradeRatesQuerySchema>;

const lookupOptionSchema = z.object({ id: z.number(), name: z.string(), isdefaultonnew: z.boolean() });
const staffOptionSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
});

export const customerListsSchema = z.object({
  divisions: z.array(lookupOptionSchema),
  statuses: z.array(lookupOptionSchema),
  priorities: z.array(lookupOptionSchema),
  requesttypes: z.array(lookupOptionSchema),
  tradetypes: z.array(z.object({ id: z.number(), tradeid: z.number(), tradename: z.string() })),
  salesreps: z.array(staffOptionSchema),
  jobsites: z.array(
    z.object({
      id: z.number(),
      jobsite: z.string(),
      jobsitedescription: z.string().nullable(),
      city: z.string().nullable(),
      statecode: z.string().nullable(),
      postalcode: z.string().nullable(),
      streetaddress: z.string().nullable(),
    }),
  ),
  dispatchers: z.array(staffOptionSchema),
});

export const customerTradeRateSchema = z.object({
  name: z.string().nullable(),
  tradeid: z.number(),
  tradename: z.string(),
  statecode: z.string().nullable(),
  regularrate: z.string().nullable(),
  overtimerate: z.string().nullable(),
  holidayrate: z.string().nullable(),
  tripcharge: z.string().nullable(),
  markuppercent: z.string().nullable(),
  /** The places the rate covers, comma separated (null when it covers its states whole). */
  city: z.string().nullable(),
  county: z.string().nullable(),
  zipcode: z.string().nullable(),
});
