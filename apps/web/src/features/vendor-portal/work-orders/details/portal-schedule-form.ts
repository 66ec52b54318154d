import { z } from 'zod';
import { toApiDate, toPickerDate } from '../../../../entities/work-orders/form-values';
import type { PortalWorkOrder } from '../api/portal-work-order';

const SCHEDULE_REQUIRED = 'Schedule Date is required.';

const isValidDate = (value: Date | null): boolean => value instanceof Date && !Number.isNaN(value.getTime());

/**
 * The two fields the vendor may change (spec C 2.8): Assigned Tech (user_id, '' for none) and Schedule Date.
 * A date the order has cannot be cleared (the API sets one, never none); an order without one may stay so.
 */
export const portalScheduleSchema = (hasDate: boolean) =>
  z.object({
    techauthid: z.string(),
    scheduledate: z
      .date({ error: SCHEDULE_REQUIRED })
      .nullable()
      .refine((value) => (value === null ? !hasDate : isValidDate(value)), { message: SCHEDULE_REQUIRED }),
  });
export type PortalScheduleValues = z.infer<ReturnType<typeof portalScheduleSchema>>;

export const portalScheduleValuesOf = (workOrder: PortalWorkOrder): PortalScheduleValues => ({
  techauthid: workOrder.techauthid ?? '',
  scheduledate: toPickerDate(workOrder.scheduledate),
});

/** What Save sends: only the calls whose field changed (assigntech, updatescheduledate). */
export function portalScheduleChanges(workOrder: PortalWorkOrder, values: PortalScheduleValues) {
  const before = portalScheduleValuesOf(workOrder);
  const scheduledate = values.scheduledate ? toApiDate(values.scheduledate) : null;
  const beforeDate = before.scheduledate ? toApiDate(before.scheduledate) : null;
  return {
    tech: values.techauthid !== before.techauthid ? { techauthid: values.techauthid || null } : null,
    schedule: scheduledate && scheduledate !== beforeDate ? { scheduledate } : null,
  };
}
