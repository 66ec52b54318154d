import type { WorkOrderStatus } from '@dispatchwise/shared';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Button, Popover, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { PAST_DUE_COLOR, PastDueIcon } from './work-order-cells';

/** A row background a list explains (the alerts dashboard's flagged and multi-vendor rows). */
export type LegendRow = { color: string; label: string };

type Props = {
  statuses: readonly WorkOrderStatus[];
  /** Row highlights shown on the line itself (from 600 px) and in the popover. */
  rows?: readonly LegendRow[];
};

type SwatchProps = { color: string; label: string; isRow?: boolean; isHiddenOnPhones?: boolean };

function Swatch({ color, label, isRow = false, isHiddenOnPhones = false }: SwatchProps) {
  return (
    <Stack
      component="li"
      direction="row"
      spacing={0.75}
      sx={{
        alignItems: 'center',
        minWidth: 0,
        display: isHiddenOnPhones ? { xs: 'none', sm: 'flex' } : 'flex',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: isRow ? 22 : 12,
          height: 12,
          flex: '0 0 auto',
          borderRadius: '3px',
          bgcolor: color,
          border: 1,
          borderColor: isRow ? 'divider' : 'transparent',
        }}
      />
      <Typography variant="caption" noWrap>
        {label}
      </Typography>
    </Stack>
  );
}

const lineSx = {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'nowrap',
  columnGap: 2,
  listStyle: 'none',
  m: 0,
  p: 0,
  minWidth: 0,
} as const;

/**
 * The legend under a work-order list, on one line (issue 19, decision 191): the past-due mark, the
 * list's row highlights, and a "Status colours" button whose popover lists every status colour with
 * its description (the status cells already name their status, so the colours need not take the page).
 */
export function WorkOrderLegend({ statuses, rows = [] }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  return (
    <Box
      component="section"
      aria-label="Legend"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, minWidth: 0, height: 32 }}
    >
      <Box component="ul" sx={lineSx}>
        <Stack
          component="li"
          direction="row"
          spacing={0.5}
          sx={{ alignItems: 'center', color: PAST_DUE_COLOR }}
        >
          <PastDueIcon label="Past due: open order whose schedule or follow-up date has passed, or an Emergency past its ETA" />
          <Typography variant="caption" sx={{ fontWeight: 600 }} noWrap>
            Past due
          </Typography>
        </Stack>
        {rows.map((row) => (
          <Swatch key={row.label} color={row.color} label={`Row: ${row.label}`} isRow isHiddenOnPhones />
        ))}
      </Box>
      {statuses.length > 0 ? (
        <Button
          size="small"
          variant="text"
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? popoverId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          endIcon={anchor ? <ExpandLess /> : <ExpandMore />}
          sx={{ flex: '0 0 auto', textTransform: 'none', ml: 'auto' }}
          startIcon={
            <Box aria-hidden sx={{ display: 'flex' }}>
              {statuses.slice(0, 4).map((status) => (
                <Box
                  key={status.id}
                  sx={{
                    width: 8,
                    height: 14,
                    bgcolor: status.color,
                    '&:first-of-type': { borderRadius: '3px 0 0 3px' },
                    '&:last-of-type': { borderRadius: '0 3px 3px 0' },
                  }}
                />
              ))}
            </Box>
          }
        >
          Status colours
        </Button>
      ) : null}
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        slotProps={{ paper: { sx: { p: 2, maxWidth: 'min(560px, calc(100vw - 32px))' } } }}
      >
        {rows.length > 0 ? (
          <Box
            component="ul"
            aria-label="Row colours"
            sx={{ ...lineSx, flexWrap: 'wrap', rowGap: 0.5, mb: 1.5 }}
          >
            {rows.map((row) => (
              <Swatch key={row.label} color={row.color} label={`Row: ${row.label}`} isRow />
            ))}
          </Box>
        ) : null}
        <Box
          component="ul"
          aria-label="Status colours"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            columnGap: 3,
            rowGap: 0.75,
          }}
        >
          {statuses.map((status) => (
            <Swatch
              key={status.id}
              color={status.color}
              label={
                status.description === status.name ? status.name : `${status.name}: ${status.description}`
              }
            />
          ))}
        </Box>
      </Popover>
    </Box>
  );
}
