import type { WorkOrderStatus } from '@dispatchwise/shared';
import { Box, Stack, Tooltip, Typography } from '@mui/material';

/** The colour legend below the grid (spec A section 4): one swatch per status. */
export function StatusLegend({ statuses }: { statuses: readonly WorkOrderStatus[] }) {
  if (statuses.length === 0) return null;
  return (
    <Stack
      component="ul"
      aria-label="Status colours"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0, mt: 1 }}
    >
      {statuses.map((status) => (
        <Tooltip key={status.id} title={status.description}>
          <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box
              sx={{
                width: 14,
                height: 14,
                borderRadius: 0.5,
                bgcolor: status.color,
                border: 1,
                borderColor: 'divider',
              }}
            />
            <Typography variant="caption">{status.name}</Typography>
          </Box>
        </Tooltip>
      ))}
    </Stack>
  );
}
