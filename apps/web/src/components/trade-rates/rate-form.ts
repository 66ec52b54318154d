import { TRADE_RATE_MESSAGES } from '@dispatchwise/shared';
import { z } from 'zod';
import { normalizeMoney } from '../../lib/format';
import { EMPTY_GEOGRAPHY, type GeographyValue } from '../geography-picker';
import type { Rate, RateBody } from './api/trade-rates-api';

// The Rate Details form (spec C 2.6): the places, regularrate required, money with 2 decimals, markup
// as a percent with 2 decimals.

export type RateFormValues = {
  geography: GeographyValue;
  regularrate: string;
  overtimerate: string;
  holidayrate: string;
  tripcharge: string;
  markupcharge: string;
};

const MONEY_INVALID = 'Enter an amount with at most 2 decimals.';
const PERCENT_PATTERN = /^\d{1,4}(\.\d{0,2})?$/;

const amount = z.string().refine((text) => normalizeMoney(text) !== null, MONEY_INVALID);
const percent = z
  .string()
  .refine(
    (text) => text.trim().replace(/%$/, '') === '' || PERCENT_PATTERN.test(text.trim().replace(/%$/, '')),
    'Enter a percent with at most 2 decimals.',
  );

export const rateFormSchema: z.ZodType<RateFormValues, RateFormValues> = z.object({
  geography: z.object({
    statecodes: z.array(z.string()).min(1, TRADE_RATE_MESSAGES.stateRequired),
    counties: z.array(z.object({ id: z.number(), county: z.string(), statecode: z.string() })),
    cities: z.array(z.object({ id: z.number().optional(), city: z.string(), statecode: z.string() })),
    zipcodes: z.array(z.object({ id: z.number(), zipcode: z.string(), statecode: z.string() })),
  }),
  regularrate: amount.refine((text) => normalizeMoney(text) !== '', TRADE_RATE_MESSAGES.regularRateRequired),
  overtimerate: amount,
  holidayrate: amount,
  tripcharge: amount,
  markupcharge: percent,
});

/** An amount as the field shows it: "1,250.00" (money fields) or "12.50" (the percent). */
const moneyText = (value: string | null) =>
  value === null
    ? ''
    : Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percentText = (value: string | null) => (value === null ? '' : Number(value).toFixed(2));

/** The form's values for a rate (or a new rate). */
export function rateFormValues(rate: Rate | null): RateFormValues {
  if (!rate)
    return {
      geography: EMPTY_GEOGRAPHY,
      regularrate: '',
      overtimerate: '',
      holidayrate: '',
      tripcharge: '',
      markupcharge: '',
    };
  return {
    geography: {
      statecodes: rate.statecodes,
      counties: rate.counties,
      cities: rate.cities,
      zipcodes: rate.zipcodes,
    },
    regularrate: moneyText(rate.regularrate),
    overtimerate: moneyText(rate.overtimerate),
    holidayrate: moneyText(rate.holidayrate),
    tripcharge: moneyText(rate.tripcharge),
    markupcharge: percentText(rate.markupcharge),
  };
}

const orNull = (text: string) => normalizeMoney(text) || null;

/** What Rate Details sends: the places as objects and as ids (spec A "Vendor rate selection"). */
export function rateBodyOf(values: RateFormValues, rate: Rate | null): RateBody {
  const { statecodes, counties, cities, zipcodes } = values.geography;
  const markup = values.markupcharge.trim().replace(/%$/, '');
  return {
    statecode: rate?.statecode && statecodes.includes(rate.statecode) ? rate.statecode : statecodes[0],
    statecodes,
    counties,
    cities,
    zipcodes,
    countyids: counties.map((county) => county.id),
    // A city known only by its name travels as the object alone (the ids would win over it).
    cityids: cities.every((city) => city.id) ? cities.map((city) => city.id!) : undefined,
    zipids: zipcodes.map((zip) => zip.id),
    regularrate: normalizeMoney(values.regularrate) ?? '',
    overtimerate: orNull(values.overtimerate),
    holidayrate: orNull(values.holidayrate),
    tripcharge: orNull(values.tripcharge),
    markupcharge: markup === '' ? null : Number(markup).toFixed(2),
  };
}
