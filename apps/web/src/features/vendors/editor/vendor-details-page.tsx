import {
  canEditVendors,
  canReadVendorsAsStaff,
  canOpenVendorEditorTab,
  VENDOR_EDITOR_TABS,
  VENDOR_MESSAGES,
  type VendorEditorTab,
} from '@dispatchwise/shared';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Save from '@mui/icons-material/Save';
import { Alert, Box, Button, CircularProgress, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { ErrorBoundary } from '../../../components/error-boundary';
import { applyServerErrors } from '../../../components/form-dialog';
import { Loading } from '../../../components/loading';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { ApiError } from '../../../lib/http';
import { useSessionUser } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { useVendor } from './api/get-vendor';
import type { VendorDetail } from './api/types';
import { updateVendor } from './api/update-vendor';
import { ComplianceReminders } from './compliance-reminders';
import { VendorTabPanel } from './vendor-tab-panel';
import { VendorDetailsForm } from './vendor-details-form';
import {
  toFormValues,
  toUpdateVendorInput,
  vendorFormSchema,
  type VendorFormValues,
} from './vendor-form-schema';

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
    resolver: zodResolver(vendorFormSchema) as unknown as Resolver<VendorFormValues>,
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
        if (!(error instanceof ApiError)) throw error;
        toast(VENDOR_MESSAGES.submitFailed, 'error');
        // A 400 names the fields: its messages land on them, anything else shows above the form.
        const rest = applyServerErrors(form, error);
        if (rest.length > 0 || !error.errors) setFormError([error.message, ...rest].join(' '));
        selectTab('details');
        return;
      }
      toast(VENDOR_MESSAGES.submitted, 'success');
      const fresh = await refetch();
      form.reset(fresh.data ? toFormValues(fresh.data.vendor) : values);
    },
    () => selectTab('details'),
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box
        role="toolbar"
        aria-label="Vendor actions"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
      >
        <Button component={Link} to={VENDOR_LIST_PATH} startIcon={<ArrowBack />} variant="outlined">
          Back to List
        </Button>
        <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }} noWrap title={vendor.name}>
          {vendor.name}
        </Typography>
        {canEdit ? (
          <Button
            variant="contained"
            onClick={() => void handleSave()}
            disabled={isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : <Save />}
          >
            Save
          </Button>
        ) : null}
      </Box>
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_, next: VendorEditorTab) => selectTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Vendor sections"
          sx={{ px: 1 }}
        >
          {VENDOR_EDITOR_TABS.map((item) => (
            <Tab
              key={item.id}
              value={item.id}
              label={item.label}
              disabled={!canOpenVendorEditorTab(user, item.id)}
              id={`vendor-tab-${item.id}`}
              aria-controls={`vendor-tabpanel-${item.id}`}
            />
          ))}
        </Tabs>
      </Paper>
      <Paper
        variant="outlined"
        role="tabpanel"
        id="vendor-tabpanel-details"
        aria-labelledby="vendor-tab-details"
        // Kept mounted: a Save from another tab still validates and shows its messages here.
        hidden={tab !== 'details'}
        sx={{ p: { xs: 1.5, md: 2 } }}
      >
        {canEdit ? null : (
          <Alert severity="info" sx={{ mb: 2 }}>
            This vendor record is read-only for your role.
          </Alert>
        )}
        <VendorDetailsForm form={form} detail={detail} isReadOnly={!canEdit} formError={formError} />
        {canReadVendorsAsStaff(user) ? <ComplianceReminders vendorid={vendor.id} /> : null}
      </Paper>
      {tab !== 'details' ? (
        <Box role="tabpanel" id={`vendor-tabpanel-${tab}`} aria-labelledby={`vendor-tab-${tab}`}>
          <VendorTabPanel tab={tab} vendorid={vendor.id} canChange={canEdit} />
        </Box>
      ) : null}
      {guard.dialog}
    </Box>
  );
}
