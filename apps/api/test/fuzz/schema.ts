import fc from 'fast-check';
import { hostileString, hostileValue } from './hostile';

// JSON Schema (the OpenAPI 3.0 document's subset that zod emits) to fast-check arbitraries
// (docs/decisions/180): `conforming` builds values the schema accepts, with ids drawn from the
// fuzzed database; `mutated` takes a conforming value and breaks one thing in it.

export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  anyOf?: JsonSchema[];
  nullable?: boolean;
};

/** The ids a request may name: the caller's own records, another company's, and ids nobody has. */
export type IdPool = { all: readonly number[]; byKey: ReadonlyMap<string, readonly number[]> };

const IDISH = /(^id$|id$|ids$|Id$|Ids$)/;
const MISSING_IDS = [2_000_000_000, 999_999, 0, -1];

function idArbitrary(key: string, pool: IdPool): fc.Arbitrary<number> {
  const known = pool.byKey.get(key.toLowerCase().replace(/s$/, '')) ?? pool.all;
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...(known.length ? known : pool.all)) },
    { weight: 1, arbitrary: fc.constantFrom(...MISSING_IDS) },
  );
}

const DATE_PATTERN = /\\d\{4\}|yyyy|date/i;

function plainString(schema: JsonSchema, key: string): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, Math.max(min, 60));
  if (schema.pattern) {
    // Patterns in the contracts are dates, times and digit strings; try the common shapes first.
    const candidates = ['2025-03-14', '2025-03-14T10:30:00.000Z', '10:30', '78701', '1', 'TX'].filter(
      (value) => safeTest(schema.pattern!, value),
    );
    const matching = fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= 200);
    return candidates.length ? fc.oneof(fc.constantFrom(...candidates), matching) : matching;
  }
  if (/date/i.test(key) || DATE_PATTERN.test(key))
    return fc.constantFrom('2025-03-14', '2025-03-14T10:30:00.000Z', '2026-11-25T08:00:00Z');
  if (/email/i.test(key)) return fc.constantFrom('someone@example.com', 'a.b+c@dispatchwise.test');
  if (/zone/i.test(key)) return fc.constantFrom('America/Chicago', 'UTC', 'Europe/Paris');
  if (/amount|rate|nte|price|charge|quantity|hours|percent/i.test(key))
    return fc.constantFrom('0', '12.50', '750.00', '99999999.99');
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme-ascii' });
}

function safeTest(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return false;
  }
}

function numberArbitrary(schema: JsonSchema, key: string, pool: IdPool): fc.Arbitrary<number> {
  const isInteger = schema.type === 'integer';
  if (isInteger && IDISH.test(key)) return idArbitrary(key, pool);
  const exclusive = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const min = schema.minimum ?? (exclusive !== undefined ? exclusive + (isInteger ? 1 : 0.01) : -1000);
  const max = schema.maximum ?? Math.max(min + 1000, 1000);
  if (isInteger) {
    const low = Math.max(min, -(2 ** 31));
    const high = Math.min(max, 2 ** 31 - 1);
    return fc.oneof(
      fc.integer({ min: low, max: Math.min(high, low + 100) }),
      fc.integer({ min: low, max: high }),
    );
  }
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .map((value) => Math.round(value * 100) / 100);
}

/** A value the schema accepts (as far as the subset goes), ids from the pool for id-named fields. */
export function conforming(schema: JsonSchema, key: string, pool: IdPool): fc.Arbitrary<unknown> {
  const plain = conformingNotNull(schema, key, pool);
  return schema.nullable
    ? fc.oneof({ weight: 4, arbitrary: plain }, { weight: 1, arbitrary: fc.constant(null) })
    : plain;
}

function conformingNotNull(schema: JsonSchema, key: string, pool: IdPool): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((option) => conforming(option, key, pool)));
  switch (schema.type) {
    case 'string':
      return plainString(schema, key);
    case 'integer':
    case 'number':
      return numberArbitrary(schema, key, pool);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const item = schema.items ? conforming(schema.items, key, pool) : fc.anything();
      return fc.array(item, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    }
    case 'object':
      return objectArbitrary(schema, pool);
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

function objectArbitrary(schema: JsonSchema, pool: IdPool): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = conforming(property, name, pool);
  return fc.record(model, { requiredKeys: [...required].filter((name) => name in model) });
}

/** One break in a conforming object: a field hostile or of the wrong type, a required one gone, an extra one. */
export function mutated(schema: JsonSchema, value: unknown): fc.Arbitrary<unknown> {
  const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
  const keys = Object.keys(schema.properties ?? {});
  const whole = hostileValue();
  if (!isObject || keys.length === 0) return whole;
  const record = value as Record<string, unknown>;
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.constantFrom(...keys), hostileValue())
        .map(([key, bad]) => ({ ...record, [key]: bad })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...keys), fc.constantFrom(...keys), hostileString(), hostileValue())
        .map(([a, b, text, bad]) => ({ ...record, [a]: text, [b]: bad })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...keys).map((key) => {
        const copy = { ...record };
        delete copy[key];
        return copy;
      }),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(hostileString(), hostileValue()).map(([key, bad]) => ({ ...record, [key]: bad })),
    },
    { weight: 1, arbitrary: whole },
  );
}
