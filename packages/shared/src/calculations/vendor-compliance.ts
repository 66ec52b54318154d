import {
  COMPLIANCE_REMINDER_DAYS,
  W9_VALID_YEARS,
  type ComplianceDocument,
  type ComplianceThreshold,
} from '../constants/vendors';

/** The paperwork dates of a vendor record (spec C 2.4), as the API and the web hold them. */
export type VendorPaperwork = {
  glexpirationdate: Date | string | null;
  wcexpirationdate: Date | string | null;
  wcexempt: boolean;
  w9date: Date | string | null;
};

export type ComplianceItem = {
  document: ComplianceDocument;
  /** When the document stops being current (a W9: its date plus W9_VALID_YEARS). */
  expirationdate: Date;
  /** Whole days from `today` to the expiry date (negative once expired). */
  daysleft: number;
  /** The most urgent reminder that applies today, or null while more than 45 days remain. */
  threshold: ComplianceThreshold | null;
};

const DAY_MS = 86_400_000;
const utcDay = (value: Date) => Date.UTC(value.getUTCFullYear(), value.getUTCMonth(), value.getUTCDate());

function w9Expiry(w9date: Date): Date {
  const expiry = new Date(w9date);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + W9_VALID_YEARS);
  return expiry;
}

/** The reminder due `daysleft` days before an expiry: 'expired', '15', '45' or none. */
export function complianceThreshold(daysleft: number): ComplianceThreshold | null {
  if (daysleft < 0) return 'expired';
  const [far, near] = COMPLIANCE_REMINDER_DAYS;
  if (daysleft <= near) return '15';
  if (daysleft <= far) return '45';
  return null;
}

/**
 * The vendor's expiring paperwork on `today` (decision 146): general liability, workers' comp (not when
 * exempt) and the W9, each with its days left and the reminder that applies. A missing date is not an
 * expiry (the list's Paperwork Completed? says what is missing); days count in UTC calendar days.
 */
export function vendorCompliance(vendor: VendorPaperwork, today: Date): ComplianceItem[] {
  const dates: [ComplianceDocument, Date | null][] = [
    ['gl', vendor.glexpirationdate === null ? null : new Date(vendor.glexpirationdate)],
    ['wc', vendor.wcexempt || vendor.wcexpirationdate === null ? null : new Date(vendor.wcexpirationdate)],
    ['w9', vendor.w9date === null ? null : w9Expiry(new Date(vendor.w9date))],
  ];
  return dates.flatMap(([document, expirationdate]) => {
    if (!expirationdate || Number.isNaN(expirationdate.getTime())) return [];
    const daysleft = Math.round((utcDay(expirationdate) - utcDay(today)) / DAY_MS);
    return [{ document, expirationdate, daysleft, threshold: complianceThreshold(daysleft) }];
  });
}
