import { WORK_ORDER_TRADE_TAGS_SHOWN } from '@dispatchwise/shared';
import { Box, TextField } from '@mui/material';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  FormAutocomplete,
  FormCurrencyField,
  FormDateField,
  FormRichTextField,
  FormTextField,
} from '../../../components/form-fields';
import { useCaptions } from '../../../lib/captions';
import type { CustomerWorkOrder } from '../api/work-order-calls';
import type { CustomerWorkOrderValues } from './work-order-form';

type Lookups = CustomerWorkOrder['lookups'];
type JobSite = Lookups['jobsites'][number];

const addressOf = (site: JobSite | null | undefined) =>
  site
    ? [
        site.streetaddress,
        site.streetaddress2,
        [site.city, site.statecode].filter(Boolean).join(', '),
        site.postalcode,
      ]
        .filter(Boolean)
        .join(' · ')
    : '';

/**
 * The customer's Work Order tab (spec C 2.9): the customer fixed to the caller's (read-only), one of its own
 * job sites, PO number, priority, due date, trades, NTE, brief description and description. Read-only when
 * the order can no longer change (decision 166: after Received).
 */
export function CustomerWorkOrderFields({
  form,
  record,
  isReadOnly,
}: {
  form: UseFormReturn<CustomerWorkOrderValues>;
  record: CustomerWorkOrder;
  isReadOnly: boolean;
}) {
  const caption = useCaptions();
  const label = (field: string, fallback: string) => caption('workorder', field, fallback);
  const { control } = form;
  const { lookups } = record;
  const jobsiteid = useWatch({ control, name: 'jobsiteid' });
  // The order's own site may be one the customer has since closed (not in the active list).
  const sites =
    record.jobsite && !lookups.jobsites.some((s) => s.id === record.jobsite?.id)
      ? [record.jobsite, ...lookups.jobsites]
      : lookups.jobsites;
  const site = sites.find((s) => s.id === jobsiteid);
  const state = { isReadOnly };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <TextField
        size="small"
        fullWidth
        label={label('customername', 'Customer')}
        value={record.customername}
        slotProps={{ input: { readOnly: true } }}
      />
      <FormTextField
        control={control}
        name="ponumber"
        label={label('ponumber', 'PO #')}
        slotProps={{ input: { readOnly: isReadOnly } }}
      />
      <FormAutocomplete
        control={control}
        name="jobsiteid"
        label={label('jobsite', 'Job Site')}
        options={sites.map((s) => ({
          value: s.id,
          label: [s.jobsite, s.city].filter(Boolean).join(' — '),
        }))}
        isRequired={!isReadOnly && lookups.jobsites.length > 0}
        helperText={addressOf(site) || undefined}
        {...state}
      />
      <FormAutocomplete
        control={control}
        name="priorityid"
        label={label('priority', 'Priority')}
        options={lookups.priorities.map((p) => ({ value: p.id, label: p.name }))}
        isRequired={!isReadOnly}
        missingLabel={() => record.priority ?? ''}
        {...state}
      />
      <FormDateField
        control={control}
        name="duedate"
        label={label('duedate', 'Due Date')}
        isRequired={!isReadOnly}
        {...state}
      />
      <FormCurrencyField control={control} name="nte" label={label('nte', 'NTE')} {...state} />
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <FormAutocomplete
          control={control}
          name="tradeids"
          label={label('trades', 'Trades')}
          options={lookups.trades.map((t) => ({ value: t.tradeid, label: t.tradename }))}
          isMultiple
          limitTags={WORK_ORDER_TRADE_TAGS_SHOWN}
          missingLabel={(id) => record.trades.find((t) => t.tradeid === id)?.tradename ?? String(id)}
          {...state}
        />
      </Box>
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <FormTextField
          control={control}
          name="briefdescription"
          label={label('briefdescription', 'Brief Description')}
          required={!isReadOnly}
          slotProps={{ input: { readOnly: isReadOnly } }}
        />
      </Box>
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <FormRichTextField
          isLoadedOnUse
          control={control}
          name="description"
          label={label('description', 'Description')}
          isReadOnly={isReadOnly}
        />
      </Box>
    </Box>
  );
}
