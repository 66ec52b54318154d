import { ACCOUNTING_MESSAGES } from '@dispatchwise/shared';
import LinkIcon from '@mui/icons-material/Link';
import LinkOff from '@mui/icons-material/LinkOff';
import Sync from '@mui/icons-material/Sync';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Loading } from '../../../components/loading';
import { formatDateTime } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { connectQuickBooks } from '../api/connect-quickbooks';
import { useDisconnectQuickBooks } from '../api/disconnect-quickbooks';
import { useQuickBooksStatus } from '../api/quickbooks-status';
import { useSyncPayments } from '../api/sync-payments';
import type { QuickBooksStatus } from '../api/types';
import { useConnectOutcome } from './quickbooks-outcome';

const ENVIRONMENTS: Record<NonNullable<QuickBooksStatus['environment']>, string> = {
  sandbox: 'Sandbox',
  production: 'Production',
  custom: 'Custom addresses',
};

const when = (value: string | null) => (value ? formatDateTime(value) : 'Never');

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </>
  );
}

/**
 * /admin/quickbooks (decisions 176, 179; Admin or AccountingAdmin): whether the connector is configured and
 * connected, Connect through Intuit's sign-in, Disconnect, and Sync payments now.
 */
export default function QuickBooksPage() {
  useConnectOutcome();
  const toast = useToast();
  const status = useQuickBooksStatus();
  const disconnect = useDisconnectQuickBooks();
  const sync = useSyncPayments();
  const [isConnecting, setIsConnecting] = useState(false);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);

  if (status.isLoading) return <Loading />;
  const qb = status.data;
  if (!qb) return <Alert severity="error">The QuickBooks status could not be read.</Alert>;

  const handleConnect = async () => {
    setIsConnecting(true);
    try {
      const { url } = await connectQuickBooks();
      window.location.assign(url);
    } catch {
      // The http client toasted the API's message.
      setIsConnecting(false);
    }
  };

  const handleSync = () =>
    sync.mutate(undefined, { onSuccess: () => toast('Payments synced from QuickBooks', 'success') });

  return (
    <Stack spacing={2} sx={{ maxWidth: 820 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2">
          QuickBooks Online
        </Typography>
        {!qb.isConfigured ? (
          <Alert severity="info">
            QuickBooks is not configured. To turn it on, set QUICKBOOKS_CLIENT_ID and QUICKBOOKS_CLIENT_SECRET
            (the keys of your Intuit developer app) and QUICKBOOKS_ENVIRONMENT (sandbox or production) on the
            server, register {window.location.origin}/api/accounting/quickbooks/callback as the app&apos;s
            redirect URI, and restart the server. Then connect here.
          </Alert>
        ) : !qb.isConnected ? (
          <>
            <Alert severity="warning">
              QuickBooks is configured but not connected: approved rows cannot be pushed until an
              administrator connects the company.
            </Alert>
            <Box>
              <Button
                variant="contained"
                startIcon={isConnecting ? <CircularProgress size={16} color="inherit" /> : <LinkIcon />}
                disabled={isConnecting}
                onClick={() => void handleConnect()}
              >
                Connect to QuickBooks
              </Button>
            </Box>
          </>
        ) : (
          <>
            <Alert severity="success">Connected to {qb.companyName ?? 'QuickBooks'}</Alert>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: 1, m: 0 }}
            >
              <Fact label="Company">{qb.companyName ?? ''}</Fact>
              <Fact label="Company (realm) id">{qb.realmId ?? ''}</Fact>
              <Fact label="Environment">{qb.environment ? ENVIRONMENTS[qb.environment] : ''}</Fact>
              <Fact label="Connected since">{when(qb.connectedAt)}</Fact>
              <Fact label="Sign-in lapses">{when(qb.refreshTokenExpiresAt)}</Fact>
              <Fact label="Payments last synced">{when(qb.paymentsSyncedAt)}</Fact>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                startIcon={sync.isPending ? <CircularProgress size={16} color="inherit" /> : <Sync />}
                disabled={sync.isPending}
                onClick={handleSync}
              >
                Sync payments now
              </Button>
              <Button
                color="error"
                variant="outlined"
                startIcon={<LinkOff />}
                onClick={() => setIsConfirmOpen(true)}
              >
                Disconnect
              </Button>
            </Box>
          </>
        )}
        {qb.lastError ? <Alert severity="error">Last error: {qb.lastError}</Alert> : null}
      </Paper>
      <ConfirmDialog
        open={isConfirmOpen}
        title="Disconnect QuickBooks"
        confirmLabel="Disconnect"
        onConfirm={async () => {
          await disconnect.mutateAsync();
          toast(ACCOUNTING_MESSAGES.disconnected, 'success');
        }}
        onClose={() => setIsConfirmOpen(false)}
      >
        Disconnect {qb.companyName ?? 'QuickBooks'}? Nothing is pushed and no payments are read until an
        administrator connects again.
      </ConfirmDialog>
    </Stack>
  );
}
