import { z } from 'zod';
import { requiredId, timeZone } from './fields';

// Wire shapes of the home charts and the alerts dashboard's cards (spec A "Home", decision 091).

const booleanParam = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

export const activeCountsQuerySchema = z.object({
  /** Also count Invoiced and Cancelled (the pie shows active statuses by default, decision 091). */
  all: booleanParam.optional().default(false),
});

export const dailyCountsQuerySchema = z.object({
  /** The IANA zone whose calendar day "today" is (the browser's); UTC by default (decision 091). */
  timezone: timeZone().optional().default('UTC'),
});

export const statusCountSchema = z.object({
  statusid: z.number(),
  status: z.string(),
  color: z.string(),
  count: z.number(),
});

export const priorityCountSchema = z.object({
  priorityid: z.number().nullable(),
  priority: z.string(),
  color: z.string(),
  count: z.number(),
});

export const dispatcherCountSchema = z.object({
  dispatcherid: z.number().nullable(),
  dispatcher: z.string(),
  inreceived: z.number(),
  totalcount: z.number(),
});

export const openCountSchema = z.object({
  statusid: z.number(),
  status: z.string(),
  /** The card's label for the status ("Tech on Site" for TOS). */
  label: z.string(),
  count: z.number(),
});

/**
 * Without `statusid`: the card counts; with it: the popup grid of that status, with the grid
 * protocol's load options beside these parameters (the API extends its list query with them).
 */
export const vendorOpenParamsSchema = z.object({
  vendorid: requiredId('Vendor').optional(),
  statusid: requiredId('Status').optional(),
});

export const customerOpenParamsSchema = z.object({
  customerid: requiredId('Customer').optional(),
  statusid: requiredId('Status').optional(),
});

export const dashboardOwnerParamsSchema = z.object({ id: requiredId('Id') });

export type StatusCount = z.infer<typeof statusCountSchema>;
export type PriorityCount = z.infer<typeof priorityCountSchema>;
export type DispatcherCount = z.infer<typeof dispatcherCountSchema>;
export type OpenCount = z.infer<typeof openCountSchema>;
export type VendorOpenParams = z.infer<typeof vendorOpenParamsSchema>;
export type CustomerOpenParams = z.infer<typeof customerOpenParamsSchema>;
