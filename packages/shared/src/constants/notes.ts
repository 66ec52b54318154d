/**
 * Note types and pertains-to (spec A section 5, spec B section 9). The popup offers the first five;
 * System and Vendor Info Change are written by the server and hidden unless "Include System Notes"
 * is on (spec B "Notes tab"). The stored `typeid` is 1 for Internal and 2 otherwise (decision 013).
 */
export type NoteType = { id: number; name: string; typeid: 1 | 2; isselectable: boolean; issystem: boolean };

export const NOTE_TYPE = {
  Internal: 1,
  Customer: 2,
  Vendor: 3,
  ClientAndVendor: 4,
  Accounting: 5,
  System: 6,
  VendorInfoChange: 7,
} as const;

export const NOTE_TYPES: readonly NoteType[] = [
  { id: NOTE_TYPE.Internal, name: 'Internal', typeid: 1, isselectable: true, issystem: false },
  { id: NOTE_TYPE.Customer, name: 'Customer', typeid: 2, isselectable: true, issystem: false },
  { id: NOTE_TYPE.Vendor, name: 'Vendor', typeid: 2, isselectable: true, issystem: false },
  {
    id: NOTE_TYPE.ClientAndVendor,
    name: 'Client and Vendor',
    typeid: 2,
    isselectable: true,
    issystem: false,
  },
  { id: NOTE_TYPE.Accounting, name: 'Accounting', typeid: 2, isselectable: true, issystem: false },
  { id: NOTE_TYPE.System, name: 'System', typeid: 2, isselectable: false, issystem: true },
  {
    id: NOTE_TYPE.VendorInfoChange,
    name: 'Vendor Info Change',
    typeid: 2,
    isselectable: false,
    issystem: true,
  },
];
export const DEFAULT_NOTE_TYPE_ID = NOTE_TYPE.Internal;

export const PERTAINS_TO = { Customer: 1, Internal: 2, Vendor: 3 } as const;
export const PERTAINS_TO_LIST: readonly { id: number; name: string }[] = [
  { id: PERTAINS_TO.Customer, name: 'Customer' },
  { id: PERTAINS_TO.Internal, name: 'Internal' },
  { id: PERTAINS_TO.Vendor, name: 'Vendor' },
];
export const DEFAULT_PERTAINS_TO = PERTAINS_TO.Internal;

/** Note texts the server writes (spec B section 4). */
export const SYSTEM_NOTE_TEXT = { vendorUpdated: 'Vendor Updated' } as const;

// The owners of notes and their calls: here, not beside the notes' schemas (contracts/notes.ts), so the web
// reads them without downloading zod (docs/decisions/210).
/** The owners that have notes, with their id parameter and caption; the API serves those with an adapter. */
export const NOTE_OWNERS = {
  workorder: { ownerKey: 'workorderid', caption: 'Work Order' },
  vendor: { ownerKey: 'vendorid', caption: 'Vendor' },
  customer: { ownerKey: 'customerid', caption: 'Customer' },
} as const;
export type NoteArea = keyof typeof NOTE_OWNERS;

/** The calls of an owner's Notes tab, for the web's components/notes. */
export const noteEndpoints = (area: NoteArea, id: number) => ({
  list: `/api/${area}/notes/${id}`,
  pdf: `/api/${area}/notes/${id}/pdf`,
});
