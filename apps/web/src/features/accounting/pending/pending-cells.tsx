import FlagOutlined from '@mui/icons-material/FlagOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { Checkbox, Chip, Link } from '@mui/material';
import { Tooltip } from '../../../components/tooltip';
import { formatMoney } from '../../../lib/format';

// The cells the Accounting screen's pending grids share.

/** Vendor and work-order numbers open their record in a new tab (spec A "Accounting"). */
export function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
}

export const workOrderHref = (workorderId: number) => `/workorder/details?id=${workorderId}`;
export const vendorHref = (vendorId: number) => `/vendor/details?id=${vendorId}`;

/** The approve checkbox, or "Queued" for a row a push already took (it cannot be checked again). */
export function ApproveCell({
  isQueued,
  isChecked,
  name,
  onToggle,
}: {
  isQueued: boolean;
  isChecked: boolean;
  /** What the row is, for the checkbox's accessible name ("Approve WO-1042 Acme Plumbing"). */
  name: string;
  onToggle: () => void;
}) {
  if (isQueued) {
    return (
      <Tooltip title="Sent by Push Approved to QB: waiting for, or in, the push to QuickBooks">
        <Chip size="small" icon={<ScheduleOutlined />} label="Queued" variant="outlined" />
      </Tooltip>
    );
  }
  return (
    <Checkbox
      size="small"
      checked={isChecked}
      onChange={onToggle}
      slotProps={{ input: { 'aria-label': `Approve ${name}` } }}
    />
  );
}

/** A NOD-flagged row: an icon with its meaning in words (not colour alone). */
export function NodFlag({ isFlagged }: { isFlagged: boolean }) {
  if (!isFlagged) return null;
  const text = 'NOD: a vendor line of this work order is flagged NOD';
  return (
    <Tooltip title={text}>
      <FlagOutlined color="warning" fontSize="small" titleAccess={text} />
    </Tooltip>
  );
}

export const moneyCell = (value: string | null | undefined) =>
  value == null || value === '' ? '' : formatMoney(value);

/** Right-aligned money columns, header and footer included. */
export const rightAligned = {
  muiTableBodyCellProps: { align: 'right' as const },
  muiTableHeadCellProps: { align: 'right' as const },
  muiTableFooterCellProps: { align: 'right' as const },
};
