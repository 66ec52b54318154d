import { VENDOR_DOC_TYPE } from '@dispatchwise/shared';
import { RowActionsMenu } from '../../../../components/data-grid';
import type { VendorListRow } from '../api/get-vendors';
import type { VendorDocType } from '../api/send-vendor-doc';

/** The senddoc toasts (spec B section 8's words for a send). */
export const SEND_DOC_MESSAGES = { success: 'Successfully sent.', failure: 'Failed to send.' } as const;

export type VendorRowAction = 'history' | 'coi' | 'w9' | 'profile' | 'wc' | 'expired' | 'openworkorders';

/** The row actions of spec A "Vendors list", in its order. */
export const VENDOR_ROW_ACTIONS: readonly { kind: VendorRowAction; label: string }[] = [
  { kind: 'history', label: 'View History' },
  { kind: 'coi', label: 'Send COI' },
  { kind: 'w9', label: 'Send W9' },
  { kind: 'profile', label: 'Send Vendor Profile' },
  { kind: 'wc', label: 'Send WC' },
  { kind: 'expired', label: 'Send Expired GL/WC' },
  { kind: 'openworkorders', label: 'View Open Work Orders' },
];

/** The document each Send asks for (POST /vendor/senddoc/{vendorid}/{doctype}): COI and WC are both 4. */
export const SEND_DOC_TYPES: Partial<Record<VendorRowAction, VendorDocType>> = {
  coi: VENDOR_DOC_TYPE.CoiOrWc,
  w9: VENDOR_DOC_TYPE.W9,
  profile: VENDOR_DOC_TYPE.Profile,
  wc: VENDOR_DOC_TYPE.CoiOrWc,
  expired: VENDOR_DOC_TYPE.ExpiredGlWc,
};

/** The work-order actions read the vendor's orders: staff who may not read work orders get the sends only. */
const READS_WORK_ORDERS: ReadonlySet<VendorRowAction> = new Set(['history', 'openworkorders']);
export const vendorRowActionsFor = (canReadOrders: boolean) =>
  canReadOrders ? VENDOR_ROW_ACTIONS : VENDOR_ROW_ACTIONS.filter((item) => !READS_WORK_ORDERS.has(item.kind));

type Props = {
  row: VendorListRow;
  items: typeof VENDOR_ROW_ACTIONS;
  isBusy: boolean;
  onPick: (row: VendorListRow, kind: VendorRowAction) => void;
};

export function VendorRowActions({ row, items, isBusy, onPick }: Props) {
  return (
    <RowActionsMenu name={row.name} items={items} isBusy={isBusy} onPick={(kind) => onPick(row, kind)} />
  );
}
