import {
  customerPortalInvoiceListResource,
  customerPortalProposalListResource,
  type ListResource,
} from '@dispatchwise/shared';
import { Alert } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { DataGridColumn, GridFetcher } from '../../../components/data-grid';
import {
  documentColumnsOf,
  documentDetailsPath,
  documentListStatusOf,
  PortalDocumentsList,
  type PortalDocumentKind,
  type PortalDocumentListStatus,
  type StatusLabels,
} from '../../../entities/portal-documents';
import { useCaptions } from '../../../lib/captions';
import { useSessionUser } from '../../../lib/session';
import { getCustomerDocuments, type CustomerDocumentListRow } from '../api/get-document-lists';
import { customerPortalKeys } from '../api/query-keys';

type Row = CustomerDocumentListRow;
type Caption = (table: string, field: string, fallback?: string) => string;

/** The order's columns both lists start with: work order # (the link), PO Number, job site, city, state. */
function orderColumns(resource: ListResource, caption: Caption, link: (id: number) => string) {
  const { column, workOrderLink } = documentColumnsOf<Row>(resource);
  const c = (field: string, fallback: string) => caption('workorder', field, fallback);
  return [
    workOrderLink(c('wonumber', 'Work Order #'), link),
    column('ponumber', c('ponumber', 'PO Number'), 130),
    column('jobsite', c('jobsite', 'Job Site'), 170),
    column('city', c('city', 'City'), 130),
    column('statecode', c('statecode', 'State'), 80),
  ];
}

/**
 * What the customer's `?status=` words mean (decision 167), said in the customer's words (decision 173):
 * proposals waiting for the customer's decision; invoices open, past due or paid (none is ever rejected).
 */
const KINDS: Record<
  PortalDocumentKind,
  {
    resource: ListResource;
    labels: StatusLabels;
    statuses: readonly PortalDocumentListStatus[];
    columns: (
      caption: Caption,
      total: number | null | undefined,
      link: (id: number) => string,
    ) => DataGridColumn<Row>[];
  }
> = {
  proposal: {
    resource: customerPortalProposalListResource,
    labels: { open: 'In Progress', waiting: 'Waiting for Approval' },
    statuses: ['open', 'waiting', 'approved', 'rejected', 'all'],
    columns: (caption, total, link) => {
      const resource = customerPortalProposalListResource;
      const { column, date, money } = documentColumnsOf<Row>(resource);
      const c = (field: string, fallback: string) => caption('workorderproposal', field, fallback);
      return [
        ...orderColumns(resource, caption, link),
        column('externalproposalnumber', c('externalproposalnumber', 'Proposal #'), 130, {
          hasHeaderFilter: false,
        }),
        date('createddate', c('createddate', 'Date Created')),
        column('note', c('note', 'Note'), 240, { hasHeaderFilter: false }),
        column('status', c('status', 'Status'), 130),
        money('amount', c('amount', 'Proposed Amount'), total),
      ];
    },
  },
  invoice: {
    resource: customerPortalInvoiceListResource,
    labels: { waiting: 'Past Due', approved: 'Paid' },
    statuses: ['open', 'waiting', 'approved', 'all'],
    columns: (caption, total, link) => {
      const resource = customerPortalInvoiceListResource;
      const { column, date, money } = documentColumnsOf<Row>(resource);
      const c = (field: string, fallback: string) => caption('invoice', field, fallback);
      return [
        ...orderColumns(resource, caption, link),
        column('invoicenumber', c('invoicenumber', 'Invoice #'), 130, { hasHeaderFilter: false }),
        date('invoicingdate', c('invoicingdate', 'Invoice Date')),
        date('duedate', c('duedate', 'Due Date')),
        column('status', c('status', 'Status'), 110),
        money('amount', c('amount', 'Invoice Amount'), total),
        money('balance', c('balance', 'Balance')),
      ];
    },
  },
};

/**
 * /customerprofile/proposals and /customerprofile/invoices (spec C 2.1, hidden in the menu; decision 173): the
 * customer's proposals or invoices across its orders on the portals' shared list, each row opening its order
 * on the kind's tab.
 */
export function CustomerDocumentsPage({ kind }: { kind: PortalDocumentKind }) {
  const user = useSessionUser();
  const [searchParams] = useSearchParams();
  if (user.customerid == null) {
    return <Alert severity="warning">Your sign-in is not linked to a customer.</Alert>;
  }
  const status = documentListStatusOf(searchParams);
  // A status the kind does not offer (a rejected invoice is never the customer's) is All.
  return <CustomerDocuments kind={kind} status={KINDS[kind].statuses.includes(status) ? status : 'all'} />;
}

function CustomerDocuments({ kind, status }: { kind: PortalDocumentKind; status: PortalDocumentListStatus }) {
  const caption = useCaptions();
  const config = KINDS[kind];
  const fetcher = useMemo<GridFetcher>(
    () => (params, signal) => getCustomerDocuments(kind, status, params, signal),
    [kind, status],
  );
  const columnsOf = useCallback(
    (total: number | null | undefined, origin: string) =>
      config.columns(caption, total, (id) => documentDetailsPath('customerprofile', kind, id, origin)),
    [config, caption, kind],
  );
  return (
    <PortalDocumentsList<Row>
      area="customerprofile"
      kind={kind}
      status={status}
      resource={config.resource}
      amount="amount"
      fetcher={fetcher}
      queryKey={[...customerPortalKeys.documentLists, kind, status]}
      columnsOf={columnsOf}
      labels={config.labels}
      statuses={config.statuses}
    />
  );
}
