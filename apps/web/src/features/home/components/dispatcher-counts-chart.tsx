import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { Stack, Typography, useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { DispatcherCount } from '../api/get-daily-counts';

const BAR_GROUP_HEIGHT = 40;
const CHROME_HEIGHT = 72;
const MIN_HEIGHT = 300;

export const NOTHING_RECEIVED_TODAY = 'No work orders received today';

/** In place of bare axes when no order came in today: the card keeps the chart's height. */
function NothingReceived({ height, dispatchers }: { height: number; dispatchers: number }) {
  return (
    <Stack role="status" spacing={1} sx={{ height, alignItems: 'center', justifyContent: 'center', px: 2 }}>
      <InboxOutlined sx={{ fontSize: 40, color: 'text.disabled' }} aria-hidden />
      <Typography sx={{ fontWeight: 600 }}>{NOTHING_RECEIVED_TODAY}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', maxWidth: 360 }}>
        {dispatchers > 0
          ? `Counts for ${dispatchers} ${dispatchers === 1 ? 'dispatcher' : 'dispatchers'} show here as orders come in.`
          : 'Counts show here as orders come in.'}
      </Typography>
    </Stack>
  );
}

/**
 * "Today's Dispatcher Counts": per dispatcher, 'In Received' and 'Total Count'. Horizontal bars, so
 * dispatcher names stay readable however many there are; the chart grows with them. Active dispatchers
 * come with zeros, so a day without orders says so instead of drawing names beside empty axes.
 */
export function DispatcherCountsChart({ data }: { data: DispatcherCount[] }) {
  const theme = useTheme();
  const height = Math.max(MIN_HEIGHT, data.length * BAR_GROUP_HEIGHT + CHROME_HEIGHT);
  if (data.every((row) => row.totalcount === 0)) {
    return <NothingReceived height={height} dispatchers={data.filter((row) => row.dispatcherid).length} />;
  }
  return (
    <BarChart
      responsive
      layout="vertical"
      data={data}
      style={{ width: '100%', height }}
      margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
      barGap={2}
    >
      <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke={theme.palette.divider} />
      <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
      <YAxis type="category" dataKey="dispatcher" width={140} tick={{ fontSize: 12 }} interval={0} />
      <Tooltip cursor={{ fill: theme.palette.action.hover }} />
      <Legend wrapperStyle={{ fontSize: 13 }} />
      <Bar
        dataKey="inreceived"
        name="In Received"
        fill={theme.palette.secondary.main}
        isAnimationActive={false}
        maxBarSize={14}
      />
      <Bar
        dataKey="totalcount"
        name="Total Count"
        fill={theme.palette.primary.light}
        isAnimationActive={false}
        maxBarSize={14}
      />
    </BarChart>
  );
}
