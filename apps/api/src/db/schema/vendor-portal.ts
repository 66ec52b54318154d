import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, modifiedAt, money, quantity, timestamptz } from './columns';
import { laborratetype, lineitemtype, skilllevel, unit, vendordocumentstatus } from './reference';
import { users } from './users';
import { vendor } from './vendors';
import { workordervendor } from './workorder-vendors';
import { workorder } from './workorders';

/**
 * Proposals and invoices a vendor writes in the portal (spec B "Vendor submitted proposal", spec C
 * "Vendor-portal proposal/invoice"), each with labor, material and other lines. Status: 1 Draft,
 * 2 Submitted, 3 Approved, 4 Rejected (vendordocumentstatus).
 */
const documentColumns = () => ({
  id: serial('id').primaryKey(),
  workorderid: integer('workorderid')
    .notNull()
    .references(() => workorder.id, { onDelete: 'cascade' }),
  workordervendorid: integer('workordervendorid').references(() => workordervendor.id, {
    onDelete: 'set null',
  }),
  vendorid: integer('vendorid')
    .notNull()
    .references(() => vendor.id),
  description: text('description'),
  note: text('note'),
  rejectionnote: text('rejectionnote'),
  submitteddate: timestamptz('submitteddate'),
  createdby: integer('createdby').references(() => users.id, { onDelete: 'set null' }),
  createddate: createdAt(),
  modifieddate: modifiedAt(),
});

export const vendorproposal = pgTable(
  'vendorproposal',
  {
    ...documentColumns(),
    proposalnumber: text('proposalnumber'),
    proposaldate: timestamptz('proposaldate').notNull().defaultNow(),
    proposalstatusid: integer('proposalstatusid')
      .notNull()
      .default(1)
      .references(() => vendordocumentstatus.id),
    proposalamount: money('proposalamount').notNull().default('0'),
  },
  (t) => [
    index('vendorproposal_workorderid_idx').on(t.workorderid),
    index('vendorproposal_vendorid_status_idx').on(t.vendorid, t.proposalstatusid),
  ],
);

export const vendorinvoice = pgTable(
  'vendorinvoice',
  {
    ...documentColumns(),
    proposalid: integer('proposalid').references((): AnyPgColumn => vendorproposal.id, {
      onDelete: 'set null',
    }),
    invoicenumber: text('invoicenumber'),
    invoicedate: timestamptz('invoicedate').notNull().defaultNow(),
    invoicestatusid: integer('invoicestatusid')
      .notNull()
      .default(1)
      .references(() => vendordocumentstatus.id),
    invoiceamount: money('invoiceamount').notNull().default('0'),
  },
  (t) => [
    index('vendorinvoice_workorderid_idx').on(t.workorderid),
    index('vendorinvoice_vendorid_status_idx').on(t.vendorid, t.invoicestatusid),
  ],
);

/** Labor: cost = hourlyrate x numberofhours x numberoftechs x the rate type's multiplier. */
const laborColumns = () => ({
  id: serial('id').primaryKey(),
  skilllevelid: integer('skilllevelid')
    .notNull()
    .references(() => skilllevel.id),
  typeid: integer('typeid')
    .notNull()
    .references(() => laborratetype.id),
  numberoftechs: integer('numberoftechs').notNull().default(1),
  hourlyrate: money('hourlyrate').notNull(),
  numberofhours: quantity('numberofhours').notNull(),
});

const materialColumns = () => ({
  id: serial('id').primaryKey(),
  description: text('description').notNull(),
  partnumber: text('partnumber'),
  /** Unit of measure: a unit id (1 Each .. 7 Oz). */
  uom: integer('uom')
    .notNull()
    .references(() => unit.id),
  unitprice: money('unitprice').notNull(),
  quantity: quantity('quantity').notNull(),
});

const otherColumns = () => ({
  id: serial('id').primaryKey(),
  /** A line item type (Travel, Other, Tax, Misc), decision 013. */
  typeid: integer('typeid')
    .notNull()
    .references(() => lineitemtype.id),
  description: text('description'),
  quantity: quantity('quantity').notNull(),
  unitprice: money('unitprice').notNull(),
});

const proposalRef = () =>
  integer('vendorproposalid')
    .notNull()
    .references(() => vendorproposal.id, { onDelete: 'cascade' });
const invoiceRef = () =>
  integer('vendorinvoiceid')
    .notNull()
    .references(() => vendorinvoice.id, { onDelete: 'cascade' });

export const vendorproposallabor = pgTable(
  'vendorproposallabor',
  { ...laborColumns(), vendorproposalid: proposalRef() },
  (t) => [index('vendorproposallabor_vendorproposalid_idx').on(t.vendorproposalid)],
);
export const vendorproposalmaterial = pgTable(
  'vendorproposalmaterial',
  { ...materialColumns(), vendorproposalid: proposalRef() },
  (t) => [index('vendorproposalmaterial_vendorproposalid_idx').on(t.vendorproposalid)],
);
export const vendorproposalother = pgTable(
  'vendorproposalother',
  { ...otherColumns(), vendorproposalid: proposalRef() },
  (t) => [index('vendorproposalother_vendorproposalid_idx').on(t.vendorproposalid)],
);
export const vendorinvoicelabor = pgTable(
  'vendorinvoicelabor',
  { ...laborColumns(), vendorinvoiceid: invoiceRef() },
  (t) => [index('vendorinvoicelabor_vendorinvoiceid_idx').on(t.vendorinvoiceid)],
);
export const vendorinvoicematerial = pgTable(
  'vendorinvoicematerial',
  { ...materialColumns(), vendorinvoiceid: invoiceRef() },
  (t) => [index('vendorinvoicematerial_vendorinvoiceid_idx').on(t.vendorinvoiceid)],
);
export const vendorinvoiceother = pgTable(
  'vendorinvoiceother',
  { ...otherColumns(), vendorinvoiceid: invoiceRef() },
  (t) => [index('vendorinvoiceother_vendorinvoiceid_idx').on(t.vendorinvoiceid)],
);
