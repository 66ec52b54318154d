import { HttpError } from '../../lib/errors';
import { escapeHtml, htmlToText, sanitizeOptionalRichText } from '../../lib/rich-text';

/** Scope of Work as a customer document's editor sends it (proposals and invoices, spec B section 5). */
export type ScopeOfWorkInput = {
  scopeofwork?: string | null | undefined;
  scopeofworkformatted?: string | null | undefined;
};

/**
 * Scope of Work as stored: the sanitized HTML and its text. The editor's HTML wins; plain text becomes
 * one paragraph per line. Undefined when the input names neither field; 400 `message` (keyed
 * `scopeofwork`) when it has no visible text.
 */
export function scopeOfWork(input: ScopeOfWorkInput, message: string) {
  if (input.scopeofwork === undefined && input.scopeofworkformatted === undefined) return undefined;
  const formatted = input.scopeofworkformatted
    ? sanitizeOptionalRichText(input.scopeofworkformatted)
    : input.scopeofwork
      ? input.scopeofwork
          .split(/\r?\n/)
          .map((line) => `<p>${escapeHtml(line)}</p>`)
          .join('')
      : null;
  const text = htmlToText(formatted);
  if (!formatted || text === '') throw new HttpError(400, message, { scopeofwork: message });
  return { scopeofworkformatted: formatted, scopeofwork: text };
}

/** The same, required: a new document must have one. */
export function requiredScopeOfWork(input: ScopeOfWorkInput, message: string) {
  const scope = scopeOfWork(input, message);
  if (!scope) throw new HttpError(400, message, { scopeofwork: message });
  return scope;
}
