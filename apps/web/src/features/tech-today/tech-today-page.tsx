import { toIsoDate } from '@dispatchwise/shared';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading } from '../../components/loading';
import { useToast } from '../../lib/toast';
import { postCheckIn, type CheckInAction } from './api/check-in';
import { techTodayKeys, useTodayWork } from './api/get-today';
import type { CheckInAnswer, TodayOrder, TodayWork as TodayWorkAnswer } from './api/types';
import { getCurrentPosition, PositionError } from './geolocation';
import { TodayOrderCard } from './today-order-card';

/**
 * /vendorprofile/today: the technician's phone view of today's assigned work with Check In and Check Out
 * (issue 15 "Beyond the spec"; decisions 159, 162). Built for a 390 px wide screen first. The route table
 * lets in only users with `canCheckInToWorkOrders` (Vendor and Tech users linked to a vendor).
 */
export default function TechTodayPage() {
  const today = useTodayWork();
  if (today.data)
    return <TodayWork work={today.data} refresh={today.refetch} isFetching={today.isFetching} />;
  if (today.isError) {
    // The http client has toasted the failure; the phone may just be out of coverage.
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void today.refetch()}>
            Try again
          </Button>
        }
      >
        Today’s work could not be loaded.
      </Alert>
    );
  }
  return <Loading />;
}

type Running = { orderid: number; step: 'locating' | 'sending' };
type Outcome = { wonumber: string; answer: CheckInAnswer };

const BUSY_TEXTS: Record<Running['step'], string> = {
  locating: 'Finding your location…',
  sending: 'Sending…',
};

type Props = { work: TodayWorkAnswer; refresh: () => Promise<unknown>; isFetching: boolean };

function TodayWork({ work, refresh, isFetching }: Props) {
  const client = useQueryClient();
  const toast = useToast();
  const [running, setRunning] = useState<Running | null>(null);
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = useMutation({
    mutationFn: (vars: { action: CheckInAction; input: Parameters<typeof postCheckIn>[1] }) =>
      postCheckIn(vars.action, vars.input),
  });

  const run = async (order: TodayOrder, action: CheckInAction) => {
    setRunning({ orderid: order.id, step: 'locating' });
    setProblems(({ [order.id]: _dropped, ...rest }) => rest);
    let isSent = false;
    try {
      const position = await getCurrentPosition();
      setRunning({ orderid: order.id, step: 'sending' });
      isSent = true;
      const answer = await send.mutateAsync({ action, input: { workorderid: order.id, ...position } });
      setOutcome({ wonumber: order.wonumber, answer });
      toast(answer.message, answer.outsidefence ? 'warning' : 'success');
    } catch (error) {
      // No position: nothing was sent, the card says why. An API refusal is the http client's error toast.
      if (error instanceof PositionError)
        setProblems((current) => ({ ...current, [order.id]: error.message }));
    } finally {
      setRunning(null);
      if (isSent) await client.invalidateQueries({ queryKey: techTodayKeys.all });
    }
  };

  const { data: orders } = work;
  const date = toIsoDate(new Date());

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Today’s Work
        </Typography>
        <Button size="small" onClick={() => void refresh()} disabled={isFetching}>
          Refresh
        </Button>
      </Box>
      {outcome ? (
        <Alert
          severity={outcome.answer.outsidefence ? 'warning' : 'success'}
          onClose={() => setOutcome(null)}
          role="status"
        >
          {outcome.wonumber}: {outcome.answer.message}
          {outcome.answer.outsidefence
            ? ` It is recorded as outside the ${outcome.answer.radius} m geofence; you can carry on working.`
            : ''}
        </Alert>
      ) : null}
      {orders.length === 0 ? (
        <Alert severity="info">No work orders are scheduled for you today.</Alert>
      ) : (
        <Stack spacing={1.5} component="section" aria-label="Today’s work orders">
          {orders.map((order) => (
            <TodayOrderCard
              key={order.id}
              order={order}
              today={date}
              isBusy={running !== null}
              busyText={running?.orderid === order.id ? BUSY_TEXTS[running.step] : null}
              problem={problems[order.id] ?? null}
              onAction={(item, action) => void run(item, action)}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
