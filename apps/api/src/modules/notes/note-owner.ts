import { canSeeNote, type Rule, type SessionUser } from '@dispatchwise/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { PdfTableColumn } from '../../lib/documents/pdf';

/**
 * What a record that has notes declares (docs/decisions/124, twenty's ActivityTargetableObject): the
 * notes module serves GET /{area}/notes/:{ownerKey} and its PDF for every owner given to
 * `noteRoutes`, and knows no owner itself. The owner module writes its adapter (its table, its
 * access check, its flags) and modules/index.ts registers it.
 */
export type NoteOwner<Row extends object, Note extends object> = {
  /** The URL segment and the owner's name in paths: GET /{area}/notes/:{ownerKey}. */
  area: string;
  /** The owner's id parameter, as the spec names it (workorderid, customerid, vendorid). */
  ownerKey: string;
  /** The owner in messages: '{caption} is invalid.'. */
  caption: string;
  /** OpenAPI tags of the owner's routes. */
  tags: string[];
  /** The route rule (decision 121) of reading the owner's notes. */
  readRule: Rule;
  /** 404 when the owner is missing, 403 when the user may not see it (through the owner's door). */
  requireOwner(options: { db: Db; user: SessionUser; id: number }): Promise<unknown>;
  /** Every note of the owner, newest first, with its visibility flags. */
  findRows(db: Db, ownerId: number): Promise<Row[]>;
  /** The flags that show a note to portal users (spec C 2.3, 2.4, 6); null: never shown to them. */
  visibility: { vendor: BooleanKey<Row> | null; customer: BooleanKey<Row> | null };
  /** The row as this user reads it: flags dropped, other people's addresses hidden from portal users. */
  toWire(user: SessionUser, row: Row): Note;
  /** The answer row's schema (the contract). */
  noteSchema: z.ZodType<Note>;
  /** The Export to PDF of the owner's Notes grid. */
  pdf: {
    columns: readonly PdfTableColumn[];
    cells(note: Note, options: { timeZone?: string }): string[];
    /** System notes print only with Include System Notes. */
    isSystem(note: Note): boolean;
    /** The owner's number or name for the title and the file name, undefined when missing. */
    label(db: Db, ownerId: number): Promise<string | undefined>;
    title(label: string): string;
  };
};

type BooleanKey<Row> = { [K in keyof Row]: Row[K] extends boolean | null | undefined ? K : never }[keyof Row];

/**
 * The one note visibility rule (spec C "Vendors see only notes flagged canvendorsee; customers only
 * notes flagged isvisibletocustomer"), read through the owner's flag names: the shared canSeeNote.
 */
export function isNoteVisibleTo<Row extends object>(
  owner: Pick<NoteOwner<Row, object>, 'visibility'>,
  user: SessionUser,
  row: Row,
): boolean {
  const flag = (key: BooleanKey<Row> | null) => (key === null ? false : row[key] === true);
  return canSeeNote(user, {
    canvendorsee: flag(owner.visibility.vendor),
    isvisibletocustomer: flag(owner.visibility.customer),
  });
}
