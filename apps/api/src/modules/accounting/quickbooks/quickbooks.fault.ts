import { qbFaultSchema } from './quickbooks.types';

// QuickBooks answers errors as `{ Fault: { Error: [{ Message, Detail, code, element }], type }, time }`, in
// any HTTP status (a validation fault may come in a 200) and with lower-case keys on a 401
// (`{ fault: { error: [...] } }`). One error type carries what the callers decide on (decision 176).

/** QuickBooks' code for a DocNumber already used (Invoice; a Bill of the same vendor). */
export const QB_DUPLICATE_DOC_NUMBER = '6140';
/** QuickBooks' code for a DisplayName already used by a Vendor, Customer or Employee. */
export const QB_DUPLICATE_NAME = '6240';
/** QuickBooks' code for a refused or lapsed access token. */
export const QB_AUTHENTICATION_FAILED = '3200';

export class QuickBooksFault extends Error {
  /** The HTTP status (0 when the request never got an answer). */
  readonly status: number;
  /** QuickBooks' error code ('6140'), OAuth's error ('invalid_grant'), or 'HTTP 500' / 'network'. */
  readonly code: string;
  readonly detail: string | undefined;
  readonly element: string | undefined;

  constructor(options: { status: number; code: string; message: string; detail?: string; element?: string }) {
    super(options.message);
    this.name = 'QuickBooksFault';
    this.status = options.status;
    this.code = options.code;
    this.detail = options.detail;
    this.element = options.element;
  }

  get isDuplicateDocNumber(): boolean {
    return this.code === QB_DUPLICATE_DOC_NUMBER;
  }

  get isDuplicateName(): boolean {
    return this.code === QB_DUPLICATE_NAME;
  }

  get isAuthentication(): boolean {
    return this.status === 401 || this.code === QB_AUTHENTICATION_FAILED || this.code === 'invalid_grant';
  }

  /** Worth trying again later: throttling, QuickBooks' own failures, no answer. Never a validation fault. */
  get isRetryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/** Lower-cases the keys of the 401 shape so one schema reads both. */
function faultBody(body: unknown): unknown {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  if (record.Fault) return record.Fault;
  const lower = record.fault as Record<string, unknown> | undefined;
  if (!lower || typeof lower !== 'object') return undefined;
  const errors = Array.isArray(lower.error) ? (lower.error as Record<string, unknown>[]) : [];
  return {
    type: lower.type,
    Error: errors.map((error) => ({
      Message: error.message,
      Detail: error.detail,
      code: error.code,
      element: error.element,
    })),
  };
}

/** The fault in an answer's body, if it holds one. */
export function faultOf(status: number, body: unknown): QuickBooksFault | undefined {
  const raw = faultBody(body);
  if (raw === undefined) return undefined;
  const parsed = qbFaultSchema.safeParse(raw);
  const first = parsed.success ? parsed.data.Error[0] : undefined;
  const code = first?.code ?? (status === 401 ? QB_AUTHENTICATION_FAILED : `HTTP ${status}`);
  const words = [first?.Message, first?.Detail].filter((part): part is string => Boolean(part?.trim()));
  return new QuickBooksFault({
    status: status === 200 ? 400 : status,
    code,
    message: `QuickBooks: ${words.join(': ') || (parsed.success ? parsed.data.type : undefined) || `HTTP ${status}`} (${code})`,
    detail: first?.Detail,
    element: first?.element,
  });
}
