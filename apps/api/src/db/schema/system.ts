import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** Captions of grid columns and form fields (ARCHITECTURE mechanism 4), served by /site/meta. */
export const sitemeta = pgTable(
  'sitemeta',
  {
    id: serial('id').primaryKey(),
    tablename: text('tablename').notNull(),
    datafieldname: text('datafieldname').notNull(),
    displaynamefield: text('displaynamefield').notNull(),
  },
  (t) => [uniqueIndex('sitemeta_tablename_datafieldname_key').on(t.tablename, t.datafieldname)],
);

/** Client and server errors reported through POST /error/logerror. */
export const errorlog = pgTable(
  'errorlog',
  {
    id: serial('id').primaryKey(),
    errormessage: text('errormessage').notNull(),
    additionalinfo: text('additionalinfo'),
    errorpage: text('errorpage'),
    userid: integer('userid').references(() => users.id, { onDelete: 'set null' }),
    createddate: createdAt(),
  },
  (t) => [index('errorlog_createddate_idx').on(t.createddate.desc())],
);
