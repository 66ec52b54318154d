import Check from '@mui/icons-material/Check';
import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { GRID_CELL_CLASS } from '../../components/data-grid';
import { textOn } from '../../lib/colors';
import { vendorDetailsPath } from './paths';

// Light cell content for the vendor grids (the work order's Vendor tab, the Vendors list, the vendor
// search): plain elements with the grid's cell classes (decision 129).

/** Spec A "Vendors list": the name cell is blue when the paperwork is complete, pink when not. */
export const PAPERWORK_COLORS = { complete: '#BBDEFB', incomplete: '#F8BBD0' } as const;

export const YesMark = ({ value }: { value: unknown }) =>
  value ? <Check fontSize="small" color="success" aria-label="Yes" /> : null;

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

/**
 * A link to the vendor's details screen: in a new tab from a work order (the order being dispatched stays
 * open), in place from the vendor screens (`isNewTab={false}`, through the router).
 */
export function VendorLink({
  vendorid,
  isNewTab = true,
  children,
}: {
  vendorid: number;
  isNewTab?: boolean;
  children: ReactNode;
}) {
  if (!isNewTab)
    return (
      <RouterLink className={GRID_CELL_CLASS.link} to={vendorDetailsPath(vendorid)}>
        {children}
      </RouterLink>
    );
  return (
    <a className={GRID_CELL_CLASS.link} href={vendorDetailsPath(vendorid)} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

/** The WO Count cell: opens the vendor's work-order history (spec A "Vendors list", spec B "Vendor tab"). */
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
