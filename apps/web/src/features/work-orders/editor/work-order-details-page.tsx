import {
  canEditWorkOrderFields,
  canViewWorkOrderTab,
  isWorkOrderCancelled,
  isWorkOrderInvoiced,
} from '@dispatchwise/shared';
import { Alert, Box, Button, Drawer, Paper, useMediaQuery, useTheme } from '@mui/material';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { ErrorBoundary } from '../../../components/error-boundary';
import { Loading } from '../../../components/loading';
import { NotAvailable } from '../../../components/not-available';
import { RecordTabs } from '../../../components/record-editor';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { useSessionUser } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { EMPTY_CUSTOMER_LISTS, shownLists, useCustomerLists } from '../api/get-customer-lists';
import { useWorkOrder } from '../api/get-work-order';
import { workOrderKeys } from '../api/query-keys';
import { useUpdateWorkOrder } from '../api/update-work-order';
import type { WorkOrderDetail } from '../api/work-order-types';
import { currentDetailTab, visibleDetailTabs, type DetailTabId } from './detail-tabs';
import { DetailsToolbar } from './details-toolbar';
import { safeOrigin } from './paths';
import { WorkOrderSidePanel } from './side-panel';
import { StatusChangeDialog, type StatusTarget } from './status-change-dialog';
import { useRecordForm } from './use-record-form';
import { useWorkOrderSave } from './use-work-order-save';
import { WorkOrderForm } from './work-order-form';
import { toWorkOrderInput } from './work-order-form-values';
import { WorkOrderHeader } from './work-order-header';

// The tabs besides Work Order load when first opened, as the other features' tabs do: the screen opens on the
// Work Order tab, and the Change History grid, the notes and the attachments are not part of it (decision 201).
const ChangeHistory = lazy(() =>
  import('../../../entities/audit/change-history').then((m) => ({ default: m.ChangeHistory })),
);
const NotesTab = lazy(() => import('./notes-tab').then((m) => ({ default: m.NotesTab })));
const AttachmentsTab = lazy(() => import('./attachments-tab').then((m) => ({ default: m.AttachmentsTab })));
const FollowUpTab = lazy(() => import('./follow-up-tab').then((m) => ({ default: m.FollowUpTab })));

/** The side panel starts open where it leaves the form room for two columns. */
const SIDE_PANEL_OPEN_FROM = '(min-width: 1440px)';

/** A new customer proposal started from a vendor line (spec B section 4 "Create Proposal"). */
export type CreateProposalProps = {
  workOrder: WorkOrderDetail;
  recordKey: readonly unknown[];
  /** The vendor line the proposal prices (its quoted amount pre-filled), or null: closed. */
  start: { quotedamount: string; workordervendorid: number } | null;
  onClose: () => void;
};

/**
 * What a tab drawn by another feature gets: the order and its query key (a change invalidates it), and the
 * other features' popups it may open (the Vendor tab's Create Proposal opens the proposals' editor).
 */
export type WorkOrderTabProps = {
  workOrder: WorkOrderDetail;
  recordKey: readonly unknown[];
  createProposal?: ComponentType<CreateProposalProps>;
};

/**
 * Tabs of this screen that other features draw (the Vendor tab is features/vendor-lines'): features do not
 * import each other, so the app composes them (docs/decisions/126). A tab without its part says so.
 */
export type WorkOrderDetailSlots = {
  vendorTab?: ComponentType<WorkOrderTabProps>;
  proposalsTab?: ComponentType<WorkOrderTabProps>;
  invoicesTab?: ComponentType<WorkOrderTabProps>;
  vendorProposalsTab?: ComponentType<WorkOrderTabProps>;
  createProposal?: ComponentType<CreateProposalProps>;
};

/** Calls the query reset of React Query before the screen renders again ("Try again" refetches). */
function RetryQueriesOnReset({ reset }: { reset: () => void }) {
  reset();
  return null;
}

/** /workorder/details?id={id}&origin={origin}: the work-order detail screen (spec B section 2). */
export default function WorkOrderDetailsPage({ slots = NO_SLOTS }: { slots?: WorkOrderDetailSlots }) {
  const [params] = useSearchParams();
  const { reset } = useQueryErrorResetBoundary();
  const rawId = Number(params.get('id'));
  const id = Number.isInteger(rawId) && rawId > 0 ? rawId : null;

  if (id === null) {
    return <Alert severity="warning">No work order was chosen. Open one from the Work Orders list.</Alert>;
  }
  return (
    <ErrorBoundary location="route:/workorder/details" resetKey={id}>
      <RetryQueriesOnReset reset={reset} />
      <WorkOrderDetails id={id} slots={slots} />
    </ErrorBoundary>
  );
}

const NO_SLOTS: WorkOrderDetailSlots = {};

function WorkOrderDetails({ id, slots }: { id: number; slots: WorkOrderDetailSlots }) {
  const workOrder = useWorkOrder(id);
  if (!workOrder.data) return <Loading />;
  return <DetailsEditor key={id} record={workOrder.data} refetch={workOrder.refetch} slots={slots} />;
}

type EditorProps = {
  record: WorkOrderDetail;
  refetch: () => Promise<{ data?: WorkOrderDetail }>;
  slots: WorkOrderDetailSlots;
};

function DetailsEditor({ record, refetch, slots }: EditorProps) {
  const user = useSessionUser();
  const toast = useToast();
  const theme = useTheme();
  const [params, setParams] = useSearchParams();
  const origin = safeOrigin(params.get('origin'));
  const tab = currentDetailTab(user, params.get('tab'));
  const tabs = visibleDetailTabs(user);
  const hasForm = canViewWorkOrderTab(user);

  const { form, baseline, adopt, adoptStatus } = useRecordForm(record);
  const guard = useUnsavedChangesGuard(form.formState.isDirty, { subject: 'this work order' });
  const customerid = useWatch({ control: form.control, name: 'customerid' });
  const lists = useCustomerLists(customerid);
  const updateWorkOrder = useUpdateWorkOrder();
  const isEditable = canEditWorkOrderFields(user, record);

  const [statusTarget, setStatusTarget] = useState<StatusTarget | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [isReloading, setIsReloading] = useState(false);

  const isWide = useMediaQuery(SIDE_PANEL_OPEN_FROM, { noSsr: true });
  const isPanelBeside = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [isSidePanelOpen, setIsSidePanelOpen] = useState(isWide);

  const selectTab = (next: DetailTabId) => {
    const nextParams = new URLSearchParams(params);
    if (next === tabs[0]?.id) nextParams.delete('tab');
    else nextParams.set('tab', next);
    setParams(nextParams, { replace: true });
  };

  const save = useWorkOrderSave({
    form,
    workorderid: baseline.id,
    // An unchanged PO was checked when it was entered; asking on every save would only nag.
    shouldCheckPo: (values) =>
      values.ponumber.trim() !== (baseline.ponumber ?? '').trim() ||
      values.customerid !== baseline.customerid,
    save: async (values) => {
      const saved = await updateWorkOrder.mutateAsync({
        ...toWorkOrderInput(values),
        id: baseline.id,
        modifieddate: baseline.modifieddate,
      });
      adopt(saved);
      setConflict(null);
      toast('Work Order Saved', 'success');
    },
    onConflict: (message) => setConflict(message),
    onInvalid: () => {
      if (tab !== 'workorder') selectTab('workorder');
    },
  });

  const handleReload = async () => {
    setIsReloading(true);
    try {
      const fresh = await refetch();
      if (fresh.data) adopt(fresh.data);
      setConflict(null);
    } finally {
      setIsReloading(false);
    }
  };

  const handleStatusPick = (statusid: number) => {
    if (statusid === form.getValues('statusid')) return;
    const name =
      (lists.data ?? EMPTY_CUSTOMER_LISTS).statuses.find((status) => status.id === statusid)?.name ??
      `#${statusid}`;
    setStatusTarget({ id: statusid, name });
  };

  const readOnlyReason = isWorkOrderInvoiced(record)
    ? 'This work order is Invoiced: its fields are read-only.'
    : isWorkOrderCancelled(record)
      ? 'This work order is Cancelled: its fields are read-only. Re-Open it to change them.'
      : null;

  const sidePanel = <WorkOrderSidePanel workOrder={record} />;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <DetailsToolbar
        workOrder={record}
        origin={origin}
        hasForm={hasForm}
        canSaveFields={isEditable}
        isSaving={save.isSaving}
        onSave={() => void save.submit()}
        onReopened={adopt}
        confirmLeave={guard.confirmLeave}
        isSidePanelOpen={isSidePanelOpen}
        onToggleSidePanel={() => setIsSidePanelOpen((open) => !open)}
      />
      {conflict ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" disabled={isReloading} onClick={() => void handleReload()}>
              Reload
            </Button>
          }
        >
          {conflict} Your changes were not saved.
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <WorkOrderHeader workOrder={record} />
          {tab === null ? (
            <Alert severity="info">Your role has no tab of this work order to show.</Alert>
          ) : (
            <>
              <RecordTabs
                idPrefix="workorder"
                ariaLabel="Work order sections"
                tabs={tabs}
                value={tab}
                onChange={selectTab}
              />
              {hasForm ? (
                <Paper
                  variant="outlined"
                  role="tabpanel"
                  id="workorder-tabpanel-workorder"
                  aria-labelledby="workorder-tab-workorder"
                  // Kept mounted: a Save from another tab still validates and shows its messages here.
                  hidden={tab !== 'workorder'}
                  sx={{ p: { xs: 1.5, md: 2 } }}
                >
                  {readOnlyReason ? (
                    <Alert severity="info" sx={{ mb: 2 }}>
                      {readOnlyReason}
                    </Alert>
                  ) : null}
                  <WorkOrderForm
                    form={form}
                    lists={shownLists(lists)}
                    isListsLoading={lists.isLoading || lists.isPlaceholderData}
                    workOrder={record}
                    isReadOnly={!isEditable}
                    onStatusPick={handleStatusPick}
                    formError={save.formError}
                  />
                </Paper>
              ) : null}
              {tab !== 'workorder' ? (
                <Box
                  role="tabpanel"
                  id={`workorder-tabpanel-${tab}`}
                  aria-labelledby={`workorder-tab-${tab}`}
                >
                  <OtherTab tab={tab} workOrder={record} slots={slots} />
                </Box>
              ) : null}
            </>
          )}
        </Box>
        {isSidePanelOpen && isPanelBeside ? (
          <Box
            sx={{
              position: 'sticky',
              top: 68,
              alignSelf: 'flex-start',
              height: 'calc(100vh - 88px)',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              overflow: 'hidden',
              '& > aside': { borderLeft: 0 },
            }}
          >
            {sidePanel}
          </Box>
        ) : null}
      </Box>
      {isPanelBeside ? null : (
        <Drawer
          anchor="right"
          open={isSidePanelOpen}
          onClose={() => setIsSidePanelOpen(false)}
          // Below the app bar, like the shell's own drawer on phones.
          slotProps={{ paper: { sx: { pt: '52px', maxWidth: '90vw' } } }}
        >
          {sidePanel}
        </Drawer>
      )}
      <StatusChangeDialog
        workOrder={record}
        target={statusTarget}
        onClose={() => setStatusTarget(null)}
        onSaved={adoptStatus}
      />
      {save.poDialog}
      {guard.dialog}
    </Box>
  );
}

function OtherTab(props: {
  tab: Exclude<DetailTabId, 'workorder'>;
  workOrder: WorkOrderDetail;
  slots: WorkOrderDetailSlots;
}) {
  return (
    <Suspense fallback={<Loading />}>
      <OtherTabContent {...props} />
    </Suspense>
  );
}

function OtherTabContent({
  tab,
  workOrder,
  slots,
}: {
  tab: Exclude<DetailTabId, 'workorder'>;
  workOrder: WorkOrderDetail;
  slots: WorkOrderDetailSlots;
}) {
  switch (tab) {
    case 'changes':
      return <ChangeHistory record="workorder" id={workOrder.id} />;
    case 'notes':
      return <NotesTab workOrder={workOrder} />;
    case 'attachments':
      return <AttachmentsTab workOrder={workOrder} />;
    case 'followup':
      return <FollowUpTab workOrder={workOrder} />;
    case 'vendor': {
      const VendorTab = slots.vendorTab;
      if (!VendorTab) return <NotAvailable title="Vendor" />;
      return (
        // The tab's code loads when the tab is first opened.
        <Suspense fallback={<Loading />}>
          <VendorTab
            workOrder={workOrder}
            recordKey={workOrderKeys.detailAll(workOrder.id)}
            createProposal={slots.createProposal}
          />
        </Suspense>
      );
    }
    case 'proposals': {
      const ProposalsTab = slots.proposalsTab;
      if (!ProposalsTab) return <NotAvailable title="Customer Proposals" />;
      return (
        <Suspense fallback={<Loading />}>
          <ProposalsTab workOrder={workOrder} recordKey={workOrderKeys.detailAll(workOrder.id)} />
        </Suspense>
      );
    }
    case 'invoices': {
      const InvoicesTab = slots.invoicesTab;
      if (!InvoicesTab) return <NotAvailable title="Invoice & Payments" />;
      return (
        <Suspense fallback={<Loading />}>
          <InvoicesTab workOrder={workOrder} recordKey={workOrderKeys.detailAll(workOrder.id)} />
        </Suspense>
      );
    }
    case 'vendorproposals': {
      const VendorProposalsTab = slots.vendorProposalsTab;
      if (!VendorProposalsTab) return <NotAvailable title="Vendor Submitted Proposals" />;
      return (
        <Suspense fallback={<Loading />}>
          <VendorProposalsTab workOrder={workOrder} recordKey={workOrderKeys.detailAll(workOrder.id)} />
        </Suspense>
      );
    }
  }
}
