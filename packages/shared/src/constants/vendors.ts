/** Vendor lookups (spec A "Vendors list", spec C 2.4); decision 014. */
export type VendorStatusType = { id: number; type: string; color: string; isdispatchable: boolean };

export const VENDOR_STATUS_TYPE = { Incomplete: 1, Complete: 2, Supplier: 3, Redlined: 4 } as const;

/** Colours: 1 pale yellow, 2 green, 3 light green, 4 red (spec A section 9). Redlined cannot be dispatched. */
export const VENDOR_STATUS_TYPES: readonly VendorStatusType[] = [
  { id: VENDOR_STATUS_TYPE.Incomplete, type: 'Incomplete', color: '#FFF9C4', isdispatchable: true },
  { id: VENDOR_STATUS_TYPE.Complete, type: 'Complete', color: '#4CAF50', isdispatchable: true },
  { id: VENDOR_STATUS_TYPE.Supplier, type: 'Supplier', color: '#C8E6C9', isdispatchable: true },
  { id: VENDOR_STATUS_TYPE.Redlined, type: 'Redlined', color: '#F44336', isdispatchable: false },
];

export type Tier = { id: number; name: string; isdispatchable: boolean };
/** Tier 6 is excluded from dispatch selection (spec A section 9). */
export const EXCLUDED_TIER_ID = 6;
export const TIERS: readonly Tier[] = [1, 2, 3, 4, 5, 6].map((id) => ({
  id,
  name: id === EXCLUDED_TIER_ID ? 'Tier 6 - Do Not Use' : `Tier ${id}`,
  isdispatchable: id !== EXCLUDED_TIER_ID,
}));

export type Term = { id: number; termdescription: string; days: number };
/** Payment terms for customers and vendors: 10, 15, 30, 45, 60, 75, 90 days (spec C section 9). */
export const TERMS: readonly Term[] = [10, 15, 30, 45, 60, 75, 90].map((days, index) => ({
  id: index + 1,
  termdescription: `Net ${days}`,
  days,
}));
export const DEFAULT_TERM_ID = 3;

export const QC_RATING = { Fair: 1, Good: 2, Excellent: 3 } as const;
export const QC_RATINGS: readonly { id: number; name: string }[] = [
  { id: QC_RATING.Fair, name: 'Fair' },
  { id: QC_RATING.Good, name: 'Good' },
  { id: QC_RATING.Excellent, name: 'Excellent' },
];

/** Vendor rating: 1 to 5 stars in half steps. */
export const VENDOR_RATING = { min: 1, max: 5, step: 0.5 } as const;

/** Vendor line status (`workordervendor.status`, decision 014). */
export const WORK_ORDER_VENDOR_STATUSES = ['Attached', 'Cancelled'] as const;
export type WorkOrderVendorStatus = (typeof WORK_ORDER_VENDOR_STATUSES)[number];

/** Vendor search radius options in miles (spec A "Vendor search"). */
export const RADIUS_OPTIONS = [10, 20, 30, 40, 50, 75, 100] as const;
export const DEFAULT_RADIUS = 50;

/**
 * Vendor compliance paperwork (issue 12, decision 146): the documents that expire, when the daily job
 * reminds the vendor (45 and 15 days ahead, then once expired), and how long a W9 stays current (the
 * vendor record keeps the date it was signed, not an expiry).
 */
export const COMPLIANCE_DOCUMENTS = ['gl', 'wc', 'w9'] as const;
export type ComplianceDocument = (typeof COMPLIANCE_DOCUMENTS)[number];
export const COMPLIANCE_DOCUMENT_NAMES: Record<ComplianceDocument, string> = {
  gl: 'general liability insurance certificate (COI)',
  wc: "workers' compensation certificate",
  w9: 'W9',
};
export const COMPLIANCE_REMINDER_DAYS = [45, 15] as const;
export const COMPLIANCE_THRESHOLDS = ['45', '15', 'expired'] as const;
export type ComplianceThreshold = (typeof COMPLIANCE_THRESHOLDS)[number];
export const W9_VALID_YEARS = 3;

/** Why a vendor cannot be attached (spec B section 4 "Vendor line"); null when it can. */
export const VENDOR_BLOCK_REASONS = ['Redlined', 'Tier 6', 'Excluded by customer'] as const;
export type VendorBlockReason = (typeof VENDOR_BLOCK_REASONS)[number];

/** What savevendor answers (400) for each reason. */
export const VENDOR_BLOCK_MESSAGES: Record<VendorBlockReason, string> = {
  Redlined: 'This vendor is Redlined and cannot be attached.',
  'Tier 6': 'This vendor is Tier 6 (Do Not Use) and cannot be attached.',
  'Excluded by customer': 'The customer excluded this vendor: it cannot be attached.',
};

/** The messages of the vendor calls; "{label} is required." with the vendor captions (spec C 5). */
export const VENDOR_MESSAGES = {
  notFound: 'Vendor not found.',
  /** Spec C 5 gives both readings for tier and terms; these are the ones the old bundle showed. */
  tier: 'Tier is required.',
  term: 'Term is required.',
  rating: `Rating must be ${VENDOR_RATING.min} to ${VENDOR_RATING.max} in steps of ${VENDOR_RATING.step}.`,
  contactTitle: 'Title must be at most 50 characters.',
  contactNotFound: 'Contact not found.',
  zipNotFound: 'Zip code not found.',
  /** A validator that refuses a zip of another state (the zipcode one corrects the state instead). */
  zipState: 'The zip code is not in the state entered.',
  radius: `Radius must be one of ${RADIUS_OPTIONS.join(', ')}.`,
  docType: 'Document type must be 1 (W9), 2 (profile), 4 (COI or WC) or 5 (expired GL/WC).',
  noEmail: 'The vendor has no primary or dispatch e-mail address.',
  noPlaces: 'Choose at least one state, county, city or zip code.',
  /** Toasts (spec C 8). */
  saved: 'Vendor Saved',
  submitted: 'You have submitted the form',
  submitFailed: 'Failed to submit the form',
} as const;
