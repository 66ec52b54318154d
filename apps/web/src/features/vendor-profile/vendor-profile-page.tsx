import { canManageVendorTechs, canUploadVendorDocuments, canUseVendorPortal } from '@dispatchwise/shared';
import { Alert, Box, Typography } from '@mui/material';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary';
import { Loading } from '../../components/loading';
import { RecordTabPanel, RecordTabs } from '../../components/record-editor';
import { useSessionUser } from '../../lib/session';
import { useCurrentVendor } from './api/get-current-vendor';
import type { CurrentVendor } from './api/types';
import { DetailsTab } from './details-tab';

// The Documents and Technicians tabs (their grids) load when opened: the profile opens on Details.
const DocumentsTab = lazy(() =>
  import('./documents-tab').then((module) => ({ default: module.DocumentsTab })),
);
const TechsTab = lazy(() => import('./techs-tab').then((module) => ({ default: module.TechsTab })));

/** The profile's tabs (spec C 2.8: Details and Technicians; the compliance uploads get their own). */
export const VENDOR_PROFILE_TABS = [
  { id: 'details', label: 'Details' },
  { id: 'documents', label: 'Compliance Documents' },
  { id: 'technicians', label: 'Technicians' },
] as const;
export type VendorProfileTab = (typeof VENDOR_PROFILE_TABS)[number]['id'];

/** Calls the query reset of React Query before the screen renders again ("Try again" refetches). */
function RetryQueriesOnReset({ reset }: { reset: () => void }) {
  reset();
  return null;
}

/** /vendorprofile: the signed-in vendor's profile (spec C 2.8; decision 157, 161). Vendor and Tech users. */
export default function VendorProfilePage() {
  const user = useSessionUser();
  const { reset } = useQueryErrorResetBoundary();
  if (!canUseVendorPortal(user)) {
    return <Alert severity="warning">Your sign-in is not linked to a vendor.</Alert>;
  }
  return (
    <ErrorBoundary location="route:/vendorprofile">
      <RetryQueriesOnReset reset={reset} />
      <ProfileLoader />
    </ErrorBoundary>
  );
}

function ProfileLoader() {
  const current = useCurrentVendor();
  if (!current.data) return <Loading />;
  return <VendorProfile detail={current.data} />;
}

function VendorProfile({ detail }: { detail: CurrentVendor }) {
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const canManage = canManageVendorTechs(user);
  const tabs = VENDOR_PROFILE_TABS.filter((item) => item.id !== 'technicians' || canManage);
  const tab: VendorProfileTab = tabs.find((item) => item.id === params.get('tab'))?.id ?? 'details';

  const selectTab = (next: VendorProfileTab) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'details') nextParams.delete('tab');
    else nextParams.set('tab', next);
    setParams(nextParams, { replace: true });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="h6" component="h2" noWrap title={detail.vendor.name}>
        {detail.vendor.name}
      </Typography>
      <RecordTabs
        idPrefix="vendorprofile"
        ariaLabel="Profile sections"
        tabs={tabs}
        value={tab}
        onChange={selectTab}
      />
      <RecordTabPanel idPrefix="vendorprofile" tabId={tab} isPadded={tab === 'details'}>
        {tab === 'details' ? <DetailsTab detail={detail} /> : null}
        <Suspense fallback={<Loading />}>
          {tab === 'documents' ? (
            <DocumentsTab vendorid={detail.vendor.id} canUpload={canUploadVendorDocuments(user)} />
          ) : null}
          {tab === 'technicians' ? <TechsTab /> : null}
        </Suspense>
      </RecordTabPanel>
    </Box>
  );
}
