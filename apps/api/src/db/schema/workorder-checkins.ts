import { boolean, doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';
import { vendor } from './vendors';
import { workorder } from './workorders';

/**
 * Every check-in and check-out of a technician's phone on a work order (issue 15, docs/decisions/159):
 * who, when, where the browser said it was, how far that is from the job site and whether a check-in
 * was outside the fence. Written in the transaction that changes the order.
 */
export const workordercheckin = pgTable(
  'workordercheckin',
  {
    id: serial('id').primaryKey(),
    workorderid: integer('workorderid')
      .notNull()
      .references(() => workorder.id, { onDelete: 'cascade' }),
    vendorid: integer('vendorid')
      .notNull()
      .references(() => vendor.id),
    userid: integer('userid').references(() => users.id, { onDelete: 'set null' }),
    /** `checkin` or `checkout` (CHECKIN_KINDS). */
    kind: text('kind').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The browser's accuracy radius in metres, when it gave one. */
    accuracy: doublePrecision('accuracy'),
    /** Metres to the job site (earthdistance); null when the site has no coordinates. */
    distance: doublePrecision('distance'),
    /** Whether geofencing applied (the order's overridegeofencing was off). */
    geofencing: boolean('geofencing').notNull(),
    outsidefence: boolean('outsidefence').notNull().default(false),
    createddate: createdAt(),
  },
  (t) => [index('workordercheckin_workorderid_userid_idx').on(t.workorderid, t.userid, t.id)],
);
