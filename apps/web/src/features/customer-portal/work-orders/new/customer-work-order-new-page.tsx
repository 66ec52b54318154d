import { CUSTOMER_PORTAL_MESSAGES } from '@dispatchwise/shared';
import { Alert, Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ErrorBoundary } from '../../../../components/error-boundary';
import { Loading } from '../../../../components/loading';
import {
  RecordTabPanel,
  RecordTabs,
  RecordToolbar,
  reportSaveError,
} from '../../../../components/record-editor';
import { useUnsavedChangesGuard } from '../../../../components/unsaved-changes';
import { portalListPath } from '../../../../entities/portal-work-orders/list-status';
import { useSessionUser } from '../../../../lib/session';
import { useToast } from '../../../../lib/toast';
import { customerPortalKeys } from '../../api/query-keys';
import {
  saveCustomerWorkOrder,
  useCustomerWorkOrder,
  type CustomerWorkOrder,
} from '../../api/work-order-calls';
import { customerDetailsPath } from '../../paths';
import { CustomerWorkOrderFields } from '../work-order-fields';
import {
  customerWorkOrderInputOf,
  customerWorkOrderSchema,
  customerWorkOrderValuesOf,
  type CustomerWorkOrderValues,
} from '../work-order-form';
import { schemaResolver } from '../../../../lib/form-schema';

const ID_PREFIX = 'customerneworder';
const TABS = [{ id: 'workorder' as const, label: 'Work Order' }];

/**
 * /customerprofile/workorder/new?id=0 (spec C 2.9): only the Work Order tab, the customer fixed to the
 * caller's own and its job sites only; Save goes to the new order's details with 'Work Order Saved'.
 */
export default function CustomerWorkOrderNewPage() {
  const user = useSessionUser();
  if (user.customerid == null) {
    return <Alert severity="warning">Your sign-in is not linked to a customer.</Alert>;
  }
  return (
    <ErrorBoundary location="route:/customerprofile/workorder/new">
      <NewOrder />
    </ErrorBoundary>
  );
}

function NewOrder() {
  // id 0: a blank order of the caller's customer with the form's lookups (its job sites, priorities, trades).
  const blank = useCustomerWorkOrder(0);
  if (!blank.data) return <Loading />;
  return <NewOrderForm blank={blank.data} />;
}

function NewOrderForm({ blank }: { blank: CustomerWorkOrder }) {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [isSaving, setIsSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CustomerWorkOrderValues>({
    resolver: schemaResolver(customerWorkOrderSchema(blank.lookups.jobsites.length > 0)),
    defaultValues: customerWorkOrderValuesOf(blank),
    mode: 'onTouched',
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty, { subject: 'this work order' });

  const save = form.handleSubmit(async (values) => {
    setFormError(null);
    setIsSaving(true);
    try {
      const saved = await saveCustomerWorkOrder(customerWorkOrderInputOf(values));
      queryClient.setQueryData(customerPortalKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: customerPortalKeys.lists });
      toast(CUSTOMER_PORTAL_MESSAGES.saved, 'success');
      // Saved: the edits live on in the new order's details, so leaving asks nothing.
      await guard.leave(() => navigate(customerDetailsPath(saved.id)));
    } catch (error) {
      reportSaveError(error, {
        form,
        toast,
        failedMessage: 'Failed to submit the form',
        setFormError,
        showForm: () => undefined,
      });
    } finally {
      setIsSaving(false);
    }
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <RecordToolbar
        ariaLabel="Work order actions"
        backTo={portalListPath('customerprofile', 'open')}
        backLabel="Cancel"
        name="New Work Order"
        saveButton={{ isSaving, onSave: () => void save() }}
      />
      <RecordTabs
        idPrefix={ID_PREFIX}
        ariaLabel="Work order sections"
        tabs={TABS}
        value="workorder"
        onChange={() => undefined}
      />
      <RecordTabPanel idPrefix={ID_PREFIX} tabId="workorder" isPadded>
        {formError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        ) : null}
        {blank.lookups.jobsites.length === 0 ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            Your company has no active job sites yet: describe where the work is, and your dispatcher will
            place the order.
          </Alert>
        ) : null}
        <CustomerWorkOrderFields form={form} record={blank} isReadOnly={false} />
      </RecordTabPanel>
      {guard.dialog}
    </Box>
  );
}
