import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = { title: string; subtitle?: string; children: ReactNode };

/** The frame of one home chart: a titled outlined panel. */
export function ChartCard({ title, subtitle, children }: Props) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {subtitle ? (
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      ) : null}
      <Box sx={{ mt: 1.5 }}>{children}</Box>
    </Paper>
  );
}
