import { z } from 'zod';

// Wire shape of the live lists' stream (GET /api/live, text/event-stream; docs/decisions/183).

export { LIVE_WORK_ORDERS_EVENT } from '../constants/work-orders';

/**
 * One `workorders` event: the orders of the caller's scope created, changed or deleted since the last
 * event (at most one a second), or `many` when a list should refresh whatever it shows.
 */
export const liveWorkOrdersEventSchema = z.object({
  created: z.array(z.number().int()),
  changed: z.array(z.number().int()),
  deleted: z.array(z.number().int()),
  many: z.boolean(),
});
