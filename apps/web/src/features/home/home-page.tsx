import { homeDashboardVariant, initials } from '@dispatchwise/shared';
import { Avatar, Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useSessionUser } from '../../lib/session';
import { NotAvailable } from '../../components/not-available';

const DASHBOARD_TEXT = {
  internal: 'Work orders per status and Today’s Dispatcher Counts charts come with the dashboards.',
  vendor: 'Pending, In Progress and Review cards for your work orders come with the dashboards.',
  customer: 'Pending, In Progress and Review cards for your work orders come with the dashboards.',
} as const;

/** /home: a welcome card for now; the dashboards (spec A "Home dashboard") are issue 3. */
export default function HomePage() {
  const user = useSessionUser();
  const name = user.name || [user.given_name, user.family_name].filter(Boolean).join(' ') || user.email;
  const variant = homeDashboardVariant(user);
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', '&:last-child': { pb: 2 } }}>
          <Avatar src={user.picture ?? undefined} sx={{ width: 48, height: 48, bgcolor: 'primary.main' }}>
            {initials(name)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h2" noWrap>
              Welcome, {user.given_name || name}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Typography variant="body2" color="text.secondary">
                {user.email}
              </Typography>
              {user.roles.map((role) => (
                <Chip key={role} label={role} size="small" color="primary" variant="outlined" />
              ))}
            </Stack>
          </Box>
        </CardContent>
      </Card>
      <NotAvailable title="Dashboard" description={DASHBOARD_TEXT[variant]} />
    </Stack>
  );
}
