import { customerInvoiceActions, type SessionUser } from '@dispatchwise/shared';
import { RowActionsMenu } from '../../../components/data-grid';
import { formatMoney } from '../../../lib/format';
import type { CustomerInvoice, WorkOrder } from '../api/types';

export type InvoiceActionKind =
  'edit' | 'approve' | 'unapprove' | 'reject' | 'preview' | 'pdf' | 'word' | 'remove';

/**
 * The menu's order and captions; each shows only when `customerInvoiceActions` allows it (spec B section 4
 * "Customer invoice"). Word is the PDF's other file: the API refuses both once rejected (decision 138).
 */
const ITEMS: readonly { kind: InvoiceActionKind; label: string; rule: keyof CustomerInvoiceActions }[] = [
  { kind: 'edit', label: 'Edit', rule: 'edit' },
  { kind: 'approve', label: 'Approve', rule: 'approve' },
  { kind: 'unapprove', label: 'Unapprove', rule: 'unapprove' },
  { kind: 'reject', label: 'Reject', rule: 'reject' },
  { kind: 'preview', label: 'Preview', rule: 'preview' },
  { kind: 'pdf', label: 'PDF', rule: 'pdf' },
  { kind: 'word', label: 'Word', rule: 'pdf' },
  { kind: 'remove', label: 'Remove', rule: 'remove' },
];

type CustomerInvoiceActions = ReturnType<typeof customerInvoiceActions>;

/** The actions offered on an invoice for this user on this order, in menu order. */
export function invoiceMenuItems(
  user: SessionUser,
  workOrder: Pick<WorkOrder, 'statusid' | 'status'>,
  invoice: CustomerInvoice,
) {
  const allowed = customerInvoiceActions(user, workOrder, invoice);
  return ITEMS.filter((item) => allowed[item.rule]).map(({ kind, label }) => ({ kind, label }));
}

/** Rejected, Approved or Open: how the card and a screen reader name an invoice's state. */
export const invoiceState = (invoice: CustomerInvoice) =>
  invoice.isrejected ? 'Rejected' : invoice.isapproved ? 'Approved' : 'Open';

/** How an invoice is named to a screen reader and in the menu's header. */
export const invoiceName = (invoice: CustomerInvoice) =>
  `invoice ${formatMoney(invoice.amount)} (${invoiceState(invoice)})`;

type Props = {
  user: SessionUser;
  workOrder: Pick<WorkOrder, 'statusid' | 'status'>;
  invoice: CustomerInvoice;
  isBusy: boolean;
  onPick: (kind: InvoiceActionKind, invoice: CustomerInvoice) => void;
};

/** An invoice row's actions button and its menu. */
export function InvoiceMenu({ user, workOrder, invoice, isBusy, onPick }: Props) {
  return (
    <RowActionsMenu
      name={invoiceName(invoice)}
      items={invoiceMenuItems(user, workOrder, invoice)}
      isBusy={isBusy}
      onPick={(kind) => onPick(kind, invoice)}
    />
  );
}
