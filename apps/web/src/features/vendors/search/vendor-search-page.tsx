import { Alert, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Loading } from '../../../components/loading';
import { failureMessage } from '../../../lib/http';
import { searchVendors, type VendorSearchRequest } from './api/search-vendors';
import { VendorSearchForm } from './components/search-form';

// The results grid loads with the first search, beside its request (docs/decisions/212).
const loadResults = () => import('./components/search-results');
const VendorSearchResults = lazy(() =>
  loadResults().then((module) => ({ default: module.VendorSearchResults })),
);

/** /vendor/search: vendors by radius around a zip or by states, counties and zips (spec A "Vendor search"). */
export default function VendorSearchPage() {
  const search = useMutation({
    mutationFn: async (request: VendorSearchRequest) => ({
      mode: request.mode,
      rows: await searchVendors(request),
    }),
  });
  const handleSearch = (request: VendorSearchRequest) => {
    void loadResults();
    return search.mutateAsync(request);
  };

  return (
    <Stack spacing={2}>
      <VendorSearchForm isSearching={search.isPending} onSearch={handleSearch} />
      {search.isError ? (
        <Alert severity="error">{failureMessage('The search failed', search.error)}</Alert>
      ) : null}
      {search.isIdle ? (
        <Alert severity="info">
          Choose a zip code and radius, or the states, counties and zips, then Search.
        </Alert>
      ) : null}
      {search.data || search.isPending ? (
        <Suspense fallback={<Loading />}>
          <VendorSearchResults
            rows={search.data?.rows ?? []}
            isSearching={search.isPending}
            hasDistance={(search.data?.mode ?? search.variables?.mode) === 'radius'}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
