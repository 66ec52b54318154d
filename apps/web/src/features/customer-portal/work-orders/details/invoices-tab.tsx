import { formatDate, formatMoney, PAGE_SIZES } from '@dispatchwise/shared';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { RowActionsMenu, useRowActionRunner } from '../../../../components/data-grid';
import { DocumentPreviewDialog } from '../../../../components/document-preview-dialog';
import { DocumentsGrid } from '../../../../components/line-items';
import { saveRowsCsv } from '../../../../lib/csv-export';
import {
  downloadCustomerInvoicePdf,
  getCustomerInvoices,
  previewCustomerInvoice,
  type CustomerInvoice,
} from '../../api/document-calls';
import { customerPortalKeys } from '../../api/query-keys';
import { CustomerInvoiceCard, customerInvoiceColumns } from './document-columns';
import { CUSTOMER_PREVIEW_SIZE } from './proposals-tab';

type Kind = 'preview' | 'pdf';

const nameOf = (invoice: CustomerInvoice) =>
  ['invoice', invoice.invoicenumber, formatMoney(invoice.amount)].filter(Boolean).join(' ');

const EXPORT_COLUMNS = [
  { name: 'invoicenumber', header: 'Invoice #' },
  { name: 'amount', header: 'Invoice Amount' },
  { name: 'invoicingdate', header: 'Invoice Date' },
  { name: 'duedate', header: 'Due Date' },
  { name: 'balance', header: 'Balance' },
];

/**
 * The Invoices tab of the customer's order (spec C 2.9; decision 172): the invoices the customer sees
 * (approved, decision 167) with Invoice Amount and Invoice Date on the shared documents grid, searchable, an
 * export of the rows, 100 a page, its layout kept in this browser; Preview (800x750) and PDF.
 */
export default function CustomerInvoicesTab({
  workorderid,
  wonumber,
}: {
  workorderid: number;
  wonumber: string;
}) {
  const invoices = useQuery({
    queryKey: customerPortalKeys.invoices(workorderid),
    queryFn: ({ signal }) => getCustomerInvoices(workorderid, signal),
  });
  const rows = useMemo(() => invoices.data ?? [], [invoices.data]);
  const columns = useMemo(() => customerInvoiceColumns(), []);
  const [previewing, setPreviewing] = useState<CustomerInvoice | null>(null);
  const runner = useRowActionRunner(async () => undefined);

  const handleExport = () =>
    saveRowsCsv(
      `invoices-${wonumber}.csv`,
      EXPORT_COLUMNS,
      rows.map((row) => ({
        ...row,
        invoicingdate: formatDate(row.invoicingdate),
        duedate: formatDate(row.duedate),
      })),
    );

  const renderMenu = (invoice: CustomerInvoice) => (
    <RowActionsMenu<Kind>
      name={`Invoice ${invoice.invoicenumber ?? formatMoney(invoice.amount)}`}
      items={[
        { kind: 'preview', label: 'Preview' },
        { kind: 'pdf', label: 'PDF' },
      ]}
      isBusy={runner.busyId === invoice.id}
      onPick={(kind) => {
        if (kind === 'preview') setPreviewing(invoice);
        else
          void runner.run(
            invoice.id,
            () => downloadCustomerInvoicePdf(invoice.id),
            null,
            'Failed to download the PDF',
          );
      }}
    />
  );

  return (
    <>
      <DocumentsGrid<CustomerInvoice, CustomerInvoice['details'][number]>
        rows={rows}
        columns={columns}
        isLoading={invoices.isLoading}
        isFetching={invoices.isFetching}
        stateKey="customerWorkOrderInvoices"
        defaultPageSize={PAGE_SIZES.invoiceList}
        onExport={handleExport}
        emptyText="No invoices on this work order."
        toolbarActions={
          // The list across orders, hidden in the side menu (spec C 2.2, decisions 164 and 173).
          <Button component={RouterLink} to="/customerprofile/invoices" size="small">
            All my invoices
          </Button>
        }
        nameOf={nameOf}
        renderMenu={renderMenu}
        renderCard={(invoice, actions) => <CustomerInvoiceCard invoice={invoice} actions={actions} />}
        lines={{
          labelOf: (invoice) => `Line items of ${nameOf(invoice)}`,
          emptyText: 'This invoice has no line items.',
        }}
      />
      <DocumentPreviewDialog
        title="Invoice Preview"
        size={CUSTOMER_PREVIEW_SIZE}
        source={
          previewing
            ? {
                key: ['customer-invoice-preview', previewing.id],
                load: (signal) => previewCustomerInvoice(previewing.id, signal),
              }
            : null
        }
        onClose={() => setPreviewing(null)}
      />
    </>
  );
}
