import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { money, percent, timestamptz } from './columns';
import { customertrade } from './customers';
import { city, county, state, zipcode } from './geography';
import { vendortrade } from './vendors';

/**
 * Trade rates of customers and vendors with their coverage (spec C 2.6, "Trade rate"). A rate covers
 * the zip codes, cities and counties listed for it; a rate with only states covers those states
 * whole (decision 018). Each coverage table is indexed by the place, for "who covers this zip".
 */
const rateColumns = () => ({
  id: serial('id').primaryKey(),
  name: text('name'),
  /** The state the rate is shown under in the trade grid. */
  statecode: text('statecode').references(() => state.statecode),
  regularrate: money('regularrate').notNull(),
  overtimerate: money('overtimerate'),
  holidayrate: money('holidayrate'),
  tripcharge: money('tripcharge'),
  /** Percent (shown as markuppercent). */
  markupcharge: percent('markupcharge'),
  lastupdated: timestamptz('lastupdated').notNull().defaultNow(),
});

export const vendortraderate = pgTable(
  'vendortraderate',
  {
    ...rateColumns(),
    vendortradeid: integer('vendortradeid')
      .notNull()
      .references(() => vendortrade.id, { onDelete: 'cascade' }),
  },
  (t) => [index('vendortraderate_vendortradeid_idx').on(t.vendortradeid)],
);

export const customertraderate = pgTable(
  'customertraderate',
  {
    ...rateColumns(),
    customertradeid: integer('customertradeid')
      .notNull()
      .references(() => customertrade.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('customertraderate_customertradeid_idx').on(t.customertradeid),
    index('customertraderate_statecode_idx').on(t.statecode),
  ],
);

// Coverage: one table per place kind, keyed by (rate, place) and indexed by place.

export const vendortraderatestate = pgTable(
  'vendortraderatestate',
  {
    traderateid: integer('traderateid')
      .notNull()
      .references(() => vendortraderate.id, { onDelete: 'cascade' }),
    statecode: text('statecode')
      .notNull()
      .references(() => state.statecode),
  },
  (t) => [
    primaryKey({ columns: [t.traderateid, t.statecode] }),
    index('vendortraderatestate_statecode_idx').on(t.statecode),
  ],
);

export const vendortraderatecounty = pgTable(
  'vendortraderatecounty',
  {
    traderateid: integer('traderateid')
      .notNull()
      .references(() => vendortraderate.id, { onDelete: 'cascade' }),
    countyid: integer('countyid')
      .notNull()
      .references(() => county.id),
  },
  (t) => [
    primaryKey({ columns: [t.traderateid, t.countyid] }),
    index('vendortraderatecounty_countyid_idx').on(t.countyid),
  ],
);

export const vendortraderatecity = pgTable(
  'vendortraderatecity',
  {
    traderateid: integer('traderateid')
      .notNull()
      .references(() => vendortraderate.id, { onDelete: 'cascade' }),
    cityid: integer('cityid')
      .notNull()
      .references(() => city.id),
  },
  (t) => [
    primaryKey({ columns: [t.traderateid, t.cityid] }),
    index('vendortraderatecity_cityid_idx').on(t.cityid),
  ],
);

export const vendortraderatezip = pgTable(
  'vendortraderatezip',
  {
    traderateid: integer('traderateid')
      .notNull()
      .references(() => vendortraderate.id, { onDelete: 'cascade' }),
    zipcodeid: integer('zipcodeid')
      .notNull()
      .references(() => zipcode.id),
  },
  (t) => [
    primaryKey({ columns: [t.traderateid, t.zipcodeid] }),
    index('vendortraderatezip_zipcodeid_idx').on(t.zipcodeid),
  ],
);

export const customertraderatestate = pgTable(
  'customertraderatestate',
  {
    traderateid: integer('traderateid')
      .notNull()
      .references(() => customertraderate.id, { onDelete: 'cascade' }),
    statecode: text('statecode')
      .notNull()
      .references(() => state.statecode),
  },
  (t) => [
    primaryKey({ columns: [t.traderateid, t.statecode] }),
    index('customertraderatestate_statecode_idx').on(t.statecode),
  ],
);

export const customertraderatecounty = pgTable(
  'customertraderatecounty',
  {
    traderateid: integer('traderateid')
      .notNull()
      .references(() => customertraderate.id, { onDelete: 'cascade' }),
    countyid: integer('countyid')
      .notNull()
      .references(() => county.id),
  },
  (t) => [
    primaryKey({ columns: [t.traderateid, t.countyid] }),
    index('customertraderatecounty_countyid_idx').on(t.countyid),
  ],
);

export const customertraderatecity = pgTable(
  'customertraderatecity',
  {
    traderateid: integer('traderateid')
      .notNull()
      .references(() => customertraderate.id, { onDelete: 'cascade' }),
    cityid: integer('cityid')
      .notNull()
      .references(() => city.id),
  },
  (t) => [
    primaryKey({ columns: [t.traderateid, t.cityid] }),
    index('customertraderatecity_cityid_idx').on(t.cityid),
  ],
);

export const customertraderatezip = pgTable(
  'customertraderatezip',
  {
    traderateid: integer('traderateid')
      .notNull()
      .references(() => customertraderate.id, { onDelete: 'cascade' }),
    zipcodeid: integer('zipcodeid')
      .notNull()
      .references(() => zipcode.id),
  },
  (t) => [
    primaryKey({ columns: [t.traderateid, t.zipcodeid] }),
    index('customertraderatezip_zipcodeid_idx').on(t.zipcodeid),
  ],
);
