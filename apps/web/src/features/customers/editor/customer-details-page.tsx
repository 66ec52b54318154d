import { Alert } from '@mui/material';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorBoundary } from '../../../components/error-boundary';
import { Loading } from '../../../components/loading';
import { useCustomer } from './api/get-customer';
import type { CustomerDetail } from './api/types';
import { detailChoicesOf } from './customer-choices';
import { CustomerEditor } from './customer-editor';

/** Calls the query reset of React Query before the screen renders again ("Try again" refetches). */
function RetryQueriesOnReset({ reset }: { reset: () => void }) {
  reset();
  return null;
}

/** /customer/details?id={id}: the customer editor (spec C 2.3). */
export default function CustomerDetailsPage() {
  const [params] = useSearchParams();
  const { reset } = useQueryErrorResetBoundary();
  const rawId = Number(params.get('id'));
  const id = Number.isInteger(rawId) && rawId > 0 ? rawId : null;
  if (id === null) {
    return <Alert severity="warning">No customer was chosen. Open one from the Customers list.</Alert>;
  }
  return (
    <ErrorBoundary location="route:/customer/details" resetKey={id}>
      <RetryQueriesOnReset reset={reset} />
      <CustomerLoader id={id} />
    </ErrorBoundary>
  );
}

function CustomerLoader({ id }: { id: number }) {
  const detail = useCustomer(id);
  if (!detail.data) return <Loading />;
  return <LoadedEditor key={id} detail={detail.data} refetch={detail.refetch} />;
}

function LoadedEditor({
  detail,
  refetch,
}: {
  detail: CustomerDetail;
  refetch: () => Promise<{ data?: CustomerDetail }>;
}) {
  const choices = useMemo(() => detailChoicesOf(detail), [detail]);
  return (
    <CustomerEditor
      customer={detail.customer}
      choices={choices}
      providers={detail.managementproviders}
      refetch={refetch}
    />
  );
}
