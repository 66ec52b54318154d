/**
 * The one http client of the web app (ARCHITECTURE.md mechanism 5).
 *
 * Every call carries `Authorization: Bearer <token>` and `X-User-Name: <name>`, sends and reads JSON and
 * throws an `ApiError`. The auth layer plugs in the session (token, name, what to do on 401) through
 * `configureHttp`, so this module has no React or oidc dependency and tests can drive it directly.
 */

export type FieldErrors = Record<string, string | string[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors | undefined;

  constructor(status: number, message: string, errors?: FieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export type HttpSession = {
  getAccessToken: () => string | undefined;
  getUserName: () => string | undefined;
  /** True when the stored access token is past its expiry. */
  isTokenExpired: () => boolean;
  /** Expired token: log out through the issuer (spec A section 8). */
  onExpired: () => void;
  /** Any other 401: forget the session and go to /login. */
  onUnauthorized: () => void;
  /** Shows a failure as an error toast. */
  notifyError: (message: string) => void;
};

const noSession: HttpSession = {
  getAccessToken: () => undefined,
  getUserName: () => undefined,
  isTokenExpired: () => false,
  onExpired: () => window.location.assign('/login'),
  onUnauthorized: () => window.location.assign('/login'),
  notifyError: () => undefined,
};

let session: HttpSession = noSession;

export function configureHttp(next: Partial<HttpSession>): void {
  session = { ...session, ...next };
}

export function resetHttp(): void {
  session = noSession;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  params?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** The caller shows its own failure toast (e.g. 'Failed to submit the form'); the error is still logged. */
  isSilent?: boolean;
  /** The media type asked for: JSON unless a page is wanted (`http.postText`). */
  accept?: string;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const ERROR_LOG_PATH = '/api/error/logerror';
const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

function buildUrl(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

function buildHeaders(hasBody: boolean, accept = 'application/json'): Headers {
  const headers = new Headers({ Accept: accept });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = session.getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const name = session.getUserName();
  // Header values must be ISO-8859-1; names with other characters are sent percent-encoded.
  if (name) headers.set('X-User-Name', /^[\x20-\x7e]*$/.test(name) ? name : encodeURIComponent(name));
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function toApiError(status: number, body: unknown, fallback: string): ApiError {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message, errors } = body as { message?: unknown; errors?: unknown };
    return new ApiError(
      status,
      typeof message === 'string' && message ? message : fallback,
      errors && typeof errors === 'object' ? (errors as FieldErrors) : undefined,
    );
  }
  if (typeof body === 'string' && body.trim() && body.length < 300) return new ApiError(status, body.trim());
  return new ApiError(status, fallback);
}

/** A failure's toast: "Failed to approve the invoice: {the API's reason}", or the prefix alone. */
export function failureMessage(prefix: string, error: unknown): string {
  return error instanceof Error && error.message ? `${prefix}: ${error.message}` : prefix;
}

/** Reports a failure to the server's error log. Never throws and never reports its own failure. */
export async function logError(entry: { errormessage: string; additionalinfo?: string; errorpage?: string }) {
  try {
    await fetch(ERROR_LOG_PATH, {
      method: 'POST',
      headers: buildHeaders(true),
      body: JSON.stringify({
        errormessage: entry.errormessage,
        additionalinfo: entry.additionalinfo ?? '',
        errorpage: entry.errorpage ?? window.location.pathname,
      }),
    });
  } catch {
    // The error log is best effort: a failure to report must not cascade.
  }
}

export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const url = buildUrl(path, options.params);
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: buildHeaders(hasBody, options.accept),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const error = new ApiError(0, UNREACHABLE);
    if (!options.isSilent) session.notifyError(error.message);
    throw error;
  }

  const body = await readBody(response);
  if (response.ok) return body as T;
  throw failure({
    method,
    path,
    url,
    status: response.status,
    statusText: response.statusText,
    body,
    options,
  });
}

/**
 * The error of a refused call: a 401 ends the session (the issuer's logout when the token expired); any
 * other status is toasted unless the caller is silent, and reported to the error log.
 */
function failure({
  method,
  path,
  url,
  status,
  statusText,
  body,
  options,
}: {
  method: Method;
  path: string;
  url: string;
  status: number;
  statusText: string;
  body: unknown;
  options: Pick<RequestOptions, 'isSilent'>;
}): ApiError {
  const error = toApiError(status, body, statusText || `Request failed (${status})`);
  if (status === 401) {
    if (session.isTokenExpired()) session.onExpired();
    else session.onUnauthorized();
    return error;
  }
  if (!options.isSilent) session.notifyError(error.message);
  if (path !== ERROR_LOG_PATH) {
    void logError({
      errormessage: error.message,
      additionalinfo: `${method} ${url} ${status}`,
      errorpage: window.location.pathname,
    });
  }
  return error;
}

export type UploadOptions = Pick<RequestOptions, 'params' | 'signal' | 'isSilent'> & {
  /** The share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
};

/**
 * POSTs one file as multipart form data (fields `FormFile` and `FileName`, as the imports of spec A
 * section 7 take them) with the session's headers, and reads the JSON answer. XMLHttpRequest rather than
 * fetch because it reports the upload's progress; failures are handled as `request`'s are.
 */
export function uploadFile<T>(path: string, file: File, options: UploadOptions = {}): Promise<T> {
  const url = buildUrl(path, options.params);
  const form = new FormData();
  form.append('FormFile', file, file.name);
  form.append('FileName', file.name);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    buildHeaders(false).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const type = xhr.getResponseHeader('Content-Type') ?? '';
      let body: unknown = xhr.responseText;
      if (type.includes('json') && xhr.responseText) {
        try {
          body = JSON.parse(xhr.responseText) as unknown;
        } catch {
          // Not JSON after all: keep the text.
        }
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else {
        const { status, statusText } = xhr;
        reject(failure({ method: 'POST', path, url, status, statusText, body, options }));
      }
    };
    xhr.onerror = () => {
      const error = new ApiError(0, UNREACHABLE);
      if (!options.isSilent) session.notifyError(error.message);
      reject(error);
    };
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * Opens a server-sent event stream (GET /api/live) with the session's headers: fetch rather than
 * EventSource, which cannot send the bearer token. Failures are the caller's (it reconnects quietly):
 * no toast, no error log; a refused call throws an `ApiError` with its status.
 */
export async function openEventStream(path: string, signal: AbortSignal): Promise<Response> {
  const response = await fetch(path, { headers: buildHeaders(false, 'text/event-stream'), signal });
  if (!response.ok || !response.body) {
    throw toApiError(response.status, await readBody(response), `Stream refused (${response.status})`);
  }
  return response;
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  /** A POST answered by a page (a document's preview HTML): its text, '' when the answer has none. */
  postText: async (path: string, body?: unknown, options?: RequestOptions): Promise<string> => {
    const answer = await request<unknown>('POST', path, { accept: 'text/html', ...options, body });
    return typeof answer === 'string' ? answer : '';
  },
};

/**
 * The name a file answer gives itself: the `filename` header (the API's documents, decision 138), else
 * the name of `Content-Disposition`; undefined when it gives none.
 */
export function fileNameOf(response: Response): string | undefined {
  const header = response.headers.get('filename')?.trim();
  if (header) return header;
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoded name: fall back to the plain one.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || undefined;
}

export type DownloadOptions = RequestOptions & {
  method?: 'GET' | 'POST';
  /** The answer names the file (`filename` header, as the generated invoice Word does); `fileName` is the fallback. */
  isNamedByServer?: boolean;
};

/**
 * Downloads a file answer (an export) with the session's headers and saves it under `fileName`:
 * fetch -> blob -> a temporary link, because a plain link cannot carry the bearer token. A document built
 * from a JSON body (the sign-off ticket) is a POST with `body`; `isNamedByServer` takes the answer's name.
 */
export async function downloadFile(
  path: string,
  fileName: string,
  options: DownloadOptions = {},
): Promise<void> {
  const url = buildUrl(path, options.params);
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers: buildHeaders(hasBody),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const error = new ApiError(0, UNREACHABLE);
    if (!options.isSilent) session.notifyError(error.message);
    throw error;
  }
  if (!response.ok) {
    const error = toApiError(
      response.status,
      await readBody(response),
      `Download failed (${response.status})`,
    );
    if (response.status === 401) {
      if (session.isTokenExpired()) session.onExpired();
      else session.onUnauthorized();
    } else if (!options.isSilent) session.notifyError(error.message);
    throw error;
  }
  const name = options.isNamedByServer ? (fileNameOf(response) ?? fileName) : fileName;
  saveBlob(await response.blob(), name);
}

/** Saves a blob under a name through a temporary link (exports, attachment downloads). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
