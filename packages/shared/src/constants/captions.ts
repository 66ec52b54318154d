import { RECORD_CAPTIONS } from './captions-records';
import { WORK_ORDER_CAPTIONS } from './captions-work-orders';

/**
 * Every caption of the product (ARCHITECTURE.md mechanism 4), by table then field: the seed writes
 * them as `sitemeta` rows, and the web shows them until GET /api/site/meta answers (and for a field
 * the table lacks). One source, so the two cannot differ.
 */
export const CAPTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ...WORK_ORDER_CAPTIONS,
  ...RECORD_CAPTIONS,
};

/** The caption of `table.field`, compared case-insensitively as the sitemeta lookup is; undefined when none. */
export function captionOf(table: string, field: string): string | undefined {
  const fields = CAPTIONS[table.toLowerCase()];
  if (!fields) return undefined;
  return fields[field] ?? fields[field.toLowerCase()];
}
