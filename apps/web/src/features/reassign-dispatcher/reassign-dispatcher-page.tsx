import { canBulkReassignDispatcher } from '@dispatchwise/shared';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAutocomplete } from '../../components/form-fields';
import { useCustomerChoices } from '../../entities/job-sites';
import { useDispatchers } from '../../entities/work-orders/api/get-dispatchers';
import { AccessDenied } from '../../components/access-denied';
import { useSessionUser } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { reassignDispatchers } from './api/reassign-dispatchers';
import { schemaResolver } from '../../lib/form-schema';

/** The toasts of the bulk reassign (spec A section 8), word for word. */
export const REASSIGN_MESSAGES = {
  updated: 'Updated Dispatcher!',
  failed: 'Failed to update dispatcher!',
} as const;

type Values = { customerid: number | null; userid: number | null };

const chosen = (message: string) =>
  z
    .number()
    .nullable()
    .refine((value) => value !== null, message);
const schema = z.object({
  customerid: chosen('Customer is required.'),
  userid: chosen('Dispatcher is required.'),
}) satisfies z.ZodType<Values, Values>;

const EMPTY: Values = { customerid: null, userid: null };

/**
 * Reassign Dispatcher, in bulk (/customer/reassigndispatcher, Admin; spec A "Job-site list and imports",
 * sections 5, 7 and 8): a customer and a new dispatcher, both required; the customer's open work orders
 * get that dispatcher.
 */
export default function ReassignDispatcherPage() {
  const user = useSessionUser();
  if (!canBulkReassignDispatcher(user)) return <AccessDenied message="Unauthorized" />;
  return <ReassignDispatcherForm />;
}

function ReassignDispatcherForm() {
  const toast = useToast();
  const customers = useCustomerChoices();
  const dispatchers = useDispatchers();
  const dispatcherOptions = useMemo(
    () =>
      (dispatchers.data ?? []).map((dispatcher) => ({ value: dispatcher.id, label: dispatcher.fullname })),
    [dispatchers.data],
  );
  const form = useForm<Values>({ resolver: schemaResolver(schema), defaultValues: EMPTY, mode: 'onTouched' });
  const { isSubmitting } = form.formState;
  const [done, setDone] = useState<string | null>(null);

  const handleSubmit = form.handleSubmit(async ({ customerid, userid }) => {
    try {
      const answer = await reassignDispatchers({ customerid: customerid!, userid: userid! });
      toast(REASSIGN_MESSAGES.updated, 'success');
      const customer = customers.options.find((option) => option.value === customerid)?.label;
      const dispatcher = dispatcherOptions.find((option) => option.value === userid)?.label;
      const orders = `${answer.updated} open work order${answer.updated === 1 ? '' : 's'}`;
      setDone(`${orders} of ${customer ?? 'the customer'} now have ${dispatcher ?? 'the dispatcher'}.`);
      form.reset(EMPTY);
    } catch {
      setDone(null);
      toast(REASSIGN_MESSAGES.failed, 'error');
    }
  });

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={handleSubmit}
      sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 480 }}
    >
      <Typography variant="body2" color="text.secondary">
        Every open work order of the customer gets the new dispatcher.
      </Typography>
      <FormAutocomplete
        control={form.control}
        name="customerid"
        label="Customer"
        options={customers.options}
        isLoading={customers.isLoading}
        isRequired
      />
      <FormAutocomplete
        control={form.control}
        name="userid"
        label="New Dispatcher"
        options={dispatcherOptions}
        isLoading={dispatchers.isLoading}
        isRequired
      />
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Reassign
        </Button>
      </Box>
      {done ? <Alert severity="success">{done}</Alert> : null}
    </Paper>
  );
}
