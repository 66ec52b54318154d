import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { Wire, WireInput, WireOf } from './wire';
import type { savedViewSchema } from './views';
import type { workOrderDetailSchema } from './work-orders';

describe('Wire', () => {
  it('is what JSON makes of a value: dates become strings, undefined properties optional, all the way down', () => {
    const schema = z.object({
      at: z.date(),
      maybe: z.date().nullable(),
      left: z.string().optional(),
      rows: z.array(z.object({ on: z.date(), n: z.number() })),
    });
    type Answer = WireOf<typeof schema>;
    expectTypeOf<Answer>().toEqualTypeOf<{
      at: string;
      maybe: string | null;
      left?: string;
      rows: { on: string; n: number }[];
    }>();

    const value = schema.parse({ at: new Date(0), maybe: null, rows: [{ on: new Date(0), n: 1 }] });
    const sent: Answer = JSON.parse(JSON.stringify(value));
    expect(sent).toEqual({
      at: '1970-01-01T00:00:00.000Z',
      maybe: null,
      rows: [{ on: '1970-01-01T00:00:00.000Z', n: 1 }],
    });
    expect('left' in sent).toBe(false);
  });

  it('types the answers the web reads', () => {
    expectTypeOf<WireOf<typeof savedViewSchema>['createddate']>().toEqualTypeOf<string>();
    expectTypeOf<WireOf<typeof workOrderDetailSchema>['duedate']>().toEqualTypeOf<string | null>();
    expectTypeOf<WireOf<typeof workOrderDetailSchema>['margin']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Wire<Date[]>>().toEqualTypeOf<string[]>();
    expectTypeOf<WireInput<z.ZodString>>().toEqualTypeOf<string>();
  });
});
