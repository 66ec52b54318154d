import { STATUS, WORK_ORDER_TRADE_IDS, WORK_ORDER_TRADE_TAGS_SHOWN } from '@dispatchwise/shared';
import { Alert, Box } from '@mui/material';
import { useMemo } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  FormAutocomplete,
  FormCurrencyField,
  FormDateField,
  FormSelect,
  FormTextField,
} from '../../../components/form-fields';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { useCaptions } from '../../../lib/captions';
import { useCustomers } from '../../../entities/customers';
import type { CustomerLists, WorkOrderDetail } from '../api/work-order-types';
import { JobSitePicker } from './job-site-picker';
import type { WorkOrderFormValues } from './work-order-form-values';

// The dates' picker (decision 208) and the description's editor (decision 201) load when the user points at
// their field or moves into it.

export type WorkOrderFormProps = {
  form: UseFormReturn<WorkOrderFormValues>;
  lists: CustomerLists;
  isListsLoading: boolean;
  /** The stored order (detail screen): names of its customer, job site and trades before the lists load. */
  workOrder?: WorkOrderDetail;
  isReadOnly: boolean;
  /** Detail screen: a picked status opens the status popup instead of changing the value. */
  onStatusPick?: (statusid: number) => void;
  formError?: string | null;
};

// Spec B section 9 / C 2.10: one column up to 1280 px, two up to 1600, three above.
const COLUMNS = {
  display: 'grid',
  gap: 2,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media (min-width: 1281px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@media (min-width: 1601px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
} as const;
const FULL_ROW = { gridColumn: '1 / -1' } as const;
const WIDE = { '@media (min-width: 1601px)': { gridColumn: 'span 2' } } as const;

const toOptions = (items: { id: number; name: string }[]) =>
  items.map((item) => ({ value: item.id, label: item.name }));
// A stored id missing from the options (an inactive customer or rep) shows as its number.
const missingLabel = (id: number) => `#${id}`;
const staffName = (person: { firstname: string; lastname: string; email: string }) =>
  `${person.firstname} ${person.lastname}`.trim() || person.email;

/** The Work Order tab (spec B section 2): every field of the order, read-only on Invoiced or Cancelled. */
export function WorkOrderForm({
  form,
  lists,
  isListsLoading,
  workOrder,
  isReadOnly,
  onStatusPick,
  formError,
}: WorkOrderFormProps) {
  const { control, setValue } = form;
  const caption = useCaptions();
  const label = (field: string, fallback: string) => caption('workorder', field, fallback);
  const customers = useCustomers();
  const [customerid, statusid] = useWatch({ control, name: ['customerid', 'statusid'] });

  const customerOptions = useMemo(() => {
    const options = (customers.data ?? [])
      .filter((customer) => customer.isactive || customer.id === workOrder?.customerid)
      .map((customer) => ({ value: customer.id, label: customer.customername }));
    if (workOrder && !options.some((option) => option.value === workOrder.customerid)) {
      options.unshift({ value: workOrder.customerid, label: workOrder.customername });
    }
    return options;
  }, [customers.data, workOrder]);

  const salesRepOptions = useMemo(() => {
    const options = lists.salesreps.map((rep) => ({ value: rep.id, label: staffName(rep) }));
    return options;
  }, [lists.salesreps]);

  const tradeOptions = useMemo(() => {
    const offered = lists.tradetypes
      .filter((trade) => WORK_ORDER_TRADE_IDS.includes(trade.tradeid))
      .map((trade) => ({ value: trade.tradeid, label: trade.tradename }));
    // Trades already on the order keep their names even when they are no longer offered.
    for (const trade of workOrder?.trades ?? []) {
      if (!offered.some((option) => option.value === trade.tradeid)) {
        offered.push({ value: trade.tradeid, label: trade.tradename });
      }
    }
    return offered;
  }, [lists.tradetypes, workOrder?.trades]);

  const isCancelStatus = statusid === STATUS.Cancelled;

  return (
    <Box
      sx={{
        ...COLUMNS,
        // Read-only fields keep their text legible and take the rich-text box's read-only shade.
        ...(isReadOnly
          ? { '& .MuiInputBase-root, & .MuiPickersInputBase-root': { bgcolor: 'action.hover' } }
          : {}),
      }}
    >
      {formError ? (
        <Alert severity="error" sx={FULL_ROW}>
          {formError}
        </Alert>
      ) : null}
      <FormAutocomplete
        control={control}
        name="customerid"
        label={label('customerid', 'Customer')}
        options={customerOptions}
        isLoading={customers.isLoading}
        missingLabel={missingLabel}
        isReadOnly={isReadOnly}
        isRequired
        onPicked={(next) => {
          // The job sites are the customer's: another customer's site cannot stay.
          if (next !== customerid) setValue('jobsiteid', null, { shouldDirty: true });
        }}
      />
      <JobSitePicker
        control={control}
        label={label('jobsiteid', 'Job Site')}
        jobsites={customerid ? lists.jobsites : []}
        stored={workOrder?.jobsite}
        hasCustomer={Boolean(customerid)}
        isLoading={isListsLoading}
        isReadOnly={isReadOnly}
      />
      <FormTextField
        control={control}
        name="requestedby"
        label={label('requestedby', 'Requested By')}
        slotProps={{ input: { readOnly: isReadOnly } }}
      />
      <FormAutocomplete
        control={control}
        name="salesrepid"
        label={label('salesrepid', 'Sales Rep')}
        options={salesRepOptions}
        isLoading={isListsLoading}
        missingLabel={missingLabel}
        isReadOnly={isReadOnly}
      />
      <FormTextField
        control={control}
        name="ponumber"
        label={label('ponumber', 'PO Number')}
        slotProps={{ input: { readOnly: isReadOnly } }}
      />
      <FormCurrencyField control={control} name="nte" label={label('nte', 'NTE')} isReadOnly={isReadOnly} />
      <FormDateField
        control={control}
        name="duedate"
        label={label('duedate', 'Due Date')}
        isReadOnly={isReadOnly}
        isRequired
        isClearable
      />
      <FormDateField
        control={control}
        name="promisedate"
        label={label('promisedate', 'Follow-up Date')}
        isReadOnly={isReadOnly}
        isClearable
      />
      <FormDateField
        control={control}
        name="scheduledate"
        label={label('scheduledate', 'Schedule Date')}
        isReadOnly={isReadOnly}
        isClearable
      />
      <FormSelect
        control={control}
        name="divisionid"
        isLoading={isListsLoading}
        label={label('divisionid', 'Division')}
        options={toOptions(lists.divisions)}
        isReadOnly={isReadOnly}
        isRequired
      />
      <FormSelect
        control={control}
        name="statusid"
        isLoading={isListsLoading}
        fallbackLabel={workOrder?.status}
        label={label('statusid', 'Status')}
        options={toOptions(lists.statuses)}
        isReadOnly={isReadOnly}
        isRequired
        onPick={onStatusPick}
      />
      <FormSelect
        control={control}
        name="priorityid"
        isLoading={isListsLoading}
        fallbackLabel={workOrder?.priority}
        label={label('priorityid', 'Priority')}
        options={toOptions(lists.priorities)}
        isReadOnly={isReadOnly}
        isRequired
      />
      <FormSelect
        control={control}
        name="requesttypeid"
        isLoading={isListsLoading}
        label={label('requesttypeid', 'Request Type')}
        options={toOptions(lists.requesttypes)}
        isReadOnly={isReadOnly}
        isRequired
      />
      <Box sx={WIDE}>
        <FormAutocomplete
          control={control}
          name="tradeids"
          label={label('trades', 'Trades')}
          options={tradeOptions}
          isMultiple
          isKeptOpenOnPick
          limitTags={WORK_ORDER_TRADE_TAGS_SHOWN}
          missingLabel={missingLabel}
          isReadOnly={isReadOnly}
        />
      </Box>
      <Box sx={FULL_ROW}>
        <FormTextField
          control={control}
          name="briefdescription"
          label={label('briefdescription', 'Brief Description')}
          required
          slotProps={{ input: { readOnly: isReadOnly } }}
        />
      </Box>
      {isCancelStatus ? (
        <Box sx={FULL_ROW}>
          <FormTextField
            control={control}
            name="cancelreason"
            label={label('cancelreason', 'Cancel Reason')}
            multiline
            minRows={1}
            maxRows={4}
            // A cancelled order's reason was written by the cancellation popup and stays as it is.
            slotProps={{ input: { readOnly: isReadOnly || Boolean(onStatusPick) } }}
          />
        </Box>
      ) : null}
      <Box sx={FULL_ROW}>
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <RichTextEditor
              isLoadedOnUse
              label={label('description', 'Description')}
              value={field.value}
              onChange={field.onChange}
              isReadOnly={isReadOnly}
              error={fieldState.error?.message}
            />
          )}
        />
      </Box>
    </Box>
  );
}
