import { describe, expect, it } from 'vitest';
import {
  vendorLaborLineInputSchema,
  vendorMaterialLineInputSchema,
  vendorOtherLineInputSchema,
} from './vendor-proposals';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('vendor proposal review line rules (spec B section 5)', () => {
  it('labor requires skill level, type, number of techs, hourly rate and hours', () => {
    expect(messages(vendorLaborLineInputSchema.safeParse({}))).toEqual({
      skilllevelid: 'Skill Level is required.',
      typeid: 'Type is required.',
      numberoftechs: 'Number of Techs is required.',
      hourlyrate: 'Hourly Rate is required.',
      numberofhours: 'Hours is required.',
    });
    const line = { skilllevelid: 2, typeid: 2, numberoftechs: '2', hourlyrate: '95.25', numberofhours: 1.25 };
    expect(vendorLaborLineInputSchema.parse(line)).toEqual({
      ...line,
      numberoftechs: 2,
      numberofhours: '1.25',
    });
    expect(messages(vendorLaborLineInputSchema.safeParse({ ...line, typeid: 9 }))).toEqual({
      typeid: 'Type is invalid.',
    });
  });

  it('materials require description, unit, unit price and quantity; other requires type, quantity, price and description', () => {
    expect(messages(vendorMaterialLineInputSchema.safeParse({ description: ' ' }))).toEqual({
      description: 'Description is required.',
      uom: 'Unit is required.',
      unitprice: 'Unit Price is required.',
      quantity: 'Quantity is required.',
    });
    expect(messages(vendorOtherLineInputSchema.safeParse({ typeid: 1 }))).toEqual({
      typeid: 'Type is invalid.',
      quantity: 'Quantity is required.',
      unitprice: 'Price is required.',
      description: 'Description is required.',
    });
    expect(
      vendorOtherLineInputSchema.parse({
        typeid: 3,
        quantity: '1',
        unitprice: '45',
        description: 'Trip charge',
      }),
    ).toEqual({ typeid: 3, quantity: '1', unitprice: '45', description: 'Trip charge' });
  });
});
