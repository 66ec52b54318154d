import { z } from 'zod';

/**
 * The portals' proposals and invoices lists' own parameter beside the grid protocol's load options: one status,
 * or every status when absent (an empty value counts as absent, as the grid's parameters do). A function, not a
 * schema built when the module loads: the web reads the lists' constants beside it without downloading zod
 * (docs/decisions/210).
 */
export const documentListStatusQuerySchema = <const Status extends string>(
  statuses: readonly [Status, ...Status[]],
) =>
  z.object({
    status: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(statuses, { error: `Status is one of ${statuses.join(', ')}.` }).optional(),
    ),
  });
