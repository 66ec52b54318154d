/**
 * The one error type route code throws. The error handler (plugins/errors.ts) answers it as
 * `{ message, errors? }` with `status`; `errors` maps a field path (`email`, `address.zip`) to its message.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;

  constructor(status: number, message: string, errors?: Record<string, string>) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.errors = errors;
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);
