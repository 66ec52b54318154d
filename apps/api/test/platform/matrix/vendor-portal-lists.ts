import type { Entry } from './builders';

/** The authorization matrix rows of the vendor portal's proposals and invoices lists across orders (issue 15, decision 164). */
export const VENDOR_PORTAL_LISTS_MATRIX: Record<string, Entry> = {};
