/** Line items of proposals and invoices (spec B section 9, spec C section 9). */
export type IdName = { id: number; name: string };

export const LINE_ITEM_TYPE = { Labor: 1, Material: 2, Travel: 3, Other: 4, Tax: 5, Misc: 6 } as const;
export const LINE_ITEM_TYPES: readonly IdName[] = [
  { id: LINE_ITEM_TYPE.Labor, name: 'Labor' },
  { id: LINE_ITEM_TYPE.Material, name: 'Material' },
  { id: LINE_ITEM_TYPE.Travel, name: 'Travel' },
  { id: LINE_ITEM_TYPE.Other, name: 'Other' },
  { id: LINE_ITEM_TYPE.Tax, name: 'Tax' },
  { id: LINE_ITEM_TYPE.Misc, name: 'Misc' },
];

/**
 * Types offered on a vendor-portal "other" line (decision 013): the non-labor, non-material
 * line item types.
 */
export const OTHER_LINE_TYPE_IDS: readonly number[] = [
  LINE_ITEM_TYPE.Travel,
  LINE_ITEM_TYPE.Other,
  LINE_ITEM_TYPE.Tax,
  LINE_ITEM_TYPE.Misc,
];

export const UNITS: readonly IdName[] = [
  { id: 1, name: 'Each' },
  { id: 2, name: 'Box' },
  { id: 3, name: 'Feet' },
  { id: 4, name: 'Sq Ft' },
  { id: 5, name: 'Lbs' },
  { id: 6, name: 'Gal' },
  { id: 7, name: 'Oz' },
];

export const SKILL_LEVELS: readonly IdName[] = [
  { id: 1, name: 'Supervisor' },
  { id: 2, name: 'Technician' },
  { id: 3, name: 'Helper' },
];

export type LaborRateType = IdName & { multiplier: number };
/** Labor total = rate x hours x techs x multiplier. */
export const LABOR_RATE_TYPES: readonly LaborRateType[] = [
  { id: 1, name: 'Regular', multiplier: 1 },
  { id: 2, name: 'Overtime', multiplier: 1.5 },
  { id: 3, name: 'Double Time', multiplier: 2 },
];
/** The multiplier of each labor rate type id (1 Regular x1, 2 Overtime x1.5, 3 Double Time x2). */
export const LABOR_MULTIPLIERS: ReadonlyMap<number, number> = new Map(
  LABOR_RATE_TYPES.map((type) => [type.id, type.multiplier]),
);

/**
 * Status of a vendor-portal proposal or invoice (spec B/C): 1 draft, Submit sets 2 (the pending
 * state reviewers act on), approve sets 3, reject sets 4. Names: decision 013.
 */
export const VENDOR_DOCUMENT_STATUS = { Draft: 1, Submitted: 2, Approved: 3, Rejected: 4 } as const;
export const VENDOR_DOCUMENT_STATUSES: readonly IdName[] = [
  { id: VENDOR_DOCUMENT_STATUS.Draft, name: 'Draft' },
  { id: VENDOR_DOCUMENT_STATUS.Submitted, name: 'Submitted' },
  { id: VENDOR_DOCUMENT_STATUS.Approved, name: 'Approved' },
  { id: VENDOR_DOCUMENT_STATUS.Rejected, name: 'Rejected' },
];
/** The portal lists' ?status= words and the status each shows. */
export const VENDOR_DOCUMENT_LIST_STATUS = {
  open: VENDOR_DOCUMENT_STATUS.Draft,
  waiting: VENDOR_DOCUMENT_STATUS.Submitted,
  approved: VENDOR_DOCUMENT_STATUS.Approved,
  rejected: VENDOR_DOCUMENT_STATUS.Rejected,
} as const;

/** Customer proposals: margin percent input (spec B section 5). */
export const PROPOSAL_MARGIN = { default: 30, min: 10, max: 100 } as const;
/** Vendor proposal margin basis: quoted amount = proposal amount / 0.7. */
export const VENDOR_PROPOSAL_MARGIN_DIVISOR = 0.7;
