import { z } from 'zod';
import { RADIUS_OPTIONS } from '../constants/vendors';
import { idList } from './fields';
import { STATE, ZIP } from './vendor-fields';
import { VENDOR_MESSAGES } from '../constants/vendors';

// Wire shapes of the Vendors list row and the vendor search (issue 12; spec A "Vendors list", "Vendor
// search"; docs/decisions/142). The list's fields are resources/vendors.ts.

// ---------------------------------------------------------------------------------------------------
// Vendor search (spec A "Vendor search")

export const searchVendorsByRadiusBodySchema = z.object({
  /** Empty: every trade. */
  trades: idList('Trades', { invalid: 'Trade is invalid.' }).transform((ids) => ids ?? []),
  radius: z
    .union([z.number(), z.string()], { error: VENDOR_MESSAGES.radius })
    .transform(Number)
    .refine((value) => (RADIUS_OPTIONS as readonly number[]).includes(value), VENDOR_MESSAGES.radius),
  zip: z
    .string({ error: 'Zip is required.' })
    .trim()
    .min(1, 'Zip is required.')
    .refine((value) => ZIP.test(value), 'Zip is invalid.')
    .transform((value) => value.slice(0, 5)),
});
export type SearchVendorsByRadiusInput = z.infer<typeof searchVendorsByRadiusBodySchema>;

const stateCodeList = z
  .array(z.string({ error: 'State is invalid.' }).trim().toUpperCase().regex(STATE, 'State is invalid.'), {
    error: 'State is invalid.',
  })
  .max(60, 'At most 60 States.')
  .nullish()
  .transform((codes) => codes ?? []);
const placeIds = (caption: string) => idList(caption).transform((ids) => ids ?? []);

/**
 * POST /vendor/searchbygeography: vendors covering any of the places for one of the trades (all
 * trades when empty); at least one place.
 */
export const searchVendorsByGeographyBodySchema = z
  .object({
    trades: placeIds('Trades'),
    statecodes: stateCodeList,
    countyids: placeIds('Counties'),
    cityids: placeIds('Cities'),
    zipcodeids: placeIds('Zip Codes'),
  })
  .refine(
    (input) =>
      input.statecodes.length + input.countyids.length + input.cityids.length + input.zipcodeids.length > 0,
    { message: VENDOR_MESSAGES.noPlaces, path: ['statecodes'] },
  );
export type SearchVendorsByGeographyInput = z.infer<typeof searchVendorsByGeographyBodySchema>;

/** Spec A "Vendor search result", plus the status id that colours the row. */
export const vendorSearchResultSchema = z.object({
  id: z.number(),
  name: z.string(),
  ispreferredvendor: z.boolean(),
  primaryphone: z.string().nullable(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  postalcode: z.string().nullable(),
  county: z.string().nullable(),
  dispatchemail: z.string().nullable(),
  vendorstatus: z.string(),
  vendorstatustypeid: z.number(),
  wocount: z.number(),
  /** The names of the vendor's live trades, comma separated. */
  trades: z.string(),
  tierid: z.number().nullable(),
  /** Miles from the zip's centre, 1 decimal; null in a geography search. */
  distancefromjob: z.number().nullable(),
});
export type VendorSearchResult = z.infer<typeof vendorSearchResultSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /vendor/getvendors (spec A "Vendor (list)")

/** One row of the Vendors list; the list's fields are resources/vendors.ts vendorListResource. */
export const vendorListRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  vendorstatustypeid: z.number(),
  isactive: z.boolean(),
  /** The average rating (1..5), null before the first. */
  vendorratings: z.number().nullable(),
  autoattachenabled: z.boolean(),
  minnte: z.string().nullable(),
  tierid: z.number().nullable(),
  paperworkcomplete: z.boolean(),
  backgroundchecksrun: z.boolean(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  postalcode: z.string().nullable(),
  primaryphone: z.string().nullable(),
  primaryemail: z.string().nullable(),
  secondaryphone: z.string().nullable(),
  secondaryemail: z.string().nullable(),
  workordercount: z.number(),
  wcexempt: z.boolean(),
  wcexpirationdate: z.date().nullable(),
  glexpirationdate: z.date().nullable(),
  /** The names of the vendor's live trades. */
  tradearray: z.array(z.string()),
  /** Expired paperwork today (the list marks it): GL, WC (not when exempt), W9 (three years). */
  glexpired: z.boolean(),
  wcexpired: z.boolean(),
  w9expired: z.boolean(),
});
export type VendorListRow = z.infer<typeof vendorListRowSchema>;
