import type {
  vendorPortalCheckInAnswerSchema,
  vendorPortalCheckInSchema,
  vendorPortalTodayOrderSchema,
  vendorPortalTodaySchema,
  WireInput,
  WireOf,
} from '@dispatchwise/shared';

// The technician's today view's wire types, from the shared contracts (docs/decisions/125, 159, 162).

/** GET /vendorprofile/today: the caller's workable orders of the day and the fence's radius. */
export type TodayWork = WireOf<typeof vendorPortalTodaySchema>;
export type TodayOrder = WireOf<typeof vendorPortalTodayOrderSchema>;
export type CheckInInput = WireInput<typeof vendorPortalCheckInSchema>;
/** POST /vendorprofile/checkin and /checkout: the stored row, the order's status after it and the message. */
export type CheckInAnswer = WireOf<typeof vendorPortalCheckInAnswerSchema>;
