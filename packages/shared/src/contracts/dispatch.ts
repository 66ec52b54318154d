import { z } from 'zod';
import { MAX_RATE_PLACES } from './trade-rates';
import { importReportSchema } from './imports';
import { requiredId } from './fields';
import { VENDOR_BLOCK_REASONS } from '../constants/vendors';

// Admin > Dispatch (Vendor Dispatch) and Import Vendor Zips (spec A "Admin", section 7 "Admin"; issue 14):
// the prioritised vendors of each trade that auto-dispatch picks from (docs/decisions/153), and a
// vendor's coverage by zip code from one .csv (docs/decisions/154). Admin only.

/** The highest priority a vendor can be given (1 is dispatched first; 0 removes the vendor). */
export const MAX_DISPATCH_PRIORITY = 9999;

export const DISPATCH_MESSAGES = {
  tradeInvalid: 'Trade is invalid.',
  vendorInvalid: 'Vendor is invalid.',
  vendorNotFound: 'Vendor not found.',
  priorityRequired: 'Priority is required.',
  priorityInvalid: 'Priority must be a whole number.',
  priorityNegative: 'Priority cannot be negative.',
  priorityTooLarge: `Priority is at most ${MAX_DISPATCH_PRIORITY}.`,
  vendorLacksTrade: 'The vendor does not have this trade.',
  vendorInactive: 'The vendor is inactive.',
  notOnList: 'The vendor is not on the dispatch list of this trade.',
} as const;

// ---------------------------------------------------------------------------------------------------
// GET /admin/getvendorsbytradeid?tradeId and GET /admin/getallvendorsbytradeid?tradeId

/** The spec writes the parameter `tradeId` (camel case). */
export const dispatchTradeQuerySchema = z.object({ tradeId: requiredId('Trade') });
export type DispatchTradeQuery = z.infer<typeof dispatchTradeQuerySchema>;

/**
 * A dispatch vendor (spec A section 3 "Dispatch vendor": tradeid, vendorid, priority, name, city,
 * statecode, postalcode, autoattachenabled), by priority. `isactive` and `blockedreason` (Redlined,
 * Tier 6) say why auto-dispatch would pass the vendor over (docs/decisions/153).
 */
export const dispatchVendorSchema = z.object({
  tradeid: z.number(),
  vendorid: z.number(),
  priority: z.number(),
  name: z.string(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  postalcode: z.string().nullable(),
  autoattachenabled: z.boolean(),
  isactive: z.boolean(),
  blockedreason: z.enum(VENDOR_BLOCK_REASONS).nullable(),
});
export type DispatchVendor = z.infer<typeof dispatchVendorSchema>;

/**
 * A vendor the Add Vendor popup ('Select Vendor') offers for the trade: active, not Redlined or Tier 6,
 * with the trade among its live trades, and not yet on the trade's list (docs/decisions/153). By name.
 */
export const dispatchVendorChoiceSchema = z.object({
  vendorid: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  postalcode: z.string().nullable(),
  autoattachenabled: z.boolean(),
});
export type DispatchVendorChoice = z.infer<typeof dispatchVendorChoiceSchema>;

// ---------------------------------------------------------------------------------------------------
// POST /admin/savedispatchvendor {priority, tradeid, vendorid}; PUT /admin/updatedispatchvendor

/** A whole number 0..MAX_DISPATCH_PRIORITY, as a JSON number or its digits; 0 removes (spec A "Admin"). */
const priority = z
  .union([z.number(), z.string()], {
    error: (issue) =>
      issue.input === undefined ? DISPATCH_MESSAGES.priorityRequired : DISPATCH_MESSAGES.priorityInvalid,
  })
  .transform((value, context) => {
    const text = String(value).trim();
    const number = /^-?\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
    const message = !Number.isSafeInteger(number)
      ? DISPATCH_MESSAGES.priorityInvalid
      : number < 0
        ? DISPATCH_MESSAGES.priorityNegative
        : number > MAX_DISPATCH_PRIORITY
          ? DISPATCH_MESSAGES.priorityTooLarge
          : undefined;
    if (message === undefined) return number;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/**
 * Both verbs take the same body. POST adds the vendor (or moves it when already listed); PUT moves a
 * listed vendor (404 otherwise). Priority 0 removes. A priority another vendor holds pushes that vendor
 * and the run right after it down by one, so priorities stay unique (docs/decisions/153). Both answer
 * the trade's list as GET /admin/getvendorsbytradeid does.
 */
export const saveDispatchVendorSchema = z.object({
  priority,
  tradeid: requiredId('Trade'),
  vendorid: requiredId('Vendor'),
});
export type SaveDispatchVendorInput = z.infer<typeof saveDispatchVendorSchema>;
export const updateDispatchVendorSchema = saveDispatchVendorSchema;
export type UpdateDispatchVendorInput = SaveDispatchVendorInput;

// ---------------------------------------------------------------------------------------------------
// POST /admin/importtradezips?vendorid (multipart FormFile + FileName, one .csv; docs/decisions/154)

export const vendorZipImportQuerySchema = z.object({ vendorid: requiredId('Vendor') });

/** The most zip codes of one trade in one state (a rate's limit in Rate Details). */
export const MAX_VENDOR_ZIPS_PER_RATE = MAX_RATE_PLACES;

export const VENDOR_ZIP_IMPORT_MESSAGES = {
  tradeInvalid: 'Trade is invalid.',
  zipRequired: 'Zip Code is required.',
  zipInvalid: 'Zip Code must have 5 digits.',
  zipUnknown: 'Zip Code is unknown.',
  rateRequired: 'Regular Rate is required: the vendor has no imported rate for this trade and state yet.',
  rateDiffers: (row: number) => `Regular Rate differs from row ${row} of the same trade.`,
  tooManyZips: `A trade covers at most ${MAX_VENDOR_ZIPS_PER_RATE.toLocaleString('en-US')} zip codes in one state.`,
} as const;

/**
 * The answer of a taken file: zip codes newly covered (`added`), already covered by the imported rate
 * (`updated`), and dropped from it (`removed`: the file replaces the imported zips of each trade it
 * names). A refused file answers 400 with the report of lib/imports (nothing written).
 */
export const vendorZipImportReportSchema = importReportSchema.extend({ removed: z.number() });
export type VendorZipImportReport = z.infer<typeof vendorZipImportReportSchema>;
