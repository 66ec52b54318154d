import Close from '@mui/icons-material/Close';
import Save from '@mui/icons-material/Save';
import { Box, Button, CircularProgress, Paper, Tab, Tabs } from '@mui/material';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ErrorBoundary } from '../../../components/error-boundary';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { useToast } from '../../../lib/toast';
import { shownLists, useCustomerLists } from '../api/get-customer-lists';
import { useSaveWorkOrder } from '../api/save-work-order';
import { schemaResolver } from '../../../lib/form-schema';
import { NEW_ORDER_TABS } from './detail-tabs';
import { detailsPath, DEFAULT_ORIGIN } from './paths';
import { useWorkOrderSave } from './use-work-order-save';
import { WorkOrderForm } from './work-order-form';
import {
  EMPTY_WORK_ORDER,
  loadWorkOrderFormSchema,
  newOrderDefaults,
  toWorkOrderInput,
  type WorkOrderFormValues,
} from './work-order-form-values';

/** /workorder/new?id=0: a new work order (spec B section 2). */
export default function WorkOrderNewPage() {
  return (
    <ErrorBoundary location="route:/workorder/new">
      <NewWorkOrder />
    </ErrorBoundary>
  );
}

function NewWorkOrder() {
  const navigate = useNavigate();
  const toast = useToast();
  const saveWorkOrder = useSaveWorkOrder();
  const form = useForm<WorkOrderFormValues>({
    resolver: schemaResolver(loadWorkOrderFormSchema),
    defaultValues: EMPTY_WORK_ORDER,
    mode: 'onTouched',
  });
  const customerid = useWatch({ control: form.control, name: 'customerid' });
  const lists = useCustomerLists(customerid);
  const guard = useUnsavedChangesGuard(form.formState.isDirty, { subject: 'this work order' });

  // Division, status and request type take the option flagged isdefaultonnew while they are empty.
  useEffect(() => {
    if (!lists.data) return;
    const defaults = newOrderDefaults(form.getValues(), lists.data);
    for (const [name, value] of Object.entries(defaults) as [keyof typeof defaults, number][]) {
      form.setValue(name, value);
    }
  }, [lists.data, form]);

  const save = useWorkOrderSave({
    form,
    workorderid: 0,
    shouldCheckPo: () => true,
    save: async (values) => {
      const saved = await saveWorkOrder.mutateAsync(toWorkOrderInput(values));
      toast('Work Order Saved', 'success');
      // Saved: the edits live on in the new order's details, so leaving asks nothing.
      await guard.leave(() => navigate(detailsPath(saved.id)));
    },
  });

  const handleCancel = () => {
    // Back where the user came from; a tab opened on this address has nowhere to go back to.
    if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    else navigate(DEFAULT_ORIGIN);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box role="toolbar" aria-label="Work order actions" sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" startIcon={<Close />} onClick={handleCancel} disabled={save.isSaving}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void save.submit()}
          disabled={save.isSaving}
          startIcon={save.isSaving ? <CircularProgress size={16} color="inherit" /> : <Save />}
        >
          Save
        </Button>
      </Box>
      <Paper variant="outlined">
        <Tabs
          value={0}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Work order sections"
          sx={{ px: 1 }}
        >
          {NEW_ORDER_TABS.map((label, index) => (
            <Tab
              key={label}
              value={index}
              label={label}
              disabled={index > 0}
              id={`workorder-tab-${index}`}
              aria-controls={index === 0 ? 'workorder-tabpanel' : undefined}
            />
          ))}
        </Tabs>
      </Paper>
      <Paper
        variant="outlined"
        role="tabpanel"
        id="workorder-tabpanel"
        aria-labelledby="workorder-tab-0"
        sx={{ p: { xs: 1.5, md: 2 } }}
      >
        <WorkOrderForm
          form={form}
          lists={shownLists(lists)}
          isListsLoading={lists.isLoading || lists.isPlaceholderData}
          isReadOnly={false}
          formError={save.formError}
        />
      </Paper>
      {save.poDialog}
      {guard.dialog}
    </Box>
  );
}
