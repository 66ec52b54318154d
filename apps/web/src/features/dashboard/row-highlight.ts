/** What the highlighting reads from an alerts row. */
export type HighlightSource = { flagged?: boolean | null; vendors?: readonly unknown[] | null };

export type RowHighlight = 'flagged' | 'multivendor' | 'both';

/**
 * Row backgrounds of the alerts dashboard (spec A "Alerts dashboard", decision 107): pale tints that stay
 * readable behind the coloured status cell and differ from every status colour. A flagged row with
 * several vendors gets its own tint so neither fact hides the other.
 */
export const HIGHLIGHT_COLORS: Record<RowHighlight, string> = {
  flagged: '#FDECEA',
  multivendor: '#E8EAF6',
  both: '#F3E5F5',
};

export const HIGHLIGHT_LABELS: Record<RowHighlight, string> = {
  flagged: 'Flagged',
  multivendor: 'More than one vendor',
  both: 'Flagged, more than one vendor',
};

/** Rows with more than one vendor, and flagged rows, are highlighted. */
export function rowHighlight(row: HighlightSource): RowHighlight | null {
  const isFlagged = row.flagged === true;
  const isMultiVendor = (row.vendors?.length ?? 0) > 1;
  if (isFlagged && isMultiVendor) return 'both';
  if (isFlagged) return 'flagged';
  if (isMultiVendor) return 'multivendor';
  return null;
}
