import {
  canAddCustomerInvoiceToWorkOrder,
  canReadCustomerInvoicesAsStaff,
  customerInvoiceActions,
  INVOICE_MESSAGES,
  isWorkOrderInvoiced,
} from '@dispatchwise/shared';
import { Alert, Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useRowActionRunner } from '../../components/data-grid';
import { DocumentPreviewDialog } from '../../components/document-preview-dialog';
import { DocumentsGrid } from '../../components/line-items';
import { ApiError } from '../../lib/http';
import { useSessionUser } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { downloadInvoicePdf, previewInvoice } from './api/generate-invoice-document';
import { downloadInvoiceWord } from './api/generate-invoice-word';
import { useInvoices } from './api/get-invoices';
import { removeInvoice } from './api/remove-invoice';
import { runInvoiceAction } from './api/run-invoice-action';
import { saveInvoice } from './api/save-invoice';
import type { CustomerInvoice, InvoiceLine, WorkOrder } from './api/types';
import { updateInvoice } from './api/update-invoice';
import { InvoiceCard } from './components/invoice-card';
import { invoiceColumns } from './components/invoice-columns';
import { InvoiceDialog, type InvoiceDialogTarget } from './components/invoice-dialog';
import { invoiceInput, type InvoiceFormValues } from './components/invoice-form';
import { InvoiceMenu, invoiceName, type InvoiceActionKind } from './components/invoice-menu';

type Props = { workOrder: WorkOrder; recordKey: readonly unknown[] };

/** The toasts of the state actions (spec B section 8; Reject has none of its own: "Status updated"). */
const ACTION_TOASTS = {
  approve: INVOICE_MESSAGES.approved,
  unapprove: INVOICE_MESSAGES.unapproved,
  reject: 'Status updated',
} as const;

/**
 * The Invoice & Payments tab of the work-order detail (spec B sections 2, 4 "Customer invoice", 5, 8; issue 11;
 * docs/decisions/136, 139): the order's invoices on the shared grid with the actions `customerInvoiceActions`
 * allows, an invoice's lines under the grid, Add Invoice, the editor popup, the Invoice Preview, the PDF and
 * the Word file. Every change reads the whole order again, so the header's margin follows the invoices.
 */
export default function InvoicesTab({ workOrder, recordKey }: Props) {
  const user = useSessionUser();
  const toast = useToast();
  const queryClient = useQueryClient();
  const isAllowed = canReadCustomerInvoicesAsStaff(user);
  const invoices = useInvoices({ workorderid: workOrder.id, recordKey, isEnabled: isAllowed });
  const rows = useMemo(() => invoices.data ?? [], [invoices.data]);
  const columns = useMemo(() => invoiceColumns(), []);
  const [editing, setEditing] = useState<InvoiceDialogTarget | null>(null);
  const [removing, setRemoving] = useState<CustomerInvoice | null>(null);
  const [previewing, setPreviewing] = useState<CustomerInvoice | null>(null);
  const canAdd = canAddCustomerInvoiceToWorkOrder(user, workOrder);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: recordKey }),
    [queryClient, recordKey],
  );

  const { busyId, run } = useRowActionRunner(refresh);

  const handlePick = (kind: InvoiceActionKind, invoice: CustomerInvoice) => {
    switch (kind) {
      case 'edit':
        setEditing({ kind: 'edit', invoice });
        return;
      case 'remove':
        setRemoving(invoice);
        return;
      case 'preview':
        setPreviewing(invoice);
        return;
      case 'approve':
      case 'unapprove':
      case 'reject':
        void run(
          invoice.id,
          () => runInvoiceAction(kind, invoice.id),
          ACTION_TOASTS[kind],
          `Failed to ${kind} the invoice`,
        );
        return;
      case 'pdf':
        void run(invoice.id, () => downloadInvoicePdf(invoice.id), null, 'Failed to download the PDF');
        return;
      case 'word':
        void run(invoice.id, () => downloadInvoiceWord(invoice.id), null, 'Failed to download the Word file');
        return;
    }
  };

  /** Save: saveinvoice for a new invoice, else updateinvoice with every field and the kept lines. */
  const handleSubmit = async (values: InvoiceFormValues, target: InvoiceDialogTarget) => {
    const input = invoiceInput(values, workOrder.id);
    if (target.kind === 'edit') {
      const { workorderid: _workorderid, ...changes } = input;
      await updateInvoice({ ...changes, id: target.invoice.id });
    } else {
      await saveInvoice(input);
    }
    toast(INVOICE_MESSAGES.saved, 'success');
    setEditing(null);
    await refresh();
  };

  const handleRemove = async () => {
    if (!removing) return;
    try {
      await removeInvoice(removing.id);
    } catch (error) {
      toast(INVOICE_MESSAGES.removeFailed, 'error');
      // The popup stays open with the reason.
      throw error instanceof ApiError ? new Error(error.message) : error;
    }
    toast(INVOICE_MESSAGES.removed, 'success');
    await refresh();
  };

  if (!isAllowed)
    return <Alert severity="info">Your role does not see the customer invoices of work orders.</Alert>;

  const editingRules =
    editing?.kind === 'edit' ? customerInvoiceActions(user, workOrder, editing.invoice) : null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <DocumentsGrid<CustomerInvoice, InvoiceLine>
        rows={rows}
        columns={columns}
        isLoading={invoices.isPending}
        isFetching={invoices.isFetching}
        stateKey="workOrderInvoices"
        emptyText="No invoices on this work order."
        nameOf={invoiceName}
        renderMenu={(invoice) => (
          <InvoiceMenu
            user={user}
            workOrder={workOrder}
            invoice={invoice}
            isBusy={busyId === invoice.id}
            onPick={handlePick}
          />
        )}
        renderCard={(invoice, actions) => <InvoiceCard invoice={invoice} actions={actions} />}
        add={{
          label: 'Add Invoice',
          isDisabled: !canAdd,
          disabledReason: isWorkOrderInvoiced(workOrder)
            ? 'The work order is Invoiced: invoices cannot be added.'
            : '',
          onAdd: () => setEditing({ kind: 'new' }),
        }}
        // No remove under the grid: an invoice's lines change in its editor (updateinvoice).
        lines={{
          labelOf: (invoice) => `Line items of ${invoiceName(invoice)}`,
          emptyText: 'This invoice has no line items.',
        }}
      />

      <InvoiceDialog
        target={editing}
        description={workOrder.description}
        // Every invoice carries the order's vendor cost; a first invoice has none to read it from yet.
        vendorCost={editing?.kind === 'edit' ? editing.invoice.vendorcost : (rows[0]?.vendorcost ?? null)}
        canSave={editingRules ? editingRules.save : canAdd}
        canAddItem={editingRules ? editingRules.addItem : canAdd}
        onSubmit={handleSubmit}
        onClose={() => setEditing(null)}
      />
      <DocumentPreviewDialog
        title="Invoice Preview"
        source={
          previewing
            ? { key: ['invoice', previewing.id], load: (signal) => previewInvoice(previewing.id, signal) }
            : null
        }
        onClose={() => setPreviewing(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remove Invoice"
        confirmLabel="Remove"
        onConfirm={handleRemove}
        onClose={() => setRemoving(null)}
      >
        Remove the {removing ? invoiceName(removing) : 'invoice'} and its line items?
      </ConfirmDialog>
    </Box>
  );
}
