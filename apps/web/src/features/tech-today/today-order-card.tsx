import { formatDate, formatDateTime, WORK_ORDER_STATUSES } from '@dispatchwise/shared';
import LocationOn from '@mui/icons-material/LocationOn';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Link, Typography } from '@mui/material';
import type { CheckInAction } from './api/check-in';
import type { TodayOrder } from './api/types';

/** What the card's button does: Check Out while the caller's last entry is a check-in, else Check In. */
export const nextActionOf = (order: TodayOrder): CheckInAction =>
  order.last?.kind === 'checkin' ? 'checkout' : 'checkin';

export const ACTION_LABELS: Record<CheckInAction, string> = { checkin: 'Check In', checkout: 'Check Out' };

/** The site's address on one line (street, city, state zip), or null when the order has none. */
export const addressOf = (order: TodayOrder): string | null => {
  const place = [order.city, [order.statecode, order.postalcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [order.streetaddress, place].filter(Boolean).join(', ') || null;
};

/** A maps search for the site: its address when known, else its coordinates (the phone opens its maps app). */
export const mapsUrlOf = (order: TodayOrder): string | null => {
  const address = addressOf(order);
  const coordinates =
    order.latitude !== null && order.longitude !== null ? `${order.latitude},${order.longitude}` : null;
  const query = address ?? coordinates;
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
};

const distanceText = (metres: number) =>
  metres >= 1000 ? `${(metres / 1000).toFixed(1)} km` : `${Math.round(metres)} m`;

/** The caller's last check-in or check-out on the order, as the card's status line. */
export function lastStateText(order: TodayOrder): string {
  const { last } = order;
  if (!last) return 'Not checked in yet';
  const when = formatDateTime(last.createddate);
  if (last.kind === 'checkout') return `Checked out ${when}`;
  const outside = last.outsidefence
    ? ` (outside the geofence${last.distance !== null ? `, ${distanceText(last.distance)} from the site` : ''})`
    : '';
  return `Checked in ${when}${outside}`;
}

type Props = {
  order: TodayOrder;
  /** The phone's date (yyyy-MM-dd): an earlier schedule date is overdue. */
  today: string;
  isBusy: boolean;
  /** The text of the running step ('Finding your location…', 'Sending…'), while busy. */
  busyText: string | null;
  /** Why the last attempt was not sent (no position), shown under the card's details. */
  problem: string | null;
  onAction: (order: TodayOrder, action: CheckInAction) => void;
};

/** One order of today's work on the phone: what, where, when, its status, the last check-in and the action. */
export function TodayOrderCard({ order, today, isBusy, busyText, problem, onAction }: Props) {
  const action = nextActionOf(order);
  const address = addressOf(order);
  const mapsUrl = mapsUrlOf(order);
  const color = WORK_ORDER_STATUSES.find((status) => status.id === order.statusid)?.color;
  const isOverdue = order.scheduledate !== null && order.scheduledate.slice(0, 10) < today;
  const titleId = `today-order-${order.id}`;

  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId}>
      <CardContent sx={{ pb: 1, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={titleId} variant="h6" component="h3" sx={{ flexGrow: 1 }}>
            {order.wonumber}
          </Typography>
          <Chip
            size="small"
            label={order.status}
            variant="outlined"
            sx={color ? { borderColor: color, borderLeftWidth: 6 } : undefined}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {order.customername}
        </Typography>
        {order.jobsite ? <Typography fontWeight={600}>{order.jobsite}</Typography> : null}
        {address || mapsUrl ? (
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
            <LocationOn fontSize="small" color="action" sx={{ mt: 0.25 }} />
            <Box>
              {address ? <Typography variant="body2">{address}</Typography> : null}
              {mapsUrl ? (
                <Link href={mapsUrl} target="_blank" rel="noopener noreferrer" variant="body2">
                  Open in Maps
                </Link>
              ) : null}
            </Box>
          </Box>
        ) : null}
        <Typography variant="body2">
          Scheduled {order.scheduledate ? formatDate(order.scheduledate) : 'not set'}
          {isOverdue ? (
            <Chip size="small" color="warning" label="Overdue" sx={{ ml: 1 }} component="span" />
          ) : null}
        </Typography>
        {order.briefdescription ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {order.briefdescription}
          </Typography>
        ) : null}
        <Typography variant="body2" fontWeight={600}>
          {lastStateText(order)}
        </Typography>
        {problem ? (
          <Alert severity="error" sx={{ mt: 0.5 }}>
            {problem}
          </Alert>
        ) : null}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          fullWidth
          size="large"
          variant={action === 'checkin' ? 'contained' : 'outlined'}
          disabled={isBusy}
          onClick={() => onAction(order, action)}
          aria-label={`${ACTION_LABELS[action]} ${order.wonumber}`}
        >
          {isBusy && busyText ? busyText : ACTION_LABELS[action]}
        </Button>
      </CardActions>
    </Card>
  );
}
