import LockOutlined from '@mui/icons-material/LockOutlined';
import { canVisit, HOME_PATH, landingPath, normalizePathname, type DenyMessage } from '@dispatchwise/shared';
import { Box, Button, Paper, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSessionUser } from '../lib/session';

export const ACCESS_DENIED_HELP = 'You do not have access to this page.';

/**
 * Where the refused user goes from here: their own landing page (the portal's work orders for vendors,
 * techs and customers), or Home when that is this page or refused too. Home is every signed-in user's.
 */
function wayOut(user: ReturnType<typeof useSessionUser>, pathname: string) {
  const landing = landingPath(user);
  const isUsable = canVisit(user, landing) && normalizePathname(landing) !== normalizePathname(pathname);
  const path = isUsable ? landing : HOME_PATH;
  return { path, label: path === HOME_PATH ? 'Go to Home' : 'Go to My Work Orders' };
}

/**
 * A page a signed-in user may not use (docs/decisions/021, 193): the spec's refusal text ('Unauthorized' or
 * 'Unauthorized to view this page.') as the heading, what it means, and a button to the user's own start.
 */
export function AccessDenied({ message }: { message: DenyMessage }) {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const { path, label } = wayOut(user, pathname);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 3, sm: 6 }, px: 1 }}>
      <Paper
        variant="outlined"
        role="alert"
        sx={{ p: { xs: 3, sm: 4 }, maxWidth: 480, width: '100%', textAlign: 'center' }}
      >
        <Box
          aria-hidden
          sx={{
            mx: 'auto',
            mb: 2,
            width: 56,
            height: 56,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'primary.main',
          }}
        >
          <LockOutlined />
        </Box>
        <Typography variant="h5" component="h2">
          {message}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {ACCESS_DENIED_HELP}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          If your work needs it, ask an administrator for access.
        </Typography>
        <Button component={RouterLink} to={path} variant="contained" size="medium" sx={{ mt: 3 }}>
          {label}
        </Button>
      </Paper>
    </Box>
  );
}
