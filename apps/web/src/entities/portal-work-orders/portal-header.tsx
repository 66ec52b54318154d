import { Box, Paper, Typography } from '@mui/material';
import { useCaptions } from '../../lib/captions';
import { formatDateTime } from '../../lib/format';

/** What the header reads of an order; the job site's city and state as the portal's answer carries them. */
export type PortalHeaderOrder = {
  wonumber: string;
  briefdescription: string;
  city: string | null | undefined;
  statecode: string | null | undefined;
  dispatchdate: string | Date | null;
  dispatcher: string | null;
  priority: string | null;
};

/**
 * A portal details' read-only header (spec C 2.8, 2.9): work order #, brief description, then `lead` (the
 * vendor's customer name, the customer's PO number), city/state of the job site, dispatch date with its time,
 * dispatcher and priority. Nothing of the order's money.
 */
export function PortalHeader({
  workOrder,
  lead,
}: {
  workOrder: PortalHeaderOrder;
  lead: { field: string; fallback: string; value: string | null };
}) {
  const caption = useCaptions();
  const label = (field: string, fallback: string) => caption('workorder', field, fallback);
  const items: [string, string | null][] = [
    [label(lead.field, lead.fallback), lead.value],
    ['City / State', [workOrder.city, workOrder.statecode].filter(Boolean).join(', ')],
    [label('dispatchdate', 'Dispatch Date'), formatDateTime(workOrder.dispatchdate)],
    [label('dispatcher', 'Dispatcher'), workOrder.dispatcher],
    [label('priority', 'Priority'), workOrder.priority],
  ];
  return (
    <Paper component="section" aria-label="Work order summary" variant="outlined" sx={{ px: 2, py: 1.25 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
        {label('wonumber', 'Work Order')} #{workOrder.wonumber}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {workOrder.briefdescription}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}
      >
        {items.map(([name, value]) => (
          <Box key={name} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {name}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: 500 }}
              noWrap
              title={value ?? ''}
            >
              {value || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
