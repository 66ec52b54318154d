import type { Db } from '../../db/client';
import { sanitizeNote } from '../../lib/rich-text';

/**
 * Every note of every owner is written through here, so this is where its text is sanitized
 * (lib/rich-text, docs/decisions/117): plain text stays as typed, HTML keeps only the formatting
 * tags. `insert` is the owner's own (its table, its numbering).
 */
export function addNote<Values extends { note: string }, Saved>(
  insert: (db: Db, values: Values) => Promise<Saved>,
  db: Db,
  values: Values,
): Promise<Saved> {
  return insert(db, { ...values, note: sanitizeNote(values.note) });
}
