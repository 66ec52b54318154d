import { WORK_ORDER_MESSAGES as MESSAGES } from '@dispatchwise/shared';
import { z } from 'zod';
import { normalizeMoney } from '../../../lib/format';
import { NTE_MESSAGE, type WorkOrderFormValues } from './work-order-form-values';

// The Work Order tab's schema: loaded when the form first validates (lib/form-schema.ts, docs/decisions/212).

const isValidDate = (value: Date | null): boolean => value instanceof Date && !Number.isNaN(value.getTime());

// Plain boolean refinements: a type predicate would narrow the output type, and the form wants the same
// type in and out.
const requiredId = (message: string) =>
  z
    .number({ error: message })
    .nullable()
    .refine((value) => value !== null && value !== 0, { message });

const requiredDate = (message: string) =>
  z
    .date({ error: message })
    .nullable()
    .refine((value) => isValidDate(value), { message });

const optionalDate = z
  .date({ error: 'Enter a valid date.' })
  .nullable()
  .refine((value) => value === null || isValidDate(value), { message: 'Enter a valid date.' });

export const workOrderFormSchema = z.object({
  customerid: requiredId(MESSAGES.customer),
  jobsiteid: z.number().nullable(),
  requestedby: z.string(),
  salesrepid: z.number().nullable(),
  ponumber: z.string(),
  nte: z.string().refine((value) => normalizeMoney(value) !== null, { message: NTE_MESSAGE }),
  duedate: requiredDate(MESSAGES.dueDate),
  promisedate: optionalDate,
  scheduledate: optionalDate,
  divisionid: requiredId(MESSAGES.division),
  statusid: requiredId(MESSAGES.status),
  priorityid: requiredId(MESSAGES.priority),
  requesttypeid: requiredId(MESSAGES.requestType),
  briefdescription: z.string().refine((value) => value.trim().length > 0, {
    message: MESSAGES.briefDescription,
  }),
  description: z.string(),
  tradeids: z.array(z.number()),
  cancelreason: z.string(),
}) satisfies z.ZodType<WorkOrderFormValues, WorkOrderFormValues>;
