import { z } from 'zod';
import { idList, optionalId, requiredId } from './fields';
import { decimalInput } from './line-items';

// Trades and their rates, of a vendor or a customer (spec C 2.6, section 3 "Vendor trade", "Customer
// trade", "Trade rate"; spec A "Vendor rate selection"; docs/decisions/143). Money travels as decimal
// strings with 2 decimals, the markup as a percent with 2 decimals.

export const TRADE_RATE_MESSAGES = {
  tradeRequired: 'Trade is required.',
  regularRateRequired: 'Regular Rate is required.',
  stateRequired: 'State is required.',
  tradePresent: 'The trade is already on the list.',
  tradeNotFound: 'Trade not found.',
  rateNotFound: 'Rate not found.',
  placeOutsideStates: 'Each county, city and zip code must be in a chosen state.',
  placeUnknown: 'A county, city or zip code is unknown.',
  copyOtherOwner: 'Trades are copied within one vendor.',
  removedRate: 'Removed rate!',
} as const;

/** The owners whose trades and rates this editor keeps. */
export const TRADE_RATE_AREAS = ['vendor', 'customer'] as const;
export type TradeRateArea = (typeof TRADE_RATE_AREAS)[number];

/** At most this many places of one kind on one rate, and states. */
export const MAX_RATE_PLACES = 2000;
export const MAX_RATE_STATES = 60;
/** At most this many trades in one Copy Trade. */
export const MAX_COPIED_TRADES = 100;

// ---- answers ----

export const rateCitySchema = z.object({
  id: z.number().optional(),
  city: z.string(),
  statecode: z.string(),
});
export const rateCountySchema = z.object({ id: z.number(), county: z.string(), statecode: z.string() });
export const rateZipcodeSchema = z.object({ id: z.number(), zipcode: z.string(), statecode: z.string() });

const rateFields = {
  id: z.number(),
  name: z.string().nullable(),
  /** The state the rate is listed under in the trades grid. */
  statecode: z.string().nullable(),
  /** Every state the rate names (those covered whole and those of its places). */
  statecodes: z.array(z.string()),
  cities: z.array(rateCitySchema),
  counties: z.array(rateCountySchema),
  zipcodes: z.array(rateZipcodeSchema),
  regularrate: z.string(),
  overtimerate: z.string().nullable(),
  holidayrate: z.string().nullable(),
  tripcharge: z.string().nullable(),
  /** Percent. */
  markupcharge: z.string().nullable(),
  lastupdated: z.date(),
};

export const vendorRateSchema = z.object({ ...rateFields, vendortradeid: z.number() });
export const customerRateSchema = z.object({ ...rateFields, customertradeid: z.number() });

const tradeFields = { id: z.number(), tradeid: z.number(), tradename: z.string(), isdeleted: z.boolean() };
export const vendorTradeSchema = z.object({
  ...tradeFields,
  vendorid: z.number(),
  rates: z.array(vendorRateSchema),
});
export const customerTradeSchema = z.object({
  ...tradeFields,
  customerid: z.number(),
  rates: z.array(customerRateSchema),
});

/** Add Trade's answer: the owner (its id) with its trades. */
export const vendorWithTradesSchema = z.object({ id: z.number(), trades: z.array(vendorTradeSchema) });
export const customerWithTradesSchema = z.object({ id: z.number(), trades: z.array(customerTradeSchema) });
export const removedRateSchema = z.object({ id: z.number(), message: z.string() });

// ---- requests ----

export const vendorTradesQuerySchema = z.object({ vendorid: requiredId('Vendor') });
export const customerTradesQuerySchema = z.object({ customerid: requiredId('Customer') });

const tradeid = requiredId('Trade', { required: TRADE_RATE_MESSAGES.tradeRequired });
/** The trade's name is the trade list's; a name sent along is ignored. */
const tradename = z.string().max(200).nullish();

export const addVendorTradeSchema = z.object({ tradeid, tradename, vendorid: requiredId('Vendor') });
export const addCustomerTradeSchema = z.object({ tradeid, tradename, customerid: requiredId('Customer') });

/** POST /vendor/copytrade/{tradeid}: the source is the vendor's trade (its row id). */
export const copyTradeParamsSchema = z.object({ tradeid: requiredId('Trade') });
export const copyVendorTradesSchema = z
  .array(z.object({ tradeid, vendorid: requiredId('Vendor') }), { error: TRADE_RATE_MESSAGES.tradeRequired })
  .min(1, TRADE_RATE_MESSAGES.tradeRequired)
  .max(MAX_COPIED_TRADES, `At most ${MAX_COPIED_TRADES} trades.`);

export const removeTradeSchema = z.object({ id: requiredId('Trade') });
export const rateIdParamsSchema = z.object({ id: requiredId('Rate') });

const money = (caption: string) =>
  decimalInput({
    required: `${caption} is required.`,
    invalid: `${caption} must be an amount from 0 with at most 2 decimals.`,
    scale: 2,
  });

/** An optional amount: absent stays undefined (unchanged on an update); null or blank clears it. */
const optionalMoney = (caption: string, options: { max?: number } = {}) => {
  const amount = decimalInput({
    required: `${caption} is required.`,
    invalid: `${caption} must be ${options.max ? `a number from 0 to ${options.max}` : 'an amount from 0'} with at most 2 decimals.`,
    scale: 2,
    max: options.max,
  });
  return z
    .union([z.string(), z.number(), z.null()], { error: `${caption} is invalid.` })
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      if (value === null || String(value).trim() === '') return null;
      const parsed = amount.safeParse(value);
      if (parsed.success) return parsed.data;
      context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? '' });
      return z.NEVER;
    });
};

const statecode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'State code is invalid.');

/** A place as the editor holds it: its id (and its name and state, which the server reads again). */
const placeRef = {
  id: z.number().int().positive().max(2_147_483_647).optional(),
  statecode: statecode.optional(),
};
const countyRef = z.object({ ...placeRef, county: z.string().max(100).optional() });
/** A city may come without an id (an older rate named it only by name and state). */
const cityRef = z.object({ ...placeRef, city: z.string().max(100).optional() });
const zipcodeRef = z.object({ ...placeRef, zipcode: z.string().max(10).optional() });

const places = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_RATE_PLACES).nullish();

/**
 * A rate as Rate Details sends it (spec C 2.6, spec A "Vendor rate selection"): the states, the places
 * as objects (`counties`, `cities`, `zipcodes`) or as ids (`countyids`, `cityids`, `zipids`; the ids win
 * when both are sent), and the amounts. On an update every part left out stays as it was.
 */
const rateInputFields = {
  name: z.string().trim().max(200).nullish(),
  statecode: statecode.nullish(),
  statecodes: z.array(statecode).max(MAX_RATE_STATES).optional(),
  counties: places(countyRef),
  cities: places(cityRef),
  zipcodes: places(zipcodeRef),
  countyids: idList('County', { max: MAX_RATE_PLACES }),
  cityids: idList('City', { max: MAX_RATE_PLACES }),
  zipids: idList('Zip Code', { max: MAX_RATE_PLACES }),
  overtimerate: optionalMoney('Overtime Rate'),
  holidayrate: optionalMoney('Holiday Rate'),
  tripcharge: optionalMoney('Trip Charge'),
  markupcharge: optionalMoney('Markup', { max: 1000 }),
};

export const addVendorRateSchema = z.object({
  ...rateInputFields,
  vendortradeid: requiredId('Trade', { required: TRADE_RATE_MESSAGES.tradeRequired }),
  regularrate: money('Regular Rate'),
});
export const addCustomerRateSchema = z.object({
  ...rateInputFields,
  customertradeid: requiredId('Trade', { required: TRADE_RATE_MESSAGES.tradeRequired }),
  regularrate: money('Regular Rate'),
});
/** An update names the rate; its trade cannot change. */
export const updateRateSchema = z.object({
  ...rateInputFields,
  id: requiredId('Rate'),
  vendortradeid: optionalId('Trade'),
  customertradeid: optionalId('Trade'),
  regularrate: money('Regular Rate').optional(),
});

export type VendorTradesQuery = z.infer<typeof vendorTradesQuerySchema>;
export type AddVendorTrade = z.infer<typeof addVendorTradeSchema>;
export type AddRateInput = z.infer<typeof addVendorRateSchema> | z.infer<typeof addCustomerRateSchema>;
export type UpdateRateInput = z.infer<typeof updateRateSchema>;
/** What a save names (the service reads every part as optional: absent keeps the rate's). */
export type RateInput = Partial<
  Omit<z.infer<typeof updateRateSchema>, 'id' | 'vendortradeid' | 'customertradeid'>
>;
