import { canEditCustomers, CUSTOMER_MESSAGES } from '@dispatchwise/shared';
import { Alert, Box, Button } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import {
  RecordTabPanel,
  RecordTabs,
  RecordToolbar,
  reportSaveError,
} from '../../../components/record-editor';
import { Loading } from '../../../components/loading';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { useSessionUser } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { saveCustomer, updateCustomer } from './api/save-customer';
import type { CustomerRecord, ManagementProvider } from './api/types';
import {
  CustomerDetailsForm,
  CustomerNotificationsForm,
  type CustomerChoices,
} from './customer-details-form';
import {
  customerFormSchema,
  EMPTY_CUSTOMER,
  toFormValues,
  toSaveCustomerInput,
  toUpdateCustomerInput,
  type CustomerFormValues,
} from './customer-form-schema';
import {
  CUSTOMER_EDITOR_TABS,
  isTabOpen,
  NEW_CUSTOMER_FIRST_TAB,
  type CustomerEditorTab,
} from './customer-tabs';
import { ManagementProviderPanel } from './management-provider-panel';
import { SpecialInstructionsDialog } from './special-instructions-dialog';
import { schemaResolver } from '../../../lib/form-schema';

// The tabs with lists (their grids, about 70 KB of gzip) load when one is opened: Details is a form.
const CustomerTabPanel = lazy(() =>
  import('./customer-tab-panel').then((module) => ({ default: module.CustomerTabPanel })),
);

/** Where Back to List and Cancel go (spec C 2.3). */
export const CUSTOMER_LIST_PATH = '/customer';

type Props = {
  /** null: a new customer (/customer/new). */
  customer: CustomerRecord | null;
  choices: CustomerChoices;
  providers: ManagementProvider[];
  /** Reads the record again after a save (a saved customer). */
  refetch?: () => Promise<{ data?: { customer: CustomerRecord } }>;
};

const FORM_TABS = new Set<CustomerEditorTab>(['details', 'notifications', 'managementprovider']);

/**
 * The customer editor (spec C 2.3): Back to List, the name, Update Special Instructions, Save, and the tabs.
 * A new customer has Details, Notifications and Management Provider (first), Cancel and Save; after the save
 * the user goes to /customer/details?id={id}.
 */
export function CustomerEditor({ customer, choices, providers, refetch }: Props) {
  const user = useSessionUser();
  const toast = useToast();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const isNew = customer === null;
  const canEdit = canEditCustomers(user);
  const requested = CUSTOMER_EDITOR_TABS.find((item) => item.id === params.get('tab'))?.id;
  const fallback: CustomerEditorTab = isNew ? NEW_CUSTOMER_FIRST_TAB : 'details';
  const tab: CustomerEditorTab = requested && isTabOpen(requested, isNew) ? requested : fallback;
  const [formError, setFormError] = useState<string | null>(null);
  const [isInstructionsOpen, setIsInstructionsOpen] = useState(false);

  const form = useForm<CustomerFormValues>({
    resolver: schemaResolver(customerFormSchema),
    defaultValues: customer ? toFormValues(customer) : EMPTY_CUSTOMER,
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting, { subject: 'this customer' });
  const providerId = useWatch({ control: form.control, name: 'managementproviderid' });
  const provider = providers.find((item) => item.id === providerId) ?? null;

  // A record read again shows in the form unless the user is editing it.
  useEffect(() => {
    if (customer && !form.formState.isDirty) form.reset(toFormValues(customer));
  }, [customer, form]);

  const selectTab = (next: CustomerEditorTab) => {
    const nextParams = new URLSearchParams(params);
    if (next === fallback) nextParams.delete('tab');
    else nextParams.set('tab', next);
    setParams(nextParams, { replace: true });
  };

  const handleSave = form.handleSubmit(
    async (values) => {
      setFormError(null);
      let saved: CustomerRecord;
      try {
        saved = customer
          ? await updateCustomer(toUpdateCustomerInput(customer.id, values))
          : await saveCustomer(toSaveCustomerInput(values));
      } catch (error) {
        reportSaveError(error, {
          form,
          toast,
          failedMessage: CUSTOMER_MESSAGES.updateFailed,
          setFormError,
          showForm: () => selectTab('details'),
        });
        return;
      }
      toast(CUSTOMER_MESSAGES.updated, 'success');
      if (!customer) {
        form.reset(values);
        void navigate(`/customer/details?id=${saved.id}`);
        return;
      }
      const fresh = await refetch?.();
      form.reset(fresh?.data ? toFormValues(fresh.data.customer) : values);
    },
    () => selectTab('details'),
  );

  const name = customer?.customername ?? 'New Customer';
  const tabs = CUSTOMER_EDITOR_TABS.map((item) => ({ ...item, isDisabled: !isTabOpen(item.id, isNew) }));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <RecordToolbar
        ariaLabel="Customer actions"
        backTo={CUSTOMER_LIST_PATH}
        backLabel={isNew ? 'Cancel' : 'Back to List'}
        name={name}
        actions={
          customer && canEdit ? (
            <Button variant="outlined" onClick={() => setIsInstructionsOpen(true)}>
              Update Special Instructions
            </Button>
          ) : null
        }
        saveButton={canEdit ? { isSaving: isSubmitting, onSave: () => void handleSave() } : undefined}
      />
      <RecordTabs
        idPrefix="customer"
        ariaLabel="Customer sections"
        tabs={tabs}
        value={tab}
        onChange={selectTab}
      />
      {/* The form's tabs stay mounted: a Save from another tab still validates and shows its messages. */}
      <RecordTabPanel idPrefix="customer" tabId="details" isHidden={tab !== 'details'} isPadded>
        {canEdit ? null : (
          <Alert severity="info" sx={{ mb: 2 }}>
            This customer record is read-only for your role.
          </Alert>
        )}
        <CustomerDetailsForm form={form} choices={choices} isNew={isNew} formError={formError} />
      </RecordTabPanel>
      <RecordTabPanel
        idPrefix="customer"
        tabId="notifications"
        isHidden={tab !== 'notifications'}
        isPadded
        padding={2}
      >
        <CustomerNotificationsForm form={form} />
      </RecordTabPanel>
      <RecordTabPanel
        idPrefix="customer"
        tabId="managementprovider"
        isHidden={tab !== 'managementprovider'}
        isPadded
        padding={2}
      >
        <ManagementProviderPanel provider={provider} />
      </RecordTabPanel>
      {customer && !FORM_TABS.has(tab) ? (
        <RecordTabPanel idPrefix="customer" tabId={tab}>
          <Suspense fallback={<Loading />}>
            <CustomerTabPanel
              tab={tab as Exclude<CustomerEditorTab, 'details' | 'notifications' | 'managementprovider'>}
              customerid={customer.id}
              canChange={canEdit}
            />
          </Suspense>
        </RecordTabPanel>
      ) : null}
      {customer ? (
        <SpecialInstructionsDialog
          customerid={customer.id}
          current={customer.specialprocedure}
          isOpen={isInstructionsOpen}
          onClose={() => setIsInstructionsOpen(false)}
          onSaved={() => void refetch?.()}
        />
      ) : null}
      {guard.dialog}
    </Box>
  );
}
