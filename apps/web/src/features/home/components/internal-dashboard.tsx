import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { lazyPopup } from '../../../components/lazy-popup';
import { Loading } from '../../../components/loading';
import { useActiveCounts, type StatusCount } from '../api/get-active-counts';
import { useDailyCounts } from '../api/get-daily-counts';
import { usePriorityCounts } from '../api/get-priority-counts';
import { ChartCard } from './chart-card';
import { DispatcherCountsChart } from './dispatcher-counts-chart';
import { StatusPieChart } from './status-pie-chart';
import type { StatusWorkOrdersDialogProps } from './status-work-orders-dialog';

// The popup of a status's orders (a grid) loads on its first opening, not with the charts (decision 197).
const StatusWorkOrdersDialog = lazyPopup<StatusWorkOrdersDialogProps>(
  () => import('./status-work-orders-dialog').then((m) => m.StatusWorkOrdersDialog),
  (props) => props.status !== null,
);

/** Staff home (spec A "Home dashboard", internal view); loaded as its own chunk with recharts. */
export default function InternalDashboard() {
  const activeCounts = useActiveCounts();
  const dailyCounts = useDailyCounts();
  const priorityCounts = usePriorityCounts();
  const [selected, setSelected] = useState<StatusCount | null>(null);

  return (
    <Stack spacing={2}>
      {priorityCounts.data && priorityCounts.data.length > 0 ? (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          aria-label="Active work orders by priority"
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
            Active by priority
          </Typography>
          {priorityCounts.data.map((row) => (
            <Chip
              key={row.priorityid ?? row.priority}
              size="small"
              variant="outlined"
              label={`${row.priority}: ${row.count}`}
              icon={
                <Box
                  component="span"
                  aria-hidden
                  sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: row.color }}
                />
              }
            />
          ))}
        </Stack>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <ChartCard
          title="Work Orders by Status"
          subtitle="Active work orders. Click a status to see its orders."
        >
          {activeCounts.isPending ? (
            <Loading />
          ) : activeCounts.isError ? (
            <Alert severity="error">The status counts could not be loaded.</Alert>
          ) : activeCounts.data.every((row) => row.count === 0) ? (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
              No active work orders.
            </Typography>
          ) : (
            <StatusPieChart data={activeCounts.data} onSelect={setSelected} />
          )}
        </ChartCard>
        <ChartCard title="Today's Dispatcher Counts">
          {dailyCounts.isPending ? (
            <Loading />
          ) : dailyCounts.isError ? (
            <Alert severity="error">The dispatcher counts could not be loaded.</Alert>
          ) : (
            <DispatcherCountsChart data={dailyCounts.data} />
          )}
        </ChartCard>
      </Box>
      <StatusWorkOrdersDialog status={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
