import { canViewReports } from '@dispatchwise/shared';
import MapOutlined from '@mui/icons-material/MapOutlined';
import { Box, Button, Link, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { AccessDenied } from '../../components/access-denied';
import { useSessionUser } from '../../lib/session';
import { useReports } from './api/get-reports';
import { DateRangeFields, isoDateOf, type DateRangeValues } from './date-range-fields';
import { ReportGrid } from './grid/report-grid';
import type { ReportRun } from './grid/report-rows';

/** The heat-map reports open their own screens (decision 155), by report id. */
export const HEAT_MAP_PATHS: Readonly<Record<number, string>> = {
  13: '/reports/heatmap/workorder',
  14: '/reports/heatmap/customerarea',
  24: '/reports/heatmap/vendorcoverage',
};

type Values = DateRangeValues & { reportid: number | '' };

/**
 * /reports (spec A "Reports"): the user's reports, Begin and End Date when the report asks for them,
 * Fetch, and the report's grid. Heat maps are links to their screens beside the picker.
 */
export default function ReportsPage() {
  const user = useSessionUser();
  if (!canViewReports(user)) return <AccessDenied message="Unauthorized" />;
  return <Reports />;
}

function Reports() {
  const reports = useReports();
  const all = reports.data ?? [];
  const gridReports = all.filter((report) => report.reporttype === 'grid');
  const heatMaps = all.filter((report) => report.reporttype === 'heatmap' && HEAT_MAP_PATHS[report.id]);
  const form = useForm<Values>({ defaultValues: { reportid: '', startDate: null, endDate: null } });
  const reportid = useWatch({ control: form.control, name: 'reportid' });
  const chosen = gridReports.find((report) => report.id === reportid);
  const [run, setRun] = useState<ReportRun | null>(null);

  const handleSubmit = form.handleSubmit(({ startDate, endDate }) => {
    if (!chosen) return;
    const body = chosen.showdateselection
      ? { reportid: chosen.id, startDate: isoDateOf(startDate), endDate: isoDateOf(endDate) }
      : { reportid: chosen.id };
    setRun((current) => ({ body, fetchCount: (current?.fetchCount ?? 0) + 1 }));
  });

  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Paper
        component="form"
        noValidate
        aria-label="Report options"
        onSubmit={handleSubmit}
        sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        <TextField
          select
          size="small"
          label="Report"
          value={reportid}
          onChange={(event) => form.setValue('reportid', Number(event.target.value))}
          disabled={reports.isLoading}
          sx={{ width: 320, maxWidth: '100%' }}
        >
          {gridReports.map((report) => (
            <MenuItem key={report.id} value={report.id}>
              {report.reportname}
            </MenuItem>
          ))}
        </TextField>
        {chosen?.showdateselection ? <DateRangeFields control={form.control} /> : null}
        <Button type="submit" variant="contained" disabled={!chosen}>
          Fetch
        </Button>
        {heatMaps.length > 0 ? (
          <Stack
            direction="row"
            component="nav"
            aria-label="Heat maps"
            sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center', ml: { md: 'auto' } }}
          >
            <MapOutlined fontSize="small" color="action" />
            {heatMaps.map((report) => (
              <Link key={report.id} component={RouterLink} to={HEAT_MAP_PATHS[report.id]!} variant="body2">
                {report.reportname}
              </Link>
            ))}
          </Stack>
        ) : null}
      </Paper>
      {run ? (
        <ReportGrid key={run.body.reportid} run={run} />
      ) : (
        <Typography color="text.secondary" variant="body2">
          {reports.isSuccess && gridReports.length === 0
            ? 'No reports are granted to you.'
            : 'Choose a report and Fetch.'}
        </Typography>
      )}
    </Box>
  );
}
