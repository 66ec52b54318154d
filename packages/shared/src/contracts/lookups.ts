import { z } from 'zod';
import { GEOGRAPHY_MAX_PAGE_SIZE, PAGE_SIZES } from '../constants/ui';

// Wire shapes of the lookup calls (spec A section 7 "Lookups", spec C section 7).

/** `AZ,CA` or repeated `statecodes=AZ&statecodes=CA` -> ['AZ', 'CA']. */
const csvList = (max: number, itemMax = 100) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      (Array.isArray(value) ? value : value ? [value] : [])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine(
      (items) => items.length <= max && items.every((item) => item.length <= itemMax),
      'Too many values.',
    );

const statecodes = csvList(60)
  .transform((codes) => codes.map((code) => code.toUpperCase()))
  .refine((codes) => codes.every((code) => /^[A-Z]{2}$/.test(code)), 'State code is invalid.');

const page = {
  search: z.string().trim().max(100).optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(GEOGRAPHY_MAX_PAGE_SIZE).default(PAGE_SIZES.geography),
};

export const geographyQuerySchema = z.object({ statecodes, ...page });
export const zipcodeQuerySchema = z.object({
  statecodes,
  counties: csvList(200),
  ...page,
});
export type GeographyQuery = z.infer<typeof geographyQuerySchema>;
export type ZipcodeQuery = z.infer<typeof zipcodeQuerySchema>;

export const vendorLookupQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(200).default(PAGE_SIZES.vendorSelect),
});
export type VendorLookupQuery = z.infer<typeof vendorLookupQuerySchema>;

export const dispatcherSchema = z.object({
  id: z.number(),
  user_id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  fullname: z.string(),
  email: z.string(),
});
export const statusSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  sortorder: z.number(),
  isactive: z.boolean(),
  isdefaultonnew: z.boolean(),
});
export const stateSchema = z.object({ id: z.number(), statecode: z.string(), statename: z.string() });
export const countySchema = z.object({ id: z.number(), county: z.string(), statecode: z.string() });
export const citySchema = z.object({ id: z.number(), city: z.string(), statecode: z.string() });
export const zipcodeSchema = z.object({
  id: z.number(),
  zipcode: z.string(),
  city: z.string(),
  county: z.string().nullable(),
  statecode: z.string(),
});
export const customerLookupSchema = z.object({
  id: z.number(),
  customername: z.string(),
  isactive: z.boolean(),
});
export const tradeSchema = z.object({ tradeid: z.number(), tradename: z.string(), type: z.string() });
export const vendorStatusTypeSchema = z.object({
  id: z.number(),
  type: z.string(),
  color: z.string(),
  isdispatchable: z.boolean(),
});
export const tierSchema = z.object({ id: z.number(), name: z.string(), isdispatchable: z.boolean() });
export const vendorLookupSchema = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  postalcode: z.string().nullable(),
});
export const captionSchema = z.object({
  tablename: z.string(),
  datafieldname: z.string(),
  displaynamefield: z.string(),
});
