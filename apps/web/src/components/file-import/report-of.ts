import { importReportSchema, type ImportReport } from '@dispatchwise/shared';
import { ApiError } from '../../lib/http';

/**
 * A refusal answered with the report's rows in `errors` (a 400 of the import) read as a report. A module of its
 * own, loaded when an import is refused: its schema brings zod (decision 211).
 */
export function reportOf(error: unknown): ImportReport | null {
  if (!(error instanceof ApiError) || !Array.isArray(error.errors)) return null;
  const parsed = importReportSchema.safeParse({ added: 0, updated: 0, errors: error.errors });
  return parsed.success ? parsed.data : null;
}
