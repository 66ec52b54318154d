import { CUSTOMER_PORTAL_MESSAGES, isWorkOrderReadOnly, WORK_ORDER_MESSAGES } from '@dispatchwise/shared';
import { Alert, Box, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../../../../components/loading';
import {
  RecordTabPanel,
  RecordTabs,
  RecordToolbar,
  reportSaveError,
} from '../../../../components/record-editor';
import { useUnsavedChangesGuard } from '../../../../components/unsaved-changes';
import { portalBackPath, portalListPath } from '../../../../entities/portal-work-orders/list-status';
import {
  PORTAL_DETAIL_TABS,
  PortalDetailsRoute,
  PortalAttachments,
  PortalHeader,
  PortalNotes,
  usePortalDetailTab,
} from '../../../../entities/portal-work-orders/details';
import { useToast } from '../../../../lib/toast';
import { customerPortalKeys } from '../../api/query-keys';
import {
  isUnknownOrder,
  saveCustomerNote,
  updateCustomerWorkOrder,
  useCustomerWorkOrder,
  type CustomerWorkOrder,
} from '../../api/work-order-calls';
import { CustomerWorkOrderFields } from '../work-order-fields';
import {
  customerWorkOrderChangesOf,
  customerWorkOrderSchema,
  customerWorkOrderValuesOf,
  type CustomerWorkOrderValues,
} from '../work-order-form';
import { schemaResolver } from '../../../../lib/form-schema';

const ProposalsTab = lazy(() => import('./proposals-tab'));
const InvoicesTab = lazy(() => import('./invoices-tab'));

const ID_PREFIX = 'customerworkorder';

/** /customerprofile/workorderdetails?id={id}: the customer's Work-order details (spec C 2.9, decision 172). */
export default function CustomerWorkOrderDetailsPage() {
  return <PortalDetailsRoute area="customerprofile" render={(id) => <CustomerDetails id={id} />} />;
}

function CustomerDetails({ id }: { id: number }) {
  const workOrder = useCustomerWorkOrder(id);
  if (!workOrder.data && isUnknownOrder(workOrder.error)) {
    return (
      <Alert
        severity="warning"
        action={
          <Button
            component={Link}
            to={portalListPath('customerprofile', 'open')}
            color="inherit"
            size="small"
          >
            My Work Orders
          </Button>
        }
      >
        {WORK_ORDER_MESSAGES.notFound}
      </Alert>
    );
  }
  if (!workOrder.data) return <Loading />;
  return <CustomerEditor key={id} record={workOrder.data} />;
}

function CustomerEditor({ record }: { record: CustomerWorkOrder }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [tab, selectTab] = usePortalDetailTab();
  const [isSaving, setIsSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const hasJobSites = record.lookups.jobsites.length > 0;

  const form = useForm<CustomerWorkOrderValues>({
    resolver: schemaResolver(customerWorkOrderSchema(hasJobSites && record.jobsiteid !== null)),
    defaultValues: customerWorkOrderValuesOf(record),
    mode: 'onTouched',
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty, { subject: 'this work order' });

  const save = form.handleSubmit(
    async (values) => {
      const changes = customerWorkOrderChangesOf(record, values);
      setFormError(null);
      if (!changes) {
        toast('No changes to save', 'success');
        return;
      }
      setIsSaving(true);
      try {
        const next = await updateCustomerWorkOrder(changes);
        queryClient.setQueryData(customerPortalKeys.detail(record.id), next);
        form.reset(customerWorkOrderValuesOf(next));
        toast(CUSTOMER_PORTAL_MESSAGES.saved, 'success');
        await queryClient.invalidateQueries({ queryKey: customerPortalKeys.lists, refetchType: 'none' });
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
        backTo={portalBackPath('customerprofile', params.get('origin'))}
        backLabel="Back to List"
        name={`Work Order #${record.wonumber}`}
        saveButton={
          record.canchange && tab === 'workorder' ? { isSaving, onSave: () => void save() } : undefined
        }
      />
      <PortalHeader
        workOrder={{ ...record, city: record.jobsite?.city, statecode: record.jobsite?.statecode }}
        lead={{ field: 'ponumber', fallback: 'PO #', value: record.ponumber }}
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
        {record.canchange ? null : (
          <Alert severity="info" sx={{ mb: 2 }}>
            This work order is {record.status}: it can no longer be changed here. Add a note to tell your
            dispatcher what changed.
          </Alert>
        )}
        <CustomerWorkOrderFields form={form} record={record} isReadOnly={!record.canchange} />
      </RecordTabPanel>
      {tab === 'notes' ? (
        <RecordTabPanel idPrefix={ID_PREFIX} tabId="notes">
          {/* The API gives a customer only the notes flagged isvisibletocustomer (spec C 6). */}
          <Suspense fallback={<Loading />}>
            <PortalNotes workOrder={record} savePortalNote={saveCustomerNote} hasPortalEmails={false} />
          </Suspense>
        </RecordTabPanel>
      ) : null}
      {tab === 'proposals' || tab === 'invoices' ? (
        <RecordTabPanel idPrefix={ID_PREFIX} tabId={tab}>
          <Suspense fallback={<Loading />}>
            {tab === 'proposals' ? (
              <ProposalsTab workorderid={record.id} wonumber={record.wonumber} />
            ) : (
              <InvoicesTab workorderid={record.id} wonumber={record.wonumber} />
            )}
          </Suspense>
        </RecordTabPanel>
      ) : null}
      {tab === 'attachments' ? (
        <RecordTabPanel idPrefix={ID_PREFIX} tabId="attachments">
          {/* The API offers a customer the portal types and the files it may see. */}
          <Suspense fallback={<Loading />}>
            <PortalAttachments
              owner={{ area: 'workorder', id: record.id }}
              canAttach={!isWorkOrderReadOnly(record)}
              canChange={false}
            />
          </Suspense>
        </RecordTabPanel>
      ) : null}
      {guard.dialog}
    </Box>
  );
}
