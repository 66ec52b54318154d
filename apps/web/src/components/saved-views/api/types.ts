import type { removedViewSchema, resetViewResultSchema, savedViewSchema, WireOf } from '@dispatchwise/shared';

/** A saved view (spec A section 3 "Saved view"): `view` is the grid state JSON (contracts/views.ts). */
export type SavedView = WireOf<typeof savedViewSchema>;
/** DELETE /api/view/removeview */
export type RemovedView = WireOf<typeof removedViewSchema>;
/** PUT /api/view/resetmyview */
export type ResetViewResult = WireOf<typeof resetViewResultSchema>;
