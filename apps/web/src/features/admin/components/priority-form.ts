import { DISPATCH_MESSAGES, MAX_DISPATCH_PRIORITY } from '@dispatchwise/shared';
import { z } from 'zod';

/** Adding a vendor at priority 0 would remove it at once. */
export const PRIORITY_AT_LEAST_ONE = 'Priority must be 1 or more.';

/**
 * A priority as typed, checked with the contract's messages before it is sent (the API checks it again):
 * a whole number up to MAX_DISPATCH_PRIORITY, from `min` (0 in Change Priority, where it means removal
 * and asks first; 1 in Select Vendor). Decision 156.
 */
export const priorityTextSchema = (min: 0 | 1) =>
  z
    .string()
    .trim()
    .superRefine((text, context) => {
      const message =
        text === ''
          ? DISPATCH_MESSAGES.priorityRequired
          : !/^\d+$/.test(text)
            ? DISPATCH_MESSAGES.priorityInvalid
            : Number(text) > MAX_DISPATCH_PRIORITY
              ? DISPATCH_MESSAGES.priorityTooLarge
              : Number(text) < min
                ? PRIORITY_AT_LEAST_ONE
                : undefined;
      if (message) context.addIssue({ code: 'custom', message });
    });

export const priorityFormSchema = z.object({ priority: priorityTextSchema(0) });
export type PriorityForm = z.infer<typeof priorityFormSchema>;
