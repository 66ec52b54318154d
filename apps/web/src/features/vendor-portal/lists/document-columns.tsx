import {
  VENDOR_PORTAL_DOCUMENT_FIELDS,
  VENDOR_PORTAL_DOCUMENT_LIST_RESOURCES,
  type VendorPortalDocumentKind,
  type VendorPortalDocumentListRow,
} from '@dispatchwise/shared';
import type { DataGridColumn } from '../../../components/data-grid';
import { documentColumnsOf } from '../../../entities/portal-documents';
import { documentDetailsPath } from './list-status';

type Row = VendorPortalDocumentListRow;
type Caption = (table: string, field: string, fallback?: string) => string;

const FALLBACKS: Record<VendorPortalDocumentKind, { number: string; date: string; amount: string }> = {
  proposal: { number: 'Proposal #', date: 'Proposal Date', amount: 'Proposal Amount' },
  invoice: { number: 'Invoice #', date: 'Invoice Date', amount: 'Invoice Amount' },
};

/**
 * The columns of My Proposals or My Invoices (decision 164): work order # (a link to the order's tab of that
 * kind), customer, job-site city and state, the document's number, date, description, status and amount
 * with the footer's total (`total`, the `totalSummary` answer); an invoice's payment (paid date, reference, type).
 */
export function documentColumns(options: {
  kind: VendorPortalDocumentKind;
  caption: Caption;
  origin: string;
  total: number | null | undefined;
}): DataGridColumn<Row>[] {
  const { kind, caption, origin, total } = options;
  const names = VENDOR_PORTAL_DOCUMENT_FIELDS[kind];
  const fallback = FALLBACKS[kind];
  const { column, date, money, workOrderLink } = documentColumnsOf<Row>(
    VENDOR_PORTAL_DOCUMENT_LIST_RESOURCES[kind],
  );
  return [
    workOrderLink(caption(names.table, 'wonumber', 'Work Order #'), (id) =>
      documentDetailsPath(kind, id, origin),
    ),
    column('customername', caption('workorder', 'customername', 'Customer'), 180),
    column('city', caption('workorder', 'city', 'City'), 130),
    column('statecode', caption('workorder', 'statecode', 'State'), 90),
    column(names.number, caption(names.table, names.number, fallback.number), 140, {
      hasHeaderFilter: false,
    }),
    date(names.date, caption(names.table, names.date, fallback.date)),
    column('description', caption(names.table, 'description', 'Description'), 280, {
      hasHeaderFilter: false,
    }),
    column(names.status, caption(names.table, names.status, 'Status'), 130),
    money(names.amount, caption(names.table, names.amount, fallback.amount), total),
    // Whether QuickBooks paid the approved invoice's bill, when and by which reference (decisions 178, 179).
    ...(kind === 'invoice'
      ? [
          date('paiddate', caption(names.table, 'paiddate', 'Paid Date')),
          column('paymentrefnumber', caption(names.table, 'paymentrefnumber', 'Payment Ref #'), 150, {
            hasHeaderFilter: false,
          }),
          column('paymenttype', caption(names.table, 'paymenttype', 'Payment Type'), 140),
        ]
      : []),
  ];
}
