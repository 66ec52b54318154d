import { Alert, Box, ButtonBase, Paper, Skeleton, Stack, Typography } from '@mui/material';
import {
  HOME_CARDS,
  WORK_ORDER_STATUSES,
  type HomeCardStatus,
  type PortalHomeVariant,
} from '@dispatchwise/shared';
import { useState } from 'react';
import { useOpenCounts } from '../api/get-open-counts';
import { lazyPopup } from '../../../components/lazy-popup';
import type { PortalWorkOrdersDialogProps } from './portal-work-orders-dialog';

// A card's popup of orders (a grid) loads on its first opening, not with the cards (decision 197).
const PortalWorkOrdersDialog = lazyPopup<PortalWorkOrdersDialogProps>(
  () => import('./portal-work-orders-dialog').then((m) => m.PortalWorkOrdersDialog),
  (props) => props.status !== null,
);

type Props = { variant: PortalHomeVariant; ownerid: number | null };

const statusColor = (statusid: number) =>
  WORK_ORDER_STATUSES.find((status) => status.id === statusid)?.color ?? '#BDBDBD';

/** Vendor (and Tech) or Customer home: three cards of statuses with counts (spec A "Home dashboard"). */
export function PortalDashboard({ variant, ownerid }: Props) {
  const counts = useOpenCounts(variant, ownerid);
  const [selected, setSelected] = useState<HomeCardStatus | null>(null);

  if (ownerid == null) {
    return (
      <Alert severity="warning">
        Your account is not linked to a {variant}. Ask an administrator to link it to see your work orders.
      </Alert>
    );
  }

  return (
    <>
      {counts.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          The work-order counts could not be loaded.
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        {HOME_CARDS[variant].map((card) => (
          <Paper
            key={card.title}
            variant="outlined"
            component="section"
            aria-label={card.title}
            sx={{ p: 2 }}
          >
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {card.title}
            </Typography>
            <Stack spacing={1}>
              {card.statuses.map((status) => {
                const count = counts.data?.get(status.statusid);
                return (
                  <ButtonBase
                    key={status.statusid}
                    onClick={() => setSelected(status)}
                    disabled={counts.isPending}
                    aria-label={`${status.label}: ${count ?? 'loading'}`}
                    sx={{
                      display: 'flex',
                      justifyContent: 'space-between',
                      alignItems: 'center',
                      gap: 1,
                      px: 1.5,
                      py: 1,
                      borderRadius: 1,
                      border: 1,
                      borderColor: 'divider',
                      borderLeft: 6,
                      borderLeftColor: statusColor(status.statusid),
                      textAlign: 'left',
                      '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
                    }}
                  >
                    <Typography variant="body1">{status.label}</Typography>
                    {counts.isPending ? (
                      <Skeleton variant="text" width={28} />
                    ) : (
                      <Typography
                        variant="h5"
                        component="span"
                        sx={{
                          fontVariantNumeric: 'tabular-nums',
                          color: count ? 'primary.main' : 'text.disabled',
                        }}
                      >
                        {count ?? 0}
                      </Typography>
                    )}
                  </ButtonBase>
                );
              })}
            </Stack>
          </Paper>
        ))}
      </Box>
      <PortalWorkOrdersDialog
        variant={variant}
        ownerid={ownerid}
        status={selected}
        onClose={() => setSelected(null)}
      />
    </>
  );
}
