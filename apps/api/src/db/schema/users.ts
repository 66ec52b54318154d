import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { customer } from './customers';
import { vendor } from './vendors';

/**
 * Users of every kind (staff, vendor users and techs, customer users). `user_id` is the OpenID Connect
 * subject: for the embedded issuer a generated uuid, for an external issuer the subject it sends
 * (linked by e-mail on first sign-in). Vendor and Tech users carry `vendorid`, Customer users
 * `customerid`.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // A unique constraint (not only an index): other tables reference the subject (decision 018).
    user_id: text('user_id')
      .notNull()
      .unique('users_user_id_key')
      .default(sql`gen_random_uuid()::text`),
    email: text('email').notNull(),
    given_name: text('given_name').notNull().default(''),
    family_name: text('family_name').notNull().default(''),
    picture: text('picture'),
    password_hash: text('password_hash'),
    email_verified: boolean('email_verified').notNull().default(false),
    isactive: boolean('isactive').notNull().default(true),
    blocked: boolean('blocked').notNull().default(false),
    isdispatcher: boolean('isdispatcher').notNull().default(false),
    issalesrep: boolean('issalesrep').notNull().default(false),
    isvendor: boolean('isvendor').notNull().default(false),
    iscustomer: boolean('iscustomer').notNull().default(false),
    /** 2 Vendor, 3 Customer, 4 Employee (spec A "Admin", spec C "User edit"). */
    usertypeid: smallint('usertypeid').notNull().default(4),
    vendorid: integer('vendorid').references((): AnyPgColumn => vendor.id, { onDelete: 'set null' }),
    customerid: integer('customerid').references((): AnyPgColumn => customer.id, { onDelete: 'set null' }),
    logins_count: integer('logins_count').notNull().default(0),
    last_login: timestamp('last_login', { withTimezone: true }),
    failed_logins: integer('failed_logins').notNull().default(0),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    createddate: timestamp('createddate', { withTimezone: true }).notNull().defaultNow(),
    modifieddate: timestamp('modifieddate', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_vendorid_idx')
      .on(t.vendorid)
      .where(sql`${t.vendorid} is not null`),
    index('users_customerid_idx')
      .on(t.customerid)
      .where(sql`${t.customerid} is not null`),
    index('users_isdispatcher_idx')
      .on(t.id)
      .where(sql`${t.isdispatcher}`),
  ],
);

export const role = pgTable('role', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
});

export const permission = pgTable('permission', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
});

export const rolepermission = pgTable(
  'rolepermission',
  {
    roleid: integer('roleid')
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
    permissionid: integer('permissionid')
      .notNull()
      .references(() => permission.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleid, t.permissionid] })],
);

export const userrole = pgTable(
  'userrole',
  {
    userid: integer('userid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleid: integer('roleid')
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userid, t.roleid] })],
);

/** Report definitions (spec A "Reports"): id, reportname, showdateselection. */
export const report = pgTable('report', {
  id: integer('id').primaryKey(),
  reportname: text('reportname').notNull(),
  showdateselection: boolean('showdateselection').notNull().default(true),
  /** grid (the report picker) or heatmap (reports 13, 14, 24 on the heat-map screens). */
  reporttype: text('reporttype').notNull().default('grid'),
});

/** Which reports a user may run (User.reports in spec A). */
export const userreport = pgTable(
  'userreport',
  {
    userid: integer('userid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportid: integer('reportid')
      .notNull()
      .references(() => report.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userid, t.reportid] })],
);

/** oidc-provider's storage (sessions, grants, codes, refresh tokens) through its adapter. */
export const oidcpayload = pgTable(
  'oidcpayload',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    grantid: text('grantid'),
    userCode: text('usercode'),
    uid: text('uid'),
    expiresat: timestamp('expiresat', { withTimezone: true }),
    consumedat: timestamp('consumedat', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.id, t.type] })],
);

/** The embedded issuer's signing keys (RS256 JWKs) and cookie secrets, made on first start. */
export const signingkey = pgTable('signingkey', {
  kid: text('kid').primaryKey(),
  kind: text('kind').notNull().default('jwk'),
  privatejwk: jsonb('privatejwk').notNull(),
  createddate: timestamp('createddate', { withTimezone: true }).notNull().defaultNow(),
});
