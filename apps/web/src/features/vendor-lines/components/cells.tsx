import Check from '@mui/icons-material/Check';
import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { GRID_CELL_CLASS } from '../../../components/data-grid';

// Light cell content for the vendor grids: plain elements with the grid's cell classes (decision 129).

export const YesMark = ({ value }: { value: unknown }) =>
  value ? <Check fontSize="small" color="success" aria-label="Yes" /> : null;

/** Black or white text, whichever reads better on a colour. */
export function textOn(hex: string | null | undefined): string {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex ?? '');
  if (!match) return 'inherit';
  const n = parseInt(match[1]!, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? 'rgba(0,0,0,0.87)' : '#fff';
}

/** A coloured label (a status, a hold). */
export function Label({ color, title, children }: { color: string; title?: string; children: ReactNode }) {
  return (
    <span
      className={GRID_CELL_CLASS.label}
      title={title}
      style={{ backgroundColor: color, color: textOn(color), marginRight: 4 }}
    >
      {children}
    </span>
  );
}

/** The vendor's details screen (spec B section 2), in a new tab: the order being dispatched stays open. */
export function VendorLink({ vendorid, children }: { vendorid: number; children: ReactNode }) {
  return (
    <a
      className={GRID_CELL_CLASS.link}
      href={`/vendor/details?id=${vendorid}`}
      target="_blank"
      rel="noopener"
    >
      {children}
    </a>
  );
}

/** The WO Count cell: opens the vendor's work-order history (spec B "Vendor tab"). */
export function WoCountButton({
  count,
  vendorname,
  onOpen,
}: {
  count: number;
  vendorname: string;
  onOpen: () => void;
}) {
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      aria-label={`${count} work orders of ${vendorname}: open the history`}
      onClick={(event) => {
        event.stopPropagation();
        onOpen();
      }}
    >
      {count}
    </Link>
  );
}
