import { canManageQuickBooks } from '@dispatchwise/shared';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { Alert, Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useSessionUser } from '../../../lib/session';
import type { QuickBooksStatus } from '../api/types';

export const QUICKBOOKS_PATH = '/admin/quickbooks';

/**
 * Whether QuickBooks takes pushes (decision 179): connected (company and realm), or why not and who turns it
 * on — with the link to Admin > QuickBooks when this user may open it. The last push's own failure shows too.
 */
export function ConnectionLine({ status }: { status: QuickBooksStatus | undefined }) {
  const user = useSessionUser();
  if (!status) return null;
  const where = canManageQuickBooks(user) ? (
    <Link component={RouterLink} to={QUICKBOOKS_PATH}>
      Admin &gt; QuickBooks
    </Link>
  ) : (
    'Admin > QuickBooks'
  );
  if (!status.isConfigured) {
    return (
      <Alert severity="info">
        QuickBooks is not configured, so nothing can be pushed. An administrator sets it up; see {where}.
      </Alert>
    );
  }
  if (!status.isConnected) {
    return (
      <Alert severity="warning">
        QuickBooks is not connected, so Push Approved to QB is off. An administrator connects it under {where}
        .
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }} role="status">
        <CheckCircleOutline color="success" fontSize="small" sx={{ mt: '2px' }} />
        <Typography variant="body2">
          Connected to QuickBooks
          {status.companyName ? `: ${status.companyName}` : ''}
          {status.realmId ? ` (company ${status.realmId})` : ''}
        </Typography>
      </Box>
      {status.lastError ? <Alert severity="error">Last push: {status.lastError}</Alert> : null}
    </Box>
  );
}
