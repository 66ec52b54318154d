import { Box, Stack, Typography } from '@mui/material';
import { WORK_ORDER_STATUSES } from '@dispatchwise/shared';
import { HIGHLIGHT_COLORS, HIGHLIGHT_LABELS, type RowHighlight } from '../row-highlight';

const HIGHLIGHTS: RowHighlight[] = ['flagged', 'multivendor', 'both'];

function Swatch({ color, label, isRow = false }: { color: string; label: string; isRow?: boolean }) {
  return (
    <Stack component="li" direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{
          width: isRow ? 22 : 12,
          height: 12,
          borderRadius: '3px',
          bgcolor: color,
          border: 1,
          borderColor: isRow ? 'divider' : 'transparent',
        }}
      />
      <Typography variant="caption">{label}</Typography>
    </Stack>
  );
}

/** The colour legend below the alerts grid: status cell colours and the row highlights (decision 107). */
export function AlertsLegend() {
  return (
    <Box component="section" aria-label="Legend" sx={{ mt: 1.5 }}>
      <Stack
        component="ul"
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, listStyle: 'none', m: 0, p: 0 }}
      >
        {HIGHLIGHTS.map((key) => (
          <Swatch key={key} color={HIGHLIGHT_COLORS[key]} label={`Row: ${HIGHLIGHT_LABELS[key]}`} isRow />
        ))}
      </Stack>
      <Stack
        component="ul"
        direction="row"
        useFlexGap
        aria-label="Status colours"
        sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, listStyle: 'none', m: 0, mt: 1, p: 0 }}
      >
        {WORK_ORDER_STATUSES.map((status) => (
          <Swatch key={status.id} color={status.color} label={status.name} />
        ))}
      </Stack>
    </Box>
  );
}
