import { WORK_ORDER_MESSAGES } from '@dispatchwise/shared';
import { z } from 'zod';

// The status popup's values and schema; the popup loads the schema when it first validates (docs/decisions/212).

export type StatusChangeValues = {
  note: string;
  cancelreason: string;
  emailuserids: number[];
  notifycustomer: boolean;
  scheduledate: Date | null;
  promisedate: Date | null;
};

const hasText = (value: string) => value.trim().length > 0;
const isValidOrEmpty = (value: Date | null) => value === null || !Number.isNaN(value.getTime());

export const statusChangeSchema = (isCancel: boolean) =>
  z.object({
    note: isCancel ? z.string() : z.string().refine(hasText, { message: WORK_ORDER_MESSAGES.statusNote }),
    cancelreason: isCancel
      ? z.string().refine(hasText, { message: WORK_ORDER_MESSAGES.cancelReason })
      : z.string(),
    emailuserids: z.array(z.number()),
    notifycustomer: z.boolean(),
    scheduledate: z.date().nullable().refine(isValidOrEmpty, { message: 'Enter a valid date.' }),
    promisedate: z.date().nullable().refine(isValidOrEmpty, { message: 'Enter a valid date.' }),
  }) satisfies z.ZodType<StatusChangeValues, StatusChangeValues>;
