// What every answer of the fuzzing pass must respect (docs/decisions/180): no 5xx, every error body is
// exactly `{ message, errors? }` (strings), and no body shows internals: stack frames, SQL or PostgreSQL's
// messages and codes, file-system paths, connection strings, environment values or tokens. Text the
// request itself sent is taken out first, so an echoed hostile value ('; drop table ...) is not a leak.

export type Fault = { kind: '5xx' | 'error shape' | 'leak'; detail: string };

const LEAK_PATTERNS: [RegExp, string][] = [
  [/\bat [\w$.<>]+ \(?[^\s()]+:\d+:\d+\)?/, 'stack frame'],
  [/(?:file:\/\/)?\/(?:work|tmp|home|root|usr|var|etc|opt)\/[\w.-]+\/[\w./-]*/, 'file-system path'],
  [/node_modules|\.tsx?:\d+/, 'source path'],
  [/postgres(?:ql)?:\/\/|AccountKey=|DefaultEndpointsProtocol=|BlobEndpoint=/i, 'connection string'],
  [
    /syntax error at or near|violates (?:foreign key|unique|not-null|check) constraint|relation "[^"]+" does not exist|column "[^"]+" (?:does not exist|of relation)|invalid input syntax for|duplicate key value|current transaction is aborted|out of range for type|operator does not exist|function [\w.]+\(.*\) does not exist|could not determine data type|bind message supplies/i,
    'PostgreSQL message',
  ],
  [
    /\bSQLSTATE\b|"(?:code|severity|routine|schema|constraint)"\s*:|Failed query:|DrizzleQueryError|\$\d+::/,
    'PostgreSQL error',
  ],
  [/\b(?:select|insert into|update|delete from)\b[^"]{0,80}\b(?:from|values|set|where)\b/i, 'SQL text'],
  [/ECONNREFUSED|ETIMEDOUT|EADDRINUSE|ENOENT|EACCES/, 'system error'],
  [/eyJ[\w-]{10,}\.eyJ[\w-]{10,}\./, 'token'],
  [
    /TypeError|ReferenceError|RangeError|SyntaxError: (?!Unexpected token)|Cannot read propert|is not a function|undefined is not/,
    'JavaScript error',
  ],
];

/** Every string the request carried (query, path and body values and keys), longest first. */
export function requestStrings(...parts: unknown[]): string[] {
  const out = new Set<string>();
  const walk = (value: unknown, depth: number) => {
    if (depth > 40) return;
    if (typeof value === 'string') {
      if (value.length >= 3) out.add(value);
      try {
        const decoded = decodeURIComponent(value);
        if (decoded !== value && decoded.length >= 3) out.add(decoded);
      } catch {
        // not URI-encoded
      }
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      if (!Array.isArray(value) && key.length >= 3) out.add(key);
      walk(item, depth + 1);
    }
  };
  for (const part of parts) walk(part, 0);
  return [...out].sort((a, b) => b.length - a.length);
}

function stripEchoes(text: string, echoes: readonly string[]): string {
  let out = text;
  for (const echo of echoes) {
    if (!out.includes(echo) && !out.includes(JSON.stringify(echo).slice(1, -1))) continue;
    out = out.split(echo).join(' ').split(JSON.stringify(echo).slice(1, -1)).join(' ');
  }
  return out;
}

/** The imports' refusal (decision 148): `{ message, added: 0, updated: 0, errors: [{ sheet?, row, column, message }] }`. */
function isImportReport(body: Record<string, unknown>): boolean {
  const { message, added, updated, errors, ...rest } = body;
  if (Object.keys(rest).length || typeof message !== 'string') return false;
  if (added !== 0 || updated !== 0 || !Array.isArray(errors)) return false;
  return errors.every((error: unknown) => {
    if (error === null || typeof error !== 'object') return false;
    const { sheet, row, column, message: text, ...more } = error as Record<string, unknown>;
    return (
      Object.keys(more).length === 0 &&
      (sheet === undefined || typeof sheet === 'string') &&
      typeof row === 'number' &&
      typeof column === 'string' &&
      typeof text === 'string'
    );
  });
}

function checkErrorShape(body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `not JSON: ${body.slice(0, 120)}`;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return 'not an object';
  const { message, errors, ...rest } = parsed as Record<string, unknown>;
  if (typeof message !== 'string' || message.length === 0) return 'no message';
  if (isImportReport(parsed as Record<string, unknown>)) return undefined;
  if (Object.keys(rest).length) return `extra keys ${Object.keys(rest).join(', ')}`;
  if (errors === undefined) return undefined;
  if (errors === null || typeof errors !== 'object' || Array.isArray(errors))
    return 'errors is not an object';
  const bad = Object.entries(errors).find(([, value]) => typeof value !== 'string');
  return bad ? `errors.${bad[0]} is not a string` : undefined;
}

/**
 * The faults of one answer. Error bodies (4xx/5xx) are checked for shape and every leak pattern;
 * successful bodies (which hold stored user text) only for the secrets: tokens, the database URL.
 */
export function checkAnswer(
  answer: { statusCode: number; body: string; contentType: string | undefined },
  echoes: readonly string[],
  secrets: readonly string[],
): Fault[] {
  const faults: Fault[] = [];
  if (answer.statusCode >= 500)
    faults.push({ kind: '5xx', detail: `${answer.statusCode} ${answer.body.slice(0, 300)}` });
  for (const secret of secrets)
    if (secret && answer.body.includes(secret))
      faults.push({ kind: 'leak', detail: 'a secret (token, database URL or key)' });
  if (answer.statusCode < 400) return faults;
  const shape = /^application\/json\b/.test(answer.contentType ?? '')
    ? checkErrorShape(answer.body)
    : `content type ${answer.contentType ?? 'none'}`;
  if (shape) faults.push({ kind: 'error shape', detail: shape });
  const text = stripEchoes(answer.body, echoes);
  for (const [pattern, what] of LEAK_PATTERNS) {
    const match = pattern.exec(text);
    if (match)
      faults.push({
        kind: 'leak',
        detail: `${what}: …${text.slice(Math.max(0, match.index - 40), match.index + 80)}…`,
      });
  }
  return faults;
}
