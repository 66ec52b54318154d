import type { ViewType } from '@dispatchwise/shared';

/** A saved view (spec A section 3 "Saved view"): `view` is the grid state JSON. */
export type SavedView = {
  viewid: number;
  viewname: string;
  viewtype: ViewType | string;
  isdefault: boolean;
  view: Record<string, unknown>;
  createddate?: string;
  modifieddate?: string;
};
