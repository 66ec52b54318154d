import { initials } from '@dispatchwise/shared';
import { Avatar, Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useSessionUser } from '../../lib/session';

/**
 * /profile. The spec's page is a placeholder that shows only 'Profile'; it keeps that title and adds what
 * the session already knows (name, e-mail, roles), read-only (docs/decisions/055-profile-page.md).
 */
export default function ProfilePage() {
  const user = useSessionUser();
  const name = user.name || [user.given_name, user.family_name].filter(Boolean).join(' ') || user.email;
  return (
    <Box sx={{ maxWidth: 640 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        Profile
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar src={user.picture ?? undefined} sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>
            {initials(name)}
          </Avatar>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75 }}
          >
            <Typography component="dt" color="text.secondary">
              Name
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {name}
            </Typography>
            <Typography component="dt" color="text.secondary">
              E-mail
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {user.email}
            </Typography>
            <Typography component="dt" color="text.secondary">
              Roles
            </Typography>
            <Stack component="dd" direction="row" spacing={0.5} useFlexGap sx={{ m: 0, flexWrap: 'wrap' }}>
              {user.roles.length > 0
                ? user.roles.map((role) => <Chip key={role} label={role} size="small" variant="outlined" />)
                : '—'}
            </Stack>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
