import { canSeeMargin } from '@dispatchwise/shared';
import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useCaptions } from '../../../lib/captions';
import { formatDateTime } from '../../../lib/format';
import { useSessionUser } from '../../../lib/session';
import type { WorkOrderDetail } from '../api/work-order-types';

/** The API sends the shared workOrderMargin text ("12.50%"); a bare number gets its sign. */
const asPercent = (margin: string) => (margin && !margin.endsWith('%') ? `${margin}%` : margin);

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        component="dt"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', lineHeight: 1.3 }}
      >
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }} noWrap>
        {children || '—'}
      </Typography>
    </Box>
  );
}

/**
 * The detail header (spec B section 2): number, customer, job-site city/state, dispatch date with time,
 * dispatcher, priority, brief description, and the margin for staff only.
 */
export function WorkOrderHeader({ workOrder }: { workOrder: WorkOrderDetail }) {
  const user = useSessionUser();
  const caption = useCaptions();
  const label = (field: string, fallback: string) => caption('workorder', field, fallback);
  const place = [workOrder.jobsite?.city, workOrder.jobsite?.statecode].filter(Boolean).join(', ');
  const showMargin = canSeeMargin(user) && workOrder.margin !== undefined;

  return (
    <Paper component="section" aria-label="Work order summary" variant="outlined" sx={{ px: 2, py: 1.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
          {label('wonumber', 'Work Order')} #{workOrder.wonumber}
        </Typography>
        <Typography
          variant="body1"
          color="text.secondary"
          sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
          title={workOrder.briefdescription}
        >
          {workOrder.briefdescription}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          columnGap: 3,
          rowGap: 0.75,
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        }}
      >
        <Item label={label('customername', 'Customer')}>{workOrder.customername}</Item>
        <Item label="City / State">{place}</Item>
        <Item label={label('dispatchdate', 'Dispatch Date')}>{formatDateTime(workOrder.dispatchdate)}</Item>
        <Item label={label('dispatcher', 'Dispatcher')}>{workOrder.dispatcher}</Item>
        <Item label={label('priority', 'Priority')}>{workOrder.priority}</Item>
        <Item label={label('status', 'Status')}>{workOrder.status}</Item>
        {showMargin ? (
          <Item label={label('margin', 'Margin')}>{asPercent(workOrder.margin ?? '')}</Item>
        ) : null}
      </Box>
    </Paper>
  );
}
