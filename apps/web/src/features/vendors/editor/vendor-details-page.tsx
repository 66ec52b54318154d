import {
  canAcceptVendorDocuments,
  canEditVendors,
  canReadVendorDocumentReviews,
  canReadVendorsAsStaff,
  canOpenVendorEditorTab,
  VENDOR_EDITOR_TABS,
  VENDOR_MESSAGES,
  type VendorEditorTab,
} from '@dispatchwise/shared';
import { Alert, Box } from '@mui/material';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { ErrorBoundary } from '../../../components/error-boundary';
import { Loading } from '../../../components/loading';
import {
  RecordTabPanel,
  RecordTabs,
  RecordToolbar,
  reportSaveError,
} from '../../../components/record-editor';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { useSessionUser } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { useVendor } from './api/get-vendor';
import type { VendorDetail } from './api/types';
import { updateVendor } from './api/update-vendor';
import { ComplianceReminders } from './compliance-reminders';
import { DocumentReviews } from './document-reviews';
import { VendorDetailsForm } from './vendor-details-form';
import {
  toFormValues,
  toUpdateVendorInput,
  vendorFormSchema,
  type VendorFormValues,
} from './vendor-form-schema';
import { schemaResolver } from '../../../lib/form-schema';

// The tabs with lists (their grids, about 70 KB of gzip) load when one is opened: Details is a form.
const VendorTabPanel = lazy(() =>
  import('./vendor-tab-panel').then((module) => ({ default: module.VendorTabPanel })),
);

/** Where Back to List goes (spec C 2.4). */
export const VENDOR_LIST_PATH = '/vendor';

/** Calls the query reset of React Query before the screen renders again ("Try again" refetches). */
function RetryQueriesOnReset({ reset }: { reset: () => void }) {
  reset();
  return null;
}

/** /vendor/details?id={id}: the vendor editor (spec C 2.4). */
export default function VendorDetailsPage() {
  const [params] = useSearchParams();
  const { reset } = useQueryErrorResetBoundary();
  const rawId = Number(params.get('id'));
  const id = Number.isInteger(rawId) && rawId > 0 ? rawId : null;
  if (id === null) {
    return <Alert severity="warning">No vendor was chosen. Open one from the Vendors list.</Alert>;
  }
  return (
    <ErrorBoundary location="route:/vendor/details" resetKey={id}>
      <RetryQueriesOnReset reset={reset} />
      <VendorLoader id={id} />
    </ErrorBoundary>
  );
}

function VendorLoader({ id }: { id: number }) {
  const vendor = useVendor(id);
  if (!vendor.data) return <Loading />;
  return <VendorEditor key={id} detail={vendor.data} refetch={vendor.refetch} />;
}

type EditorProps = { detail: VendorDetail; refetch: () => Promise<{ data?: VendorDetail }> };

function VendorEditor({ detail, refetch }: EditorProps) {
  const user = useSessionUser();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const vendor = detail.vendor;
  const canEdit = canEditVendors(user);
  const requested = VENDOR_EDITOR_TABS.find((item) => item.id === params.get('tab'))?.id;
  const tab: VendorEditorTab = requested && canOpenVendorEditorTab(user, requested) ? requested : 'details';
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<VendorFormValues>({
    resolver: schemaResolver(vendorFormSchema),
    defaultValues: toFormValues(vendor),
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty, { subject: 'this vendor' });

  // A record read again (a rating, a file, a note) shows in the form unless the user is editing it.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toFormValues(vendor));
  }, [vendor, form]);

  const selectTab = (next: VendorEditorTab) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'details') nextParams.delete('tab');
    else nextParams.set('tab', next);
    setParams(nextParams, { replace: true });
  };

  const handleSave = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        await updateVendor(toUpdateVendorInput(vendor.id, values));
      } catch (error) {
        reportSaveError(error, {
          form,
          toast,
          failedMessage: VENDOR_MESSAGES.submitFailed,
          setFormError,
          showForm: () => selectTab('details'),
        });
        return;
      }
      toast(VENDOR_MESSAGES.submitted, 'success');
      const fresh = await refetch();
      form.reset(fresh.data ? toFormValues(fresh.data.vendor) : values);
    },
    () => selectTab('details'),
  );

  const tabs = VENDOR_EDITOR_TABS.map((item) => ({
    ...item,
    isDisabled: !canOpenVendorEditorTab(user, item.id),
  }));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <RecordToolbar
        ariaLabel="Vendor actions"
        backTo={VENDOR_LIST_PATH}
        backLabel="Back to List"
        name={vendor.name}
        saveButton={canEdit ? { isSaving: isSubmitting, onSave: () => void handleSave() } : undefined}
      />
      <RecordTabs
        idPrefix="vendor"
        ariaLabel="Vendor sections"
        tabs={tabs}
        value={tab}
        onChange={selectTab}
      />
      {/* Kept mounted: a Save from another tab still validates and shows its messages here. */}
      <RecordTabPanel idPrefix="vendor" tabId="details" isHidden={tab !== 'details'} isPadded>
        {canEdit ? null : (
          <Alert severity="info" sx={{ mb: 2 }}>
            This vendor record is read-only for your role.
          </Alert>
        )}
        {canReadVendorDocumentReviews(user) ? (
          <DocumentReviews vendorid={vendor.id} canAccept={canAcceptVendorDocuments(user)} />
        ) : null}
        <VendorDetailsForm form={form} detail={detail} isReadOnly={!canEdit} formError={formError} />
        {canReadVendorsAsStaff(user) ? <ComplianceReminders vendorid={vendor.id} /> : null}
      </RecordTabPanel>
      {tab !== 'details' ? (
        <RecordTabPanel idPrefix="vendor" tabId={tab}>
          <Suspense fallback={<Loading />}>
            <VendorTabPanel tab={tab} vendorid={vendor.id} canChange={canEdit} />
          </Suspense>
        </RecordTabPanel>
      ) : null}
      {guard.dialog}
    </Box>
  );
}
