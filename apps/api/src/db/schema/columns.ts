import { numeric, timestamp } from 'drizzle-orm/pg-core';

/**
 * Column helpers shared by the schema files. Money is numeric(12,2) and read as a string by both
 * drivers, so calculations stay exact (ARCHITECTURE mechanism 6); dates are timestamptz.
 */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
export const percent = (name: string) => numeric(name, { precision: 7, scale: 2 });
export const quantity = (name: string) => numeric(name, { precision: 12, scale: 2 });
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => timestamptz('createddate').notNull().defaultNow();
export const modifiedAt = () => timestamptz('modifieddate').notNull().defaultNow();
