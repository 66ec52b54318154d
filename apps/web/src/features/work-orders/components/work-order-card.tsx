import { pastDueOf, type WorkOrderListRow } from '@dispatchwise/shared';
import { Box, Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PriorityCell, pastDueClock, WorkOrderDateCell } from '../../../entities/work-orders';
import { formatDate } from '../../../lib/format';
import { StatusCell } from './status-cell';

const line = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');

/**
 * The card variant of the list (spec A "Work Orders list"), with the schedule and follow-up dates added while
 * they are past due, so a phone shows what is late as the table does (decision 191).
 */
export function WorkOrderCard({ row }: { row: WorkOrderListRow }) {
  const due = pastDueOf(row, pastDueClock());
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}
        >
          <MuiLink
            component={Link}
            to={`/workorder/details?id=${row.id}&origin=/workorder`}
            underline="hover"
            sx={{ fontWeight: 700 }}
          >
            {row.wonumber}
          </MuiLink>
          <StatusCell name={row.status} color={row.statuscolor} />
        </Stack>
        <Typography variant="body2" sx={{ mb: 1 }} noWrap title={row.briefdescription}>
          {row.briefdescription || '—'}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.25 }}
        >
          <Field label="Job Site" value={row.jobsite} />
          <Field
            label="Address"
            value={line(
              row.streetaddress,
              row.city,
              [row.statecode, row.postalcode].filter(Boolean).join(' '),
            )}
          />
          <Field label="Trade" value={(row.trades ?? []).join(', ')} />
          <Field label="Priority" value={row.priority}>
            <PriorityCell row={row} />
          </Field>
          {due.schedule ? (
            <Field label="Schedule" value={formatDate(row.scheduledate)}>
              <WorkOrderDateCell row={row} field="scheduledate" />
            </Field>
          ) : null}
          {due.followUp ? (
            <Field label="Follow-up" value={formatDate(row.promisedate)}>
              <WorkOrderDateCell row={row} field="promisedate" />
            </Field>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}

type FieldProps = { label: string; value: string | null | undefined; children?: ReactNode };

/** A label and its value (drawn as `children` when given, e.g. the priority cell). */
function Field({ label, value, children }: FieldProps) {
  return (
    <>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="caption" sx={{ m: 0 }} noWrap title={value ?? undefined}>
        {value ? (children ?? value) : '—'}
      </Typography>
    </>
  );
}
