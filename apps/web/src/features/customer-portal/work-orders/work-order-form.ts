import { toIsoDate, WORK_ORDER_MESSAGES as MESSAGES } from '@dispatchwise/shared';
import { z } from 'zod';
import { toPickerDate } from '../../../entities/work-orders/form-values';
import { formatMoneyInput, normalizeMoney } from '../../../lib/format';
import type {
  CustomerWorkOrder,
  CustomerWorkOrderInput,
  CustomerWorkOrderUpdate,
} from '../api/work-order-calls';

/**
 * The customer's Work Order tab (spec C 2.9, decision 172): the fields of `customerPortalSaveWorkOrderSchema`
 * under their wire names, so a 400's `errors` land on them. Dates are the pickers' local Dates; NTE the text
 * typed ("1,250.00").
 */
export type CustomerWorkOrderValues = {
  jobsiteid: number | null;
  ponumber: string;
  priorityid: number | null;
  duedate: Date | null;
  tradeids: number[];
  nte: string;
  briefdescription: string;
  description: string;
};

export const JOB_SITE_REQUIRED = 'Job Site is required.';
export const NTE_MESSAGE = 'NTE must be an amount, e.g. 250.00.';

const isValidDate = (value: Date | null) => value instanceof Date && !Number.isNaN(value.getTime());

/**
 * The form's rules: the work-order form's messages (spec C 5) and, while the customer has job sites, one of
 * them (an order the dispatcher cannot place is no order; decision 172).
 */
export const customerWorkOrderSchema = (hasJobSites: boolean) =>
  z.object({
    jobsiteid: z
      .number()
      .nullable()
      .refine((value) => !hasJobSites || value !== null, { message: JOB_SITE_REQUIRED }),
    ponumber: z.string().max(100, 'At most 100 characters.'),
    priorityid: z
      .number({ error: MESSAGES.priority })
      .nullable()
      .refine((value) => value !== null, { message: MESSAGES.priority }),
    duedate: z
      .date({ error: MESSAGES.dueDate })
      .nullable()
      .refine((value) => isValidDate(value), { message: MESSAGES.dueDate }),
    tradeids: z.array(z.number()),
    nte: z.string().refine((value) => normalizeMoney(value) !== null, { message: NTE_MESSAGE }),
    briefdescription: z
      .string()
      .max(1000, 'At most 1000 characters.')
      .refine((value) => value.trim().length > 0, { message: MESSAGES.briefDescription }),
    description: z.string(),
  }) satisfies z.ZodType<CustomerWorkOrderValues, CustomerWorkOrderValues>;

export function customerWorkOrderValuesOf(record: CustomerWorkOrder): CustomerWorkOrderValues {
  return {
    jobsiteid: record.jobsiteid,
    ponumber: record.ponumber ?? '',
    priorityid: record.priorityid,
    duedate: toPickerDate(record.duedate),
    tradeids: record.trades.map((trade) => trade.tradeid),
    nte: record.nte ? formatMoneyInput(record.nte) : '',
    briefdescription: record.briefdescription,
    description: record.description ?? '',
  };
}

/** Everything the form holds, as POST /customerprofile/saveworkorder takes it (the customer is the caller's). */
export function customerWorkOrderInputOf(values: CustomerWorkOrderValues): CustomerWorkOrderInput {
  return {
    jobsiteid: values.jobsiteid,
    ponumber: values.ponumber.trim() || null,
    priorityid: values.priorityid ?? 0,
    duedate: values.duedate ? toIsoDate(values.duedate) : '',
    tradeids: values.tradeids,
    nte: normalizeMoney(values.nte) || null,
    briefdescription: values.briefdescription.trim(),
    description: values.description || null,
  };
}

/**
 * PUT /customerprofile/updateworkorder's body: only the fields that differ from the record (a partial update
 * never clears what was not sent), with the record's `modifieddate` so a change made meanwhile answers 409.
 */
export function customerWorkOrderChangesOf(
  record: CustomerWorkOrder,
  values: CustomerWorkOrderValues,
): CustomerWorkOrderUpdate | null {
  const before = customerWorkOrderInputOf(customerWorkOrderValuesOf(record));
  const after = customerWorkOrderInputOf(values);
  const changed = (Object.keys(after) as (keyof CustomerWorkOrderInput)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (changed.length === 0) return null;
  return {
    id: record.id,
    modifieddate: record.modifieddate ?? undefined,
    ...Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}
