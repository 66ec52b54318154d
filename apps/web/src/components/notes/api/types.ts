import type {
  customerNoteSchema,
  NoteArea,
  vendorNoteSchema,
  WireOf,
  workOrderNoteSchema,
} from '@dispatchwise/shared';

/** The record whose notes a grid shows (decision 124): an area with a notes adapter, and the record's id. */
export type NoteOwner<A extends NoteArea = NoteArea> = { area: A; id: number };

/**
 * One note as each owner's list answers it, from the shared contract (docs/decisions/125): an owner whose
 * adapter lands adds its schema here.
 */
export type NoteOfArea = {
  workorder: WireOf<typeof workOrderNoteSchema>;
  vendor: WireOf<typeof vendorNoteSchema>;
  customer: WireOf<typeof customerNoteSchema>;
};

/** What every note has, whatever its owner: what the generic grid reads. */
export type NoteBase = { id: number; note: string; createddate: string };
