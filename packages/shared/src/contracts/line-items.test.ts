import { describe, expect, it } from 'vitest';
import { decimalInput, lineItemInputSchema, LINE_ITEM_MESSAGES } from './line-items';
import { saveProposalSchema, updateProposalSchema } from './proposals';

const rate = decimalInput({ required: 'Rate is required.', invalid: 'Rate is invalid.', scale: 2 });
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0]!.message;

describe('decimalInput', () => {
  it('answers the decimal string a numeric column takes', () => {
    expect(rate.parse('12')).toBe('12');
    expect(rate.parse(' 0012.5 ')).toBe('12.5');
    expect(rate.parse('$1,234.50')).toBe('1234.50');
    expect(rate.parse(19.99)).toBe('19.99');
    expect(rate.parse('0')).toBe('0');
  });

  it('refuses what is not a short decimal instead of rounding it', () => {
    for (const value of [0.1 + 0.2, '1.005', '-1', '1e3', 'abc', '.5', true, [1]])
      expect(messageOf(rate.safeParse(value)), String(value)).toBe('Rate is invalid.');
    for (const value of [undefined, null, '', '  '])
      expect(messageOf(rate.safeParse(value))).toBe('Rate is required.');
  });
});

describe('lineItemInputSchema', () => {
  it('defaults the tax rate to 0 and caps it at 100 with three decimals', () => {
    const base = { itemtypeid: 1, quantity: '1', rates: '1' };
    expect(lineItemInputSchema.parse({ ...base, description: ' ' })).toMatchObject({
      taxrate: '0',
      description: null,
    });
    expect(lineItemInputSchema.parse({ ...base, taxrate: '8.875' }).taxrate).toBe('8.875');
    expect(messageOf(lineItemInputSchema.safeParse({ ...base, taxrate: '8.8755' }))).toBe(
      LINE_ITEM_MESSAGES.taxRateInvalid,
    );
    expect(messageOf(lineItemInputSchema.safeParse({ ...base, taxrate: 101 }))).toBe(
      LINE_ITEM_MESSAGES.taxRateInvalid,
    );
  });
});

describe('proposal payloads', () => {
  const body = { workorderid: 1, quotedamount: '100', scopeofwork: 'Work' };
  it('a new proposal takes the default margin of 30; an update leaves absent fields undefined', () => {
    expect(saveProposalSchema.parse(body)).toMatchObject({ marginpercent: '30', details: [] });
    const update = updateProposalSchema.parse({ id: 1, note: 'x' });
    expect(update).toEqual({
      id: 1,
      note: 'x',
      quotedamount: undefined,
      marginpercent: undefined,
      workordervendorid: undefined,
      externalproposalnumber: undefined,
      scopeofwork: undefined,
      scopeofworkformatted: undefined,
      details: undefined,
    });
  });
});
