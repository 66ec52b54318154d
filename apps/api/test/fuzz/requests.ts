import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { GRID_PARAMETERS, hostileString, hostileValue } from './hostile';
import { conforming, mutated, type IdPool, type JsonSchema } from './schema';
import type { SessionUser } from '@dispatchwise/shared';
import type { Caller } from './world';

// Requests generated from the committed OpenAPI document (docs/decisions/180): every path and method,
// its path parameters, query and JSON body, or a multipart file where the route says it takes one.

type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: JsonSchema };
type OperationObject = {
  parameters?: Parameter[];
  description?: string;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  isMultipart: boolean;
  /** Whether the route's rule lets the caller in (public routes: everyone). */
  isAllowed: (caller: Caller) => boolean;
};

export type FuzzRequest = {
  caller: string;
  method: string;
  url: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  /** A JSON value (sent as application/json), raw text, or a multipart body. */
  payload: { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; text: string } | undefined;
};

const DOCUMENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi.json');

/** Every operation of apps/api/openapi.json, optionally those whose `METHOD /path` contains `filter`. */
export function loadOperations(
  rules: ReadonlyMap<string, ((user: SessionUser) => boolean) | 'public'>,
  filter?: string,
): Operation[] {
  const document = JSON.parse(fs.readFileSync(DOCUMENT, 'utf8')) as {
    paths: Record<string, Record<string, OperationObject>>;
  };
  const operations: Operation[] = [];
  for (const [route, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const entry: Operation = {
        method: method.toUpperCase(),
        path: route,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content['application/json']?.schema,
        isMultipart: /multipart\/form-data/.test(operation.description ?? ''),
        isAllowed: allowedBy(rules.get(`${method.toUpperCase()} ${route.replace(/\{(\w+)\}/g, ':$1')}`)),
      };
      if (!filter || `${entry.method} ${entry.path}`.toLowerCase().includes(filter.toLowerCase()))
        operations.push(entry);
    }
  }
  return operations;
}

const allowedBy =
  (rule: ((user: SessionUser) => boolean) | 'public' | undefined) =>
  (caller: Caller): boolean =>
    rule === 'public' || (caller.session !== undefined && rule?.(caller.session) === true);

const BOUNDARY = '----dispatchwise-fuzz';

/** A multipart body as the web's uploader sends it (FormFile + FileName), with a hostile name or content. */
const multipartBody = fc
  .record({
    name: fc.oneof(
      fc.constantFrom(
        'sites.xlsx',
        'rates.csv',
        'order.pdf',
        'mail.msg',
        'x.exe',
        'noextension',
        '.csv',
        'a.CSV',
      ),
      hostileString().map((name) => `${name}.csv`),
      hostileString(),
    ),
    content: fc.oneof(
      fc.constantFrom(
        'Trade,Zip Code,Regular Rate\nPlumbing,78701,85\n',
        'Job Site\n<script>window.__xss=1</script>\n',
        '%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer<<>>\n%%EOF',
        'PK\u0003\u0004garbage',
        '',
      ),
      hostileString(),
      fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
    ),
    withFileName: fc.boolean(),
  })
  .map(({ name, content, withFileName }) => {
    const head = (field: string, extra = '') =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"${extra}\r\n`;
    const fileName = withFileName ? `${head('FileName')}\r\n${name}\r\n` : '';
    const safeName = name.replace(/["\r\n]/g, '_');
    const text =
      `${fileName}${head('FormFile', `; filename="${safeName}"`)}Content-Type: application/octet-stream\r\n\r\n` +
      `${content}\r\n--${BOUNDARY}--\r\n`;
    return { kind: 'raw' as const, contentType: `multipart/form-data; boundary=${BOUNDARY}`, text };
  });

const RAW_BODIES = fc.constantFrom(
  { contentType: 'application/json', text: '{"a":' },
  { contentType: 'application/json', text: '[' + '['.repeat(5000) },
  { contentType: 'application/json', text: '{"a":1,"a":2}' },
  { contentType: 'application/json', text: '"\\ud800"' },
  { contentType: 'application/json', text: 'null' },
  { contentType: 'text/plain', text: 'hello' },
  { contentType: 'application/xml', text: '<a/>' },
  { contentType: 'application/x-www-form-urlencoded', text: 'a=1&a=2&b[c]=3' },
  { contentType: 'multipart/form-data', text: '--x\r\n' },
);

/** encodeURIComponent, except that a lone surrogate is sent as the invalid UTF-8 bytes it would be. */
export function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => {
        const code = char.charCodeAt(0);
        return code >= 0xd800 && code <= 0xdfff ? '%ED%A0%80' : encodeURIComponent(char);
      })
      .join('');
  }
}

/** `/path?key=value&key=other`, built here so that any string can be sent. */
export function urlOf(request: Pick<FuzzRequest, 'url' | 'query'>): string {
  const pairs = Object.entries(request.query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => `${encodeLoosely(key)}=${encodeLoosely(item)}`),
  );
  return pairs.length ? `${request.url}?${pairs.join('&')}` : request.url;
}

const toQueryValue = (value: unknown): string | string[] =>
  Array.isArray(value)
    ? value.map((item) => String(item))
    : typeof value === 'string'
      ? value
      : (JSON.stringify(value) ?? '');

function pathArbitrary(operation: Operation, pool: IdPool): fc.Arbitrary<string> {
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  if (names.length === 0) return fc.constant(operation.path);
  const schemaOf = (name: string) =>
    operation.parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? {};
  const segment = (name: string) =>
    fc.oneof(
      { weight: 5, arbitrary: conforming(schemaOf(name), name, pool).map((value) => String(value)) },
      { weight: 2, arbitrary: hostileString() },
    );
  return fc
    .tuple(...names.map(segment))
    .map((values) =>
      names.reduce(
        (url, name, index) => url.replace(`{${name}}`, encodeLoosely(values[index]!)),
        operation.path,
      ),
    );
}

function queryArbitrary(operation: Operation, pool: IdPool): fc.Arbitrary<Record<string, string | string[]>> {
  const model: Record<string, fc.Arbitrary<string | string[]>> = {};
  const required: string[] = [];
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    if (parameter.required) required.push(parameter.name);
    const valid = conforming(parameter.schema, parameter.name, pool).map(toQueryValue);
    const grid = GRID_PARAMETERS[parameter.name];
    model[parameter.name] = fc.oneof(
      { weight: 5, arbitrary: valid },
      { weight: 2, arbitrary: grid ? grid() : hostileString() },
      { weight: 1, arbitrary: hostileString() },
      { weight: 1, arbitrary: fc.array(hostileString(), { minLength: 2, maxLength: 3 }) },
    );
  }
  const extra = fc.option(fc.tuple(hostileString(), hostileString()), { freq: 8 });
  return fc.tuple(fc.record(model, { requiredKeys: required }), extra).map(([query, more]) => {
    const out: Record<string, string | string[]> = {};
    for (const [key, value] of Object.entries(query)) if (value !== undefined) out[key] = value;
    if (more && more[0]) out[more[0]] = more[1];
    return out;
  });
}

function bodyArbitrary(operation: Operation, pool: IdPool): fc.Arbitrary<FuzzRequest['payload']> {
  const raw = RAW_BODIES.map((body) => ({ kind: 'raw' as const, ...body }));
  if (operation.isMultipart)
    return fc.oneof(
      { weight: 8, arbitrary: multipartBody },
      { weight: 1, arbitrary: raw },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  const schema = operation.body;
  if (!schema) {
    if (operation.method === 'GET' || operation.method === 'DELETE') return fc.constant(undefined);
    return fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: raw });
  }
  const valid = conforming(schema, 'body', pool);
  const json = valid.chain((value) =>
    fc.oneof({ weight: 2, arbitrary: fc.constant(value) }, { weight: 3, arbitrary: mutated(schema, value) }),
  );
  return fc.oneof(
    { weight: 10, arbitrary: json.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: hostileValue().map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: raw },
  );
}

/**
 * Mostly a caller the route's rule lets in (its code runs), sometimes any other (401/403 paths):
 * `isAllowed` is filled from the app's registered rules by the runner.
 */
function callerArbitrary(operation: Operation, callers: Caller[]): fc.Arbitrary<Caller> {
  const allowed = callers.filter((caller) => operation.isAllowed(caller));
  const others = callers.filter((caller) => !operation.isAllowed(caller));
  if (!allowed.length) return fc.constantFrom(...others);
  if (!others.length) return fc.constantFrom(...allowed);
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...allowed) },
    { weight: 1, arbitrary: fc.constantFrom(...others) },
  );
}

/** One request of one operation, as one of the callers. */
export function requestArbitrary(
  operation: Operation,
  callers: Caller[],
  pool: IdPool,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      caller: callerArbitrary(operation, callers),
      url: pathArbitrary(operation, pool),
      query: queryArbitrary(operation, pool),
      payload: bodyArbitrary(operation, pool),
    })
    .map(({ caller, url, query, payload }) => ({
      caller: caller.label,
      method: operation.method,
      url,
      query,
      headers: caller.headers,
      payload,
    }));
}
