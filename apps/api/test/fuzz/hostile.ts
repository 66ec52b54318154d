import fc from 'fast-check';
import { FILTER_OPERATORS } from '@dispatchwise/shared';

// The hostile values the fuzzer mixes into requests (docs/decisions/180): what a broken client, a
// hand-edited URL or an attacker sends. Each list is small on purpose: fast-check picks among them and
// combines them with generated values, so every class shows up in a few thousand requests.

/** Strings that break naive code: control characters, surrogates, bidi, emoji, SQL and script fragments. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\r\n',
  'a\u0000b',
  '\u0000',
  '\u0007\u001b[31mred\u001b[0m',
  '\ud800',
  'x\udfffy',
  '\u202eevil\u202c',
  '\u200f\u0627\u0644\u0639\u0631\u0628\u064a\u0629',
  '\u{1F600}\u{1F469}\u200d\u{1F527}',
  '\ufeffBOM',
  'e\u0301\u0301\u0301',
  "' OR 1=1 --",
  "'; drop table workorder; --",
  '") or ("1"="1',
  '%',
  '_',
  '\\',
  '%_\\%',
  '$1',
  '::text',
  '<script>window.__xss=1</script>',
  '<img src=x onerror=window.__xss=1>',
  '"><svg onload=window.__xss=1>',
  'javascript:window.__xss=1',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'C:\\fakepath\\a.pdf',
  '/etc/passwd%00.pdf',
  'con.pdf',
  'a'.repeat(256),
  'a'.repeat(5000),
  'é'.repeat(2049),
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e3',
  '0x10',
  ' 7',
  '7 ',
  '+7',
  '07',
  '-1',
  '0',
  '-0',
  '1.5',
  '9007199254740993',
  '2147483648',
  '1e308',
  '1e309',
  '-1e308',
  '[]',
  '{}',
  '[1,2',
  '{"a":',
  '0000-00-00',
  '2025-02-30',
  '9999-12-31T23:59:59Z',
  '0001-01-01',
  '+275760-09-13T00:00:00Z',
  '2025-13-01T25:61:61',
  '2025-03-14T00:00:00+99:00',
  'Mars/Olympus_Mons',
  'America/New York',
  '../UTC',
  'user@',
  '@example.com',
  'a@b',
  'x'.repeat(250) + '@example.com',
];

/** Numbers at the edges of every integer and float type a route might use. */
export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  1e-7,
  123456789012.345,
];

export const hostileString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...HOSTILE_STRINGS), fc.constantFrom(...HOSTILE_STRINGS))
        .map(([a, b]) => a + b),
    },
  );

/** A value of any JSON type (and the JSON shapes a typed field does not expect). */
export const hostileValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 5, arbitrary: hostileString() },
    { weight: 3, arbitrary: fc.constantFrom<unknown>(...HOSTILE_NUMBERS) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { '': 1 }) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(nested(31), nested(33), nested(200)) },
    { weight: 1, arbitrary: fc.array(fc.integer(), { minLength: 1000, maxLength: 1000 }) },
    { weight: 1, arbitrary: fc.json({ maxDepth: 3 }).map((text) => JSON.parse(text) as unknown) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(
        JSON.parse('{"__proto__":{"isAdmin":true}}'),
        JSON.parse('{"constructor":{"prototype":{"isAdmin":true}}}'),
      ),
    },
  );

/** `levels` arrays inside each other around one value. */
export function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < levels; level += 1) value = [value];
  return value;
}

const GRID_FIELDS = [
  'id',
  'wonumber',
  'statusid',
  'status',
  'createddate',
  'scheduledate',
  'nte',
  'customername',
  'name',
  'customerid',
  'vendorid',
  'priority',
  'amount',
  'zzz_unknown',
  'id; drop table workorder',
  '__proto__',
  '',
];
/** The protocol's operators and a few it does not have. */
const GRID_OPERATORS = [...FILTER_OPERATORS, 'like', 'or 1=1', ''];

const gridValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    hostileValue(),
    fc.integer(),
    fc.constantFrom<unknown>('2025-03-14', '2025-03-14T00:00:00Z', null, [1, 2], ['a', 'b', 'c'], [[1]]),
  );

/** A DevExtreme filter expression, valid in shape or not, nested a few levels. */
const filterExpression: fc.Arbitrary<unknown> = fc.letrec<{ expr: unknown }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.tuple(fc.constantFrom(...GRID_FIELDS), fc.constantFrom(...GRID_OPERATORS), gridValue()),
    fc.tuple(fc.constantFrom(...GRID_FIELDS), gridValue()),
    fc.tuple(tie('expr'), fc.constantFrom('and', 'or', 'xor', ''), tie('expr')),
    fc.tuple(fc.constant('!'), tie('expr')),
    fc.array(tie('expr'), { maxLength: 4 }),
    hostileValue(),
  ),
})).expr;

const sortExpression: fc.Arbitrary<unknown> = fc.oneof(
  fc.array(
    fc.record(
      {
        selector: fc.oneof(fc.constantFrom(...GRID_FIELDS), hostileString()),
        desc: fc.oneof(fc.boolean(), hostileValue()),
      },
      { requiredKeys: [] },
    ),
    { maxLength: 5 },
  ),
  hostileValue(),
);

const summaryExpression: fc.Arbitrary<unknown> = fc.oneof(
  fc.array(
    fc.record(
      {
        selector: fc.oneof(fc.constantFrom(...GRID_FIELDS), hostileString()),
        summaryType: fc.oneof(
          fc.constantFrom('sum', 'count', 'avg', 'min', 'max', 'median', ''),
          hostileString(),
        ),
      },
      { requiredKeys: [] },
    ),
    { maxLength: 4 },
  ),
  hostileValue(),
);

const asJson = (arbitrary: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 4, arbitrary: arbitrary.map((value) => JSON.stringify(value) ?? 'undefined') },
    { weight: 1, arbitrary: hostileString() },
    { weight: 1, arbitrary: arbitrary.map((value) => (JSON.stringify(value) ?? '').slice(0, -1)) },
  );

/** The grid protocol's JSON-encoded query parameters, hostile. */
export const GRID_PARAMETERS: Record<string, () => fc.Arbitrary<string>> = {
  filter: () => asJson(filterExpression),
  sort: () => asJson(sortExpression),
  group: () => asJson(sortExpression),
  totalSummary: () => asJson(summaryExpression),
  groupSummary: () => asJson(summaryExpression),
  after: () => fc.oneof(hostileString(), fc.base64String({ maxLength: 200 }), asJson(fc.json())),
};
