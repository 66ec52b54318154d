import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Suspense, useMemo, type FormEventHandler, type ReactNode } from 'react';
import { HeatMap } from '../../../components/heat-map';
import { Loading } from '../../../components/loading';
import { getHeatMap, type HeatMapAnswer, type ReportDataBody } from '../api/get-report-data';
import { heatPointsOf, markersOf } from './map-layers';

/** One heat map's Fetch: the answer of the last call and the API's message when it refused one. */
export function useHeatMapFetch() {
  const mutation = useMutation({ mutationFn: (body: ReportDataBody) => getHeatMap(body) });
  return {
    fetch: (body: ReportDataBody) => mutation.mutateAsync(body).catch(() => undefined),
    answer: mutation.data ?? null,
    error: mutation.error ? mutation.error.message : null,
    isFetching: mutation.isPending,
  };
}

type Props = {
  /** The map's name (its region's label). */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's fields; the screen adds Fetch after them. */
  children: ReactNode;
  fetched: ReturnType<typeof useHeatMapFetch>;
  /** What the answer's `count` means, e.g. "3 vendors match". */
  describeCount?: (answer: HeatMapAnswer) => string;
};

/**
 * A heat-map screen (spec A "Heat maps"): the report's fields and Fetch in one row (wrapping on a phone), the
 * API's message when it refused them, and the map of the last answer, which starts empty on the US.
 */
export function HeatMapScreen({ label, onSubmit, children, fetched, describeCount }: Props) {
  const { answer, error, isFetching } = fetched;
  const markers = useMemo(() => (answer ? markersOf(answer) : []), [answer]);
  const heat = useMemo(() => (answer ? heatPointsOf(answer) : []), [answer]);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Paper
        component="form"
        noValidate
        aria-label={`${label} options`}
        onSubmit={onSubmit}
        sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        {children}
        <Button
          type="submit"
          variant="contained"
          disabled={isFetching}
          startIcon={isFetching ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Fetch
        </Button>
        {answer ? (
          <Typography variant="body2" color="text.secondary" role="status">
            {describeCount ? describeCount(answer) : `${answer.count.toLocaleString('en-US')} found`}
            {answer.isTruncated ? ` (the map shows the first ${markers.length.toLocaleString('en-US')})` : ''}
          </Typography>
        ) : null}
      </Paper>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Suspense fallback={<Loading text="Loading the map..." />}>
        <HeatMap label={label} markers={markers} heat={heat} height="max(360px, calc(100vh - 260px))" />
      </Suspense>
    </Box>
  );
}
