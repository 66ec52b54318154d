import {
  canConvertVendorProposalAsStaff,
  canPrintVendorProposal,
  canReadVendorProposalsAsStaff,
  canReviewVendorProposalsAsStaff,
  isVendorProposalReviewable,
  isWorkOrderInvoiced,
  VENDOR_DOCUMENT_STATUS,
  type SessionUser,
  type WorkOrderStatusRef,
} from '@dispatchwise/shared';
import { ListSubheader, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { RowActionsButton } from '../../../components/data-grid';
import { formatMoney } from '../../../lib/format';
import { useVendorProposal } from '../api/get-vendor-proposal';
import type { VendorProposalReview, VendorProposalRow } from '../api/types';

export type VendorProposalActionKind = 'review' | 'preview' | 'approve' | 'reject' | 'convert';

/** The menu's order and captions (spec B sections 2 and 4). */
const ITEMS: readonly { kind: VendorProposalActionKind; label: string }[] = [
  { kind: 'review', label: 'Review' },
  { kind: 'preview', label: 'Preview' },
  { kind: 'approve', label: 'Approve' },
  { kind: 'reject', label: 'Reject' },
  { kind: 'convert', label: 'Convert to Customer Proposal' },
];

/** Whether the row can be approved or rejected at all, so its menu asks the API for the order's vendors. */
export const mayReview = (user: SessionUser, row: Pick<VendorProposalRow, 'proposalstatusid'>) =>
  canReviewVendorProposalsAsStaff(user) && row.proposalstatusid === VENDOR_DOCUMENT_STATUS.Submitted;

/**
 * The actions offered on a proposal: Review and Preview to every reader (`canPrintVendorProposal`); Approve and Reject to a reviewer when the proposal is
 * pending and the order has exactly one vendor, the proposal's (the review's `isreviewable`, the shared rule);
 * Convert on every row to whoever may convert, unless the order is Invoiced (the API refuses Employee, and a new
 * customer proposal on an Invoiced order, so the menu hides it).
 */
export function vendorProposalMenuItems(
  user: SessionUser,
  workOrder: WorkOrderStatusRef,
  row: Pick<VendorProposalRow, 'proposalstatusid'>,
  review: Pick<VendorProposalReview, 'proposalstatusid' | 'vendorcount' | 'isreviewable'> | undefined,
) {
  const isReviewable =
    mayReview(user, row) && review !== undefined && review.isreviewable && isVendorProposalReviewable(review);
  const allowed: Record<VendorProposalActionKind, boolean> = {
    review: canReadVendorProposalsAsStaff(user),
    preview: canPrintVendorProposal(user),
    approve: isReviewable,
    reject: isReviewable,
    convert: canConvertVendorProposalAsStaff(user) && !isWorkOrderInvoiced(workOrder),
  };
  return ITEMS.filter((item) => allowed[item.kind]);
}

/** How a proposal is named to a screen reader and in the menu's header. */
export const vendorProposalName = (row: VendorProposalRow) =>
  `proposal ${row.proposalnumber ?? row.id} of ${row.vendorname} ${formatMoney(row.proposalamount)} (${row.proposalstatus})`;

type Props = {
  user: SessionUser;
  /** The order's status: Convert is not offered once it is Invoiced. */
  workOrder: WorkOrderStatusRef;
  row: VendorProposalRow;
  recordKey: readonly unknown[];
  isBusy: boolean;
  onPick: (kind: VendorProposalActionKind, row: VendorProposalRow) => void;
};

/**
 * A proposal row's actions button and its menu. The grid's rows do not carry the order's vendor count, so a
 * pending row's menu reads the proposal's review (the same query the popups use) when it opens.
 */
export function VendorProposalMenu({ user, workOrder, row, recordKey, isBusy, onPick }: Props) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isOpen = Boolean(anchor);
  const needsReview = mayReview(user, row);
  const review = useVendorProposal({ id: row.id, recordKey, isEnabled: isOpen && needsReview });
  const items = vendorProposalMenuItems(user, workOrder, row, review.data);
  const name = vendorProposalName(row);
  return (
    <>
      <RowActionsButton
        label={`Actions for ${name}`}
        menuId={menuId}
        isOpen={isOpen}
        isDisabled={isBusy || items.length === 0}
        onOpen={(event) => setAnchor(event.currentTarget)}
      />
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={isOpen}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        <ListSubheader sx={{ lineHeight: '32px', fontWeight: 600 }}>{name}</ListSubheader>
        {items.map((item) => (
          <MenuItem
            key={item.kind}
            onClick={() => {
              setAnchor(null);
              onPick(item.kind, row);
            }}
          >
            {item.label}
          </MenuItem>
        ))}
        {needsReview && review.isPending ? (
          <MenuItem disabled>Checking the work order&apos;s vendors…</MenuItem>
        ) : null}
        {needsReview && review.isError ? (
          <MenuItem disabled>Approve and Reject could not be checked.</MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
