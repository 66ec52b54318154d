import {
  ACCOUNTING_MESSAGES,
  canPollUploadStatus,
  formatMoney,
  TRANSMISSION_TYPE,
} from '@dispatchwise/shared';
import CloudUpload from '@mui/icons-material/CloudUpload';
import PersonSearch from '@mui/icons-material/PersonSearch';
import { Box, Button, CircularProgress, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useSessionUser } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { usePendingSyncs } from './api/get-pending-syncs';
import { useUploadingStatus } from './api/get-uploading-status';
import { useQuickBooksStatus } from './api/quickbooks-status';
import { accountingKeys } from './api/query-keys';
import { useRemoveVendorBill } from './api/remove-vendor-bill';
import { useSubmitPending } from './api/submit-pending';
import type { VendorBillingRow } from './api/types';
import { ConnectionLine } from './pending/connection-line';
import { PendingGrid } from './pending/pending-grid';
import {
  approveAll,
  NO_SELECTION,
  PENDING_TABS,
  pruneSelection,
  rowsOf,
  selectedCount,
  toggleRow,
  toSubmitBody,
  type PendingTab,
  type Selection,
} from './pending/selection';
import { TransmissionLogGrid } from './pending/transmission-log-grid';
import { UnmatchedVendorsDialog } from './pending/unmatched-vendors-dialog';

/**
 * /accounting/pending (spec A "Accounting", AccountingAdmin): approve vendor bills and customer invoices per
 * tab and push them to QuickBooks; each tab's transmission log under its grid; the worker's uploading status
 * polled (decision 179).
 */
export default function AccountingPendingPage() {
  const user = useSessionUser();
  const toast = useToast();
  const queryClient = useQueryClient();
  const quickBooks = useQuickBooksStatus();
  const pending = usePendingSyncs();
  const submit = useSubmitPending();
  const remove = useRemoveVendorBill();
  const [tab, setTab] = useState<PendingTab>('complete');
  const [checked, setChecked] = useState<Selection>(NO_SELECTION);
  const [removing, setRemoving] = useState<VendorBillingRow | null>(null);
  const [isUnmatchedOpen, setIsUnmatchedOpen] = useState(false);
  // When this screen's own push was accepted: the status is followed closely until the worker is done.
  const [pushedAt, setPushedAt] = useState<number | null>(null);
  const uploading = useUploadingStatus({
    isEnabled: canPollUploadStatus(user),
    pushedAt,
    // The push ended: show what it did.
    onPushEnded: () => {
      setPushedAt(null);
      void queryClient.invalidateQueries({ queryKey: accountingKeys.pending });
      void queryClient.invalidateQueries({ queryKey: accountingKeys.logs });
      void queryClient.invalidateQueries({ queryKey: accountingKeys.quickBooks });
    },
  });

  // Rows that left the lists or were queued since they were checked no longer count.
  const selection = useMemo(() => pruneSelection(checked, pending.data), [checked, pending.data]);
  const isUploading = uploading.data === true;
  const isConnected = quickBooks.data?.isConnected === true;

  const handleToggle = useCallback(
    (id: number) => setChecked((s) => toggleRow(pruneSelection(s, pending.data), tab, id)),
    [pending.data, tab],
  );

  const handlePush = () => {
    if (selectedCount(selection) === 0) {
      toast(ACCOUNTING_MESSAGES.nothingApproved, 'warning');
      return;
    }
    submit.mutate(toSubmitBody(selection), {
      onSuccess: () => {
        toast(ACCOUNTING_MESSAGES.sent, 'success');
        setChecked(NO_SELECTION);
        setPushedAt(Date.now());
      },
      onError: (error) => toast(error.message, 'error'),
    });
  };

  const handleRemove = async () => {
    if (!removing) return;
    await remove.mutateAsync(removing.workorderVendorId);
    toast('Vendor bill removed', 'success');
  };

  const isBusy = submit.isPending || isUploading;
  const typeId = tab === 'customer' ? TRANSMISSION_TYPE.CustomerInvoicing : TRANSMISSION_TYPE.VendorBilling;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="contained"
          startIcon={submit.isPending ? <CircularProgress size={16} color="inherit" /> : <CloudUpload />}
          disabled={!isConnected || submit.isPending}
          onClick={handlePush}
        >
          Push Approved to QB
        </Button>
        <Button
          variant="outlined"
          startIcon={<PersonSearch />}
          disabled={!isConnected}
          onClick={() => setIsUnmatchedOpen(true)}
        >
          Find Unmatched Vendors
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 1 } }}>
          {`${selectedCount(selection)} approved to push`}
        </Typography>
      </Box>
      <ConnectionLine status={quickBooks.data} />
      {isBusy ? (
        <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="body2" color="primary">
            Pushing to QuickBooks…
          </Typography>
          <LinearProgress />
        </Box>
      ) : null}

      <Tabs
        value={tab}
        onChange={(_, next: PendingTab) => setTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Pending lists"
      >
        {PENDING_TABS.map(({ key, label }) => (
          <Tab key={key} value={key} label={`${label} (${rowsOf(pending.data, key).length})`} />
        ))}
      </Tabs>
      <PendingGrid
        key={tab}
        tab={tab}
        rows={rowsOf(pending.data, tab)}
        isLoading={pending.isLoading}
        checked={selection[tab]}
        onToggle={handleToggle}
        onApproveAll={() => setChecked((s) => approveAll(pruneSelection(s, pending.data), pending.data, tab))}
        onRemove={setRemoving}
      />
      <TransmissionLogGrid key={`log-${tab}`} typeId={typeId} gridKey={tab} />

      <UnmatchedVendorsDialog isOpen={isUnmatchedOpen} onClose={() => setIsUnmatchedOpen(false)} />
      <ConfirmDialog
        open={removing !== null}
        title="Remove Vendor Bill"
        confirmLabel="Remove"
        onConfirm={handleRemove}
        onClose={() => setRemoving(null)}
      >
        {removing
          ? `Remove the bill of ${removing.vendorName} on ${removing.workorderNumber} (${formatMoney(removing.vendorAmount)}) from Vendor Billing? It will not be pushed to QuickBooks.`
          : ''}
      </ConfirmDialog>
    </Stack>
  );
}
