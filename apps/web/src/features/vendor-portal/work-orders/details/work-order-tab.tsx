import { Alert, Box, TextField } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import { FormDateField, FormSelect } from '../../../../components/form-fields';
import { htmlText } from '../../../../components/rich-text-editor';
import { useCaptions } from '../../../../lib/captions';
import { formatDate, formatMoney } from '../../../../lib/format';
import type { PortalWorkOrder } from '../api/portal-work-order';
import { NO_TECHS, useTechOptions } from '../tech-options';
import type { PortalScheduleValues } from './portal-schedule-form';

/** Assigned Tech's "none" choice: the API clears the tech with null. */
export const NO_TECH = '';

function ReadOnly({ label, value, isWide = false }: { label: string; value: string; isWide?: boolean }) {
  return (
    <TextField
      label={label}
      value={value}
      size="small"
      fullWidth
      multiline={isWide}
      maxRows={isWide ? 8 : undefined}
      slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
      sx={isWide ? { gridColumn: '1 / -1' } : undefined}
    />
  );
}

/**
 * The Work Order tab (spec C 2.8): the order's fields read-only, Assigned Tech and Schedule Date editable
 * while the API says `canchange` (not Invoiced or Cancelled). The vendor lines are the caller's own.
 */
export function WorkOrderTab({
  workOrder,
  form,
}: {
  workOrder: PortalWorkOrder;
  form: UseFormReturn<PortalScheduleValues>;
}) {
  const caption = useCaptions();
  const c = (field: string, fallback: string) => caption('workorder', field, fallback);
  const techs = useTechOptions(workOrder.canchange);
  const isReadOnly = !workOrder.canchange;
  const address = [workOrder.streetaddress, workOrder.city, workOrder.statecode, workOrder.postalcode]
    .filter(Boolean)
    .join(', ');
  const lines = workOrder.vendors
    .map((line) => {
      const nte = line.nte ? ` · NTE ${formatMoney(line.nte)}` : '';
      return `${line.vendorname}${line.tradename ? ` (${line.tradename})` : ''}: ${line.status}${nte}`;
    })
    .join('\n');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {isReadOnly ? (
        <Alert severity="info">This work order is {workOrder.status}: it is read-only.</Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <FormSelect
          control={form.control}
          name="techauthid"
          label="Assigned Tech"
          options={[{ value: NO_TECH, label: 'Not assigned' }, ...techs.options]}
          isLoading={techs.isLoading}
          isReadOnly={isReadOnly}
          fallbackLabel={workOrder.techname}
          helperText={!isReadOnly && techs.isEmpty ? NO_TECHS : undefined}
        />
        <FormDateField
          control={form.control}
          name="scheduledate"
          label={c('scheduledate', 'Schedule Date')}
          isReadOnly={isReadOnly}
          isRequired={!isReadOnly}
        />
        <ReadOnly label={c('status', 'Status')} value={workOrder.status} />
        <ReadOnly label={c('duedate', 'Due Date')} value={formatDate(workOrder.duedate)} />
        <ReadOnly label={c('jobsite', 'Job Site')} value={workOrder.jobsite ?? ''} />
        <ReadOnly label="Address" value={address} />
        <ReadOnly label={c('trades', 'Trades')} value={workOrder.trades.join(', ')} />
        <ReadOnly label={c('priority', 'Priority')} value={workOrder.priority ?? ''} />
        <ReadOnly label="My Lines" value={lines} isWide />
        <ReadOnly
          label={c('description', 'Description')}
          value={htmlText(workOrder.description ?? '')}
          isWide
        />
      </Box>
    </Box>
  );
}
