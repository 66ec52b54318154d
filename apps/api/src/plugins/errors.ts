import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/unavailable';

/** What every failed call answers (docs/platform.md "Errors"). */
export type ErrorBody = { message: string; errors?: Record<string, string> };

type Answer = { status: number; body: ErrorBody; log: 'error' | 'info' | 'none' };

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Payload too large',
  414: 'The address is too long',
  415: 'Unsupported media type',
  429: 'Too many requests',
};

type ValidationIssue = {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
};

/** `/address/zip` -> `address.zip`; a whole-payload problem is keyed by where it was (`body`, `querystring`). */
function fieldKey(issue: ValidationIssue, context: string | undefined): string {
  const path = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
  if (path) return path;
  const missing = issue.params?.missingProperty;
  if (typeof missing === 'string') return missing;
  return context ?? 'body';
}

function validationAnswer(error: FastifyError): Answer {
  const errors: Record<string, string> = {};
  for (const issue of (error.validation ?? []) as ValidationIssue[]) {
    const key = fieldKey(issue, error.validationContext);
    // The first message per field wins: it is the one the schema author put first.
    errors[key] ??= issue.message ?? 'Invalid value';
  }
  const message = Object.values(errors)[0] ?? 'Invalid request';
  return { status: 400, body: { message, errors }, log: 'info' };
}

type PgError = { code: string; detail?: string; constraint?: string; column?: string; table?: string };

/** pg raises errors with a SQLSTATE `code`; drizzle wraps them in `cause`. */
function findPgError(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as Partial<PgError> & { severity?: unknown; cause?: unknown };
    if (
      typeof candidate.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(candidate.code) &&
      'severity' in candidate
    ) {
      return candidate as PgError;
    }
    current = candidate.cause;
  }
  return undefined;
}

/** `Key (lower(email))=(a@b.c) already exists.` -> `email`. */
function keyColumn(detail: string | undefined): string | undefined {
  const match = detail?.match(/^Key \((.+?)\)=/);
  if (!match?.[1]) return undefined;
  const inner = match[1].match(/\(([a-z_0-9]+)\)/);
  return (inner?.[1] ?? match[1]).split(',')[0]?.trim();
}

function pgAnswer(error: PgError): Answer | undefined {
  const column = keyColumn(error.detail) ?? error.column;
  const fieldErrors = (message: string) => (column ? { [column]: message } : undefined);
  switch (error.code) {
    case '23505': {
      const message = column
        ? `A record with this ${column} already exists`
        : 'A record with these values already exists';
      return { status: 409, body: { message, errors: fieldErrors(message) }, log: 'info' };
    }
    case '23503': {
      const stillReferenced = /still referenced/.test(error.detail ?? '');
      const message = stillReferenced
        ? 'The record is still in use and cannot be removed'
        : column
          ? `The referenced ${column} does not exist`
          : 'A referenced record does not exist';
      return {
        status: stillReferenced ? 409 : 400,
        body: { message, errors: stillReferenced ? undefined : fieldErrors(message) },
        log: 'info',
      };
    }
    case '23502': {
      const message = column ? `${column} is required` : 'A required value is missing';
      return { status: 400, body: { message, errors: fieldErrors(message) }, log: 'info' };
    }
    // A NUL or a character the encoding cannot hold (the input guard refuses NUL before; this is the backstop).
    case '22021':
    case '22P05':
    case '22P02':
    case '22007':
    case '22008':
    case '22003':
    case '22001':
    case '23514':
      return { status: 400, body: { message: 'Invalid input value' }, log: 'info' };
    case '40001':
    case '40P01':
      return {
        status: 409,
        body: { message: 'The record was changed by someone else, try again' },
        log: 'info',
      };
    default:
      return undefined;
  }
}

function withoutUndefined(body: ErrorBody): ErrorBody {
  return body.errors ? body : { message: body.message };
}

/** Maps anything thrown in a request to its answer. Exported for tests. */
export function toErrorAnswer(error: unknown): Answer {
  if (error instanceof HttpError) {
    return {
      status: error.status,
      body: { message: error.message, errors: error.errors },
      log: error.status >= 500 ? 'error' : 'none',
    };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError && Array.isArray(fastifyError.validation)) return validationAnswer(fastifyError);
  if (error instanceof ResponseSerializationError) {
    return { status: 500, body: { message: 'Internal server error' }, log: 'error' };
  }
  if (isDatabaseUnavailable(error))
    return { status: 503, body: { message: DATABASE_UNAVAILABLE }, log: 'info' };
  const pg = findPgError(error);
  if (pg) {
    const answer = pgAnswer(pg);
    if (answer) return answer;
    return { status: 500, body: { message: 'Internal server error' }, log: 'error' };
  }
  const status = typeof fastifyError?.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, media type, body size, rate limit) carry safe messages.
    const own = typeof fastifyError.code === 'string' && fastifyError.code.startsWith('FST_');
    const message =
      status === 401 || status === 403
        ? STATUS_MESSAGES[status]!
        : own || status === 429 || status === 400
          ? fastifyError.message || STATUS_MESSAGES[status] || 'Bad request'
          : (STATUS_MESSAGES[status] ?? 'Bad request');
    return { status, body: { message }, log: 'info' };
  }
  return { status: 500, body: { message: 'Internal server error' }, log: 'error' };
}

/**
 * Error bodies are written with JSON.stringify, never with the route's response schemas: a route that
 * declares its own 400 (the imports' report) would otherwise fail to serialize a validation error and
 * fall back to Fastify's default body (a 500 with `statusCode`, `code`, `error`; docs/decisions/180).
 */
const serializeErrorBody = (body: unknown) => JSON.stringify(body);

/** The one way an error body leaves: JSON, whatever type the route had set before it failed. */
const sendErrorBody = (reply: FastifyReply, answer: Answer) =>
  reply
    .status(answer.status)
    .type('application/json; charset=utf-8')
    .serializer(serializeErrorBody)
    .send(withoutUndefined(answer.body));

/**
 * The router's own refusals (a URL that is not valid percent-encoding, a path parameter past
 * maxParamLength) happen before any route, hook or error handler: Fastify's `frameworkErrors` sends
 * them here so that they answer the one error format too.
 */
export function answerFrameworkError(error: unknown, _request: FastifyRequest, reply: FastifyReply) {
  return sendErrorBody(reply, toErrorAnswer(error));
}

const NON_SPA_PREFIX = /^\/(api|auth)(\/|\?|$)/;

/**
 * The one error handler and the one not-found handler. With `spa`, unknown GETs outside /api and /auth
 * answer the web app's index.html (client-side routes); everything else unknown is 404 `{ message }`.
 */
export function registerErrorHandling(app: FastifyInstance, options: { spa: boolean }) {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const answer = toErrorAnswer(error);
    if (answer.log === 'error') request.log.error({ err: error }, 'request failed');
    else if (answer.log === 'info')
      request.log.info({ status: answer.status, message: answer.body.message }, 'request refused');
    return sendErrorBody(reply, answer);
  });

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !NON_SPA_PREFIX.test(request.url);
    if (options.spa && isPage) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Not found' });
  });
}
