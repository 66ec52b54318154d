import { Alert, Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Loading } from '../../../../components/loading';
import {
  RecordTabPanel,
  RecordTabs,
  RecordToolbar,
  reportSaveError,
} from '../../../../components/record-editor';
import { useUnsavedChangesGuard } from '../../../../components/unsaved-changes';
import { portalBackPath } from '../../../../entities/portal-work-orders/list-status';
import {
  PORTAL_DETAIL_TABS,
  PortalDetailsRoute,
  PortalHeader,
  PortalAttachments,
  PortalNotes,
  usePortalDetailTab,
} from '../../../../entities/portal-work-orders/details';
import { useToast } from '../../../../lib/toast';
import {
  assignPortalTech,
  savePortalNote,
  updatePortalScheduleDate,
  usePortalWorkOrder,
  type PortalWorkOrder,
} from '../api/portal-work-order';
import { portalWorkOrderKeys } from '../api/query-keys';
import {
  portalScheduleChanges,
  portalScheduleSchema,
  portalScheduleValuesOf,
  type PortalScheduleValues,
} from './portal-schedule-form';
import { WorkOrderTab } from './work-order-tab';
import { schemaResolver } from '../../../../lib/form-schema';

const VendorDocumentsTab = lazy(() => import('../../documents/vendor-documents-tab'));

const ID_PREFIX = 'vendorworkorder';

/** /vendorprofile/workorderdetails?id={id}: the vendor's Work-order details (spec C 2.8, decision 160). */
export default function PortalWorkOrderDetailsPage() {
  return <PortalDetailsRoute area="vendorprofile" render={(id) => <PortalDetails id={id} />} />;
}

function PortalDetails({ id }: { id: number }) {
  const workOrder = usePortalWorkOrder(id);
  if (!workOrder.data) return <Loading />;
  return <PortalEditor key={id} record={workOrder.data} />;
}

function PortalEditor({ record }: { record: PortalWorkOrder }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [tab, selectTab] = usePortalDetailTab();
  const [isSaving, setIsSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const recordKey = portalWorkOrderKeys.detail(record.id);

  const form = useForm<PortalScheduleValues>({
    resolver: schemaResolver(portalScheduleSchema(record.scheduledate !== null)),
    defaultValues: portalScheduleValuesOf(record),
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty, { subject: 'this work order' });

  const save = form.handleSubmit(
    async (values) => {
      const changes = portalScheduleChanges(record, values);
      setFormError(null);
      setIsSaving(true);
      try {
        let next = record;
        if (changes.tech) {
          const assigned = await assignPortalTech({ workorderid: record.id, ...changes.tech });
          next = { ...next, techauthid: assigned.techauthid, techname: assigned.techname };
        }
        if (changes.schedule) {
          next = await updatePortalScheduleDate({ id: record.id, ...changes.schedule });
        }
        queryClient.setQueryData(recordKey, next);
        form.reset(portalScheduleValuesOf(next));
        toast(changes.tech || changes.schedule ? 'Work Order Saved' : 'No changes to save', 'success');
        // The schedule's 'Vendor Updated' note and the list's row changed with it.
        await queryClient.invalidateQueries({ queryKey: ['records', 'workorder', record.id] });
        await queryClient.invalidateQueries({ queryKey: portalWorkOrderKeys.all, refetchType: 'none' });
      } catch (error) {
        reportSaveError(error, {
          form,
          toast,
          failedMessage: 'Failed to update!',
          setFormError,
          showForm: () => selectTab('workorder'),
        });
      } finally {
        setIsSaving(false);
      }
    },
    () => selectTab('workorder'),
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <RecordToolbar
        ariaLabel="Work order actions"
        backTo={portalBackPath('vendorprofile', params.get('origin'))}
        backLabel="Back to List"
        name={`Work Order #${record.wonumber}`}
        saveButton={record.canchange ? { isSaving, onSave: () => void save() } : undefined}
      />
      <PortalHeader
        workOrder={record}
        lead={{ field: 'customername', fallback: 'Customer', value: record.customername }}
      />
      <RecordTabs
        idPrefix={ID_PREFIX}
        ariaLabel="Work order sections"
        tabs={PORTAL_DETAIL_TABS}
        value={tab}
        onChange={selectTab}
      />
      <RecordTabPanel idPrefix={ID_PREFIX} tabId="workorder" isHidden={tab !== 'workorder'} isPadded>
        {formError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        ) : null}
        <WorkOrderTab workOrder={record} form={form} />
      </RecordTabPanel>
      {tab === 'notes' ? (
        <RecordTabPanel idPrefix={ID_PREFIX} tabId="notes">
          <Suspense fallback={<Loading />}>
            <PortalNotes workOrder={record} savePortalNote={savePortalNote} />
          </Suspense>
        </RecordTabPanel>
      ) : null}
      {tab === 'proposals' || tab === 'invoices' ? (
        <RecordTabPanel idPrefix={ID_PREFIX} tabId={tab}>
          <Suspense fallback={<Loading />}>
            <VendorDocumentsTab
              key={tab}
              kind={tab === 'proposals' ? 'proposal' : 'invoice'}
              workorderid={record.id}
              readonly={!record.canchange}
            />
          </Suspense>
        </RecordTabPanel>
      ) : null}
      {tab === 'attachments' ? (
        <RecordTabPanel idPrefix={ID_PREFIX} tabId="attachments">
          {/* The API offers a vendor the portal types (7, 9, 3, 8, 1, 10) and its own files (decision 158). */}
          <Suspense fallback={<Loading />}>
            <PortalAttachments
              owner={{ area: 'workorder', id: record.id }}
              canAttach={record.canchange}
              canChange={false}
            />
          </Suspense>
        </RecordTabPanel>
      ) : null}
      {guard.dialog}
    </Box>
  );
}
