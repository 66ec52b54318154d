import { Alert } from '@mui/material';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary';
import type { RecordTab } from '../../components/record-editor';
import type { PortalArea } from './list-status';

export type PortalDetailTab = 'workorder' | 'notes' | 'proposals' | 'invoices' | 'attachments';

/** Spec C 2.8 and 2.9's tabs of a portal's work-order details, in their order (decisions 160, 165, 172). */
export const PORTAL_DETAIL_TABS: readonly RecordTab<PortalDetailTab>[] = [
  { id: 'workorder', label: 'Work Order' },
  { id: 'notes', label: 'Notes' },
  { id: 'proposals', label: 'Proposals' },
  { id: 'invoices', label: 'Invoices' },
  { id: 'attachments', label: 'Attachments' },
];

function RetryQueriesOnReset({ reset }: { reset: () => void }) {
  reset();
  return null;
}

/**
 * /{area}/workorderdetails?id=: the order's id from the address (a warning without one) and the error boundary
 * whose Try again asks the failed queries again.
 */
export function PortalDetailsRoute({
  area,
  render,
}: {
  area: PortalArea;
  render: (id: number) => ReactNode;
}) {
  const [params] = useSearchParams();
  const { reset } = useQueryErrorResetBoundary();
  const rawId = Number(params.get('id'));
  if (!Number.isInteger(rawId) || rawId <= 0) {
    return <Alert severity="warning">No work order was chosen. Open one from My Work Orders.</Alert>;
  }
  return (
    <ErrorBoundary location={`route:/${area}/workorderdetails`} resetKey={rawId}>
      <RetryQueriesOnReset reset={reset} />
      {render(rawId)}
    </ErrorBoundary>
  );
}

/** The tab in the address (`&tab=`; none is Work Order) and the setter that keeps the rest of the address. */
export function usePortalDetailTab(): [PortalDetailTab, (next: PortalDetailTab) => void] {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab = PORTAL_DETAIL_TABS.find((item) => item.id === tabParam)?.id ?? 'workorder';
  const selectTab = (next: PortalDetailTab) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'workorder') nextParams.delete('tab');
    else nextParams.set('tab', next);
    setParams(nextParams, { replace: true });
  };
  return [tab, selectTab];
}
