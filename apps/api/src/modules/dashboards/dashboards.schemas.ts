import { z } from 'zod';
import { listQuerySchema } from '../../lib/list-query/index';
import { requiredId, timeZone } from '@dispatchwise/shared';

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

/** The grid protocol's answer (docs/platform.md "Grid protocol"); rows are work-order list rows or groups. */
export const listAnswerSchema = z.object({
  data: z.array(z.record(z.string(), z.unknown())),
  totalCount: z.number(),
  totalCountIsExact: z.boolean(),
  summary: z.null(),
  nextCursor: z.string().nullable(),
});

/** Without `statusid`: the card counts; with it: the popup grid of that status (grid load options). */
export const vendorOpenQuerySchema = listQuerySchema.extend({
  vendorid: requiredId('Vendor').optional(),
  statusid: requiredId('Status').optional(),
});

export const customerOpenQuerySchema = listQuerySchema.extend({
  customerid: requiredId('Customer').optional(),
  statusid: requiredId('Status').optional(),
});

export const ownerParamsSchema = z.object({ id: requiredId('Id') });

export type StatusCount = z.infer<typeof statusCountSchema>;
export type PriorityCount = z.infer<typeof priorityCountSchema>;
export type DispatcherCount = z.infer<typeof dispatcherCountSchema>;
export type OpenCount = z.infer<typeof openCountSchema>;
export type VendorOpenQuery = z.infer<typeof vendorOpenQuerySchema>;
export type CustomerOpenQuery = z.infer<typeof customerOpenQuerySchema>;
