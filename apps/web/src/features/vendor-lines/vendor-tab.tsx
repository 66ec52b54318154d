import {
  canAttachVendorToWorkOrder,
  canReadWorkOrderVendorsAsStaff,
  canUseWorkOrderAttachments,
  isWorkOrderInvoiced,
  VENDOR_LINE_MESSAGES,
} from '@dispatchwise/shared';
import AttachFile from '@mui/icons-material/AttachFile';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import { Alert, Box, Button, IconButton, Paper } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useMemo, useState, type ComponentType } from 'react';
import { DataGrid } from '../../components/data-grid';
import { Tooltip } from '../../components/tooltip';
import { noticeTargetOf, useWorkOrderVendorLines, type VendorNotice } from '../../entities/work-orders';
import { CancelVendorDialog, VendorNoticeDialog } from '../../entities/work-orders/dialogs';
import { VendorHistoryDialog, type VendorHistoryTarget } from '../../entities/vendors';
import { useCaptions } from '../../lib/captions';
import { ApiError } from '../../lib/http';
import { useSessionUser } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { flagNod } from './api/flag-nod';
import { generateSignoff } from './api/generate-signoff';
import type { VendorLine, WorkOrder } from './api/types';
import { approveVendorInvoice, unapproveVendorInvoice } from './api/vendor-invoice';
import { ApproveOverNteDialog, type OverNteApproval } from './components/approve-invoice-dialog';
import { AttachInvoiceDialog } from './components/attach-invoice-dialog';
import { DetachVendorDialog } from './components/detach-vendor-dialog';
import { EditVendorLineDialog } from './components/edit-vendor-line-dialog';
import { LineFiles } from './components/line-files';
import { QcDialog } from './components/qc-dialog';
import { SelectVendorDialog } from './components/select-vendor-dialog';
import { VendorLineCard } from './components/vendor-line-card';
import { vendorLineColumns } from './components/vendor-line-columns';
import { VendorLineMenu } from './components/vendor-line-menu';
import type { LineAction } from './vendor-line-actions';

/** Spec B section 8: the Vendor tab's sends say so in these words. */
export const SEND_MESSAGES = { success: 'Successfully sent.', failure: 'Failed to send.' };

type OpenDialog =
  | { kind: 'notice'; line: VendorLine; actionType: VendorNotice['actionType'] }
  | { kind: 'cancel'; line: VendorLine }
  | { kind: 'edit'; line: VendorLine }
  | { kind: 'detach'; line: VendorLine }
  | { kind: 'attachInvoice'; line: VendorLine }
  | { kind: 'qc'; line: VendorLine };

/** The customer proposals' editor, started from a line (Create Proposal; the detail screen passes it in). */
type CreateProposal = ComponentType<{
  workOrder: WorkOrder;
  recordKey: readonly unknown[];
  start: { quotedamount: string; workordervendorid: number } | null;
  onClose: () => void;
}>;

type Props = { workOrder: WorkOrder; recordKey: readonly unknown[]; createProposal?: CreateProposal };

/**
 * The Vendor tab of the work-order detail (spec B sections 2 "Vendor tab" and 4 "Vendor line"; issue 10): the
 * order's vendor lines on the shared grid with each line's actions, its files under the grid (the master
 * detail), the WO Count history, the NTE guard's holds, and the Select Vendor popup.
 */
export default function VendorTab({ workOrder, recordKey, createProposal: CreateProposalDialog }: Props) {
  const user = useSessionUser();
  const toast = useToast();
  const caption = useCaptions();
  const queryClient = useQueryClient();
  const isAllowed = canReadWorkOrderVendorsAsStaff(user);
  const lines = useWorkOrderVendorLines({ workorderid: workOrder.id, recordKey, isEnabled: isAllowed });
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [proposalStart, setProposalStart] = useState<{
    quotedamount: string;
    workordervendorid: number;
  } | null>(null);
  const [overNte, setOverNte] = useState<OverNteApproval | null>(null);
  const [history, setHistory] = useState<VendorHistoryTarget | null>(null);
  const [isSelectOpen, setIsSelectOpen] = useState(false);
  const [busyLineId, setBusyLineId] = useState<number | null>(null);
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const rows = useMemo(() => lines.data ?? [], [lines.data]);
  const expanded = rows.find((line) => line.id === expandedId) ?? null;
  const canAttach = canAttachVendorToWorkOrder(user, workOrder);

  // A vendor change can move the order's margin and writes System notes: the whole order is read again.
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: recordKey }),
    [queryClient, recordKey],
  );
  const closeDialog = useCallback(() => setDialog(null), []);
  const handleChanged = useCallback(() => void refresh(), [refresh]);

  const openHistory = useCallback(
    (line: VendorLine) => setHistory({ vendorid: line.vendorid, vendorname: line.vendorname }),
    [],
  );
  const columns = useMemo(
    () => vendorLineColumns((field, fallback) => caption('workordervendor', field, fallback), openHistory),
    [caption, openHistory],
  );

  /** An immediate action: the line's menu waits, a toast either way. */
  const run = async (line: VendorLine, action: () => Promise<unknown>, success: string, failure: string) => {
    setBusyLineId(line.id);
    try {
      await action();
      toast(success, 'success');
      await refresh();
    } catch (error) {
      toast(error instanceof ApiError && error.message ? `${failure}: ${error.message}` : failure, 'error');
    } finally {
      setBusyLineId(null);
    }
  };

  const approve = async (line: VendorLine) => {
    if (line.hold) {
      setOverNte({ line, message: line.hold.message });
      return;
    }
    setBusyLineId(line.id);
    try {
      await approveVendorInvoice({ workordervendorid: line.id });
      toast('Invoice Approved', 'success');
      await refresh();
    } catch (error) {
      // The NTE changed since the line was read: the guard asks for the reason now.
      if (error instanceof ApiError && error.errors?.overridereason)
        setOverNte({ line, message: error.message });
      else toast(error instanceof Error ? error.message : 'Failed to approve the invoice', 'error');
    } finally {
      setBusyLineId(null);
    }
  };

  const handlePick = (action: LineAction, line: VendorLine) => {
    switch (action.kind) {
      case 'notice':
        if (action.actionType) setDialog({ kind: 'notice', line, actionType: action.actionType });
        return;
      case 'cancel':
      case 'edit':
      case 'detach':
      case 'attachInvoice':
      case 'qc':
        setDialog({ kind: action.kind, line });
        return;
      case 'approve':
        void approve(line);
        return;
      case 'createProposal':
        setProposalStart({ quotedamount: line.quotedamount, workordervendorid: line.id });
        return;
      case 'unapprove':
        void run(
          line,
          () => unapproveVendorInvoice(line.id),
          'Invoice Un-Approved',
          'Failed to un-approve the invoice',
        );
        return;
      case 'nod':
        void run(
          line,
          () => flagNod(line.id, !line.nodflagged),
          line.nodflagged ? 'NOD flag removed' : 'NOD flag set',
          'Failed to change the NOD flag',
        );
        return;
      case 'signoff':
        setBusyLineId(line.id);
        void generateSignoff({ workOrderId: workOrder.id, workOrderVendorId: line.id }, workOrder.wonumber)
          .catch((error: unknown) =>
            toast(error instanceof Error ? error.message : 'The sign-off ticket could not be made.', 'error'),
          )
          .finally(() => setBusyLineId(null));
        return;
    }
  };

  const handleSelectVendor = () => {
    // Spec B section 5: finding vendors by trades needs at least one trade (a warning).
    if (workOrder.trades.length === 0) {
      toast(VENDOR_LINE_MESSAGES.noTrade, 'warning');
      return;
    }
    setIsSelectOpen(true);
  };

  if (!isAllowed) return <Alert severity="info">Your role does not manage the vendors of work orders.</Alert>;

  const holds = rows.filter((line) => line.hold);

  /** A line's menu and its files' toggle (the master detail under the grid). */
  const renderActions = (line: VendorLine) => (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <VendorLineMenu
        user={user}
        workOrder={workOrder}
        line={line}
        isBusy={busyLineId === line.id}
        onPick={handlePick}
      />
      <Tooltip title={expandedId === line.id ? 'Hide files' : 'Show files'}>
        <IconButton
          size="small"
          aria-label={`${expandedId === line.id ? 'Hide' : 'Show'} files of ${line.vendorname}`}
          aria-expanded={expandedId === line.id}
          onClick={() => setExpandedId((id) => (id === line.id ? null : line.id))}
        >
          {expandedId === line.id ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </IconButton>
      </Tooltip>
    </Box>
  );
  const target =
    dialog?.kind === 'notice' || dialog?.kind === 'cancel' ? noticeTargetOf(workOrder, dialog.line) : null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {holds.map((line) => (
        <Alert key={line.id} severity="warning" role="status">
          <strong>{line.vendorname}</strong>: {line.hold!.message}
        </Alert>
      ))}
      <DataGrid<VendorLine>
        columns={columns}
        data={rows}
        getRowId={(line) => String(line.id)}
        isLoading={lines.isPending}
        isFetching={lines.isFetching}
        stateKey="workOrderVendorLines"
        hasHeaderFilters={false}
        hasFilterBuilder={false}
        emptyText="No vendors are attached to this work order."
        rowActionsWidth={84}
        renderRowActions={renderActions}
        renderCard={(line) => <VendorLineCard line={line} actions={renderActions(line)} />}
        cardListHeight={480}
        onRowOpen={(line) => setExpandedId((id) => (id === line.id ? null : line.id))}
        renderToolbarActions={() => (
          <Tooltip
            title={
              isWorkOrderInvoiced(workOrder) ? 'The work order is Invoiced: vendors cannot be attached.' : ''
            }
          >
            <span>
              <Button
                variant="contained"
                size="small"
                startIcon={<PersonAddAlt />}
                disabled={!canAttach}
                onClick={handleSelectVendor}
              >
                Select Vendor
              </Button>
            </span>
          </Tooltip>
        )}
      />
      {expanded ? (
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <LineFiles
            workorderid={workOrder.id}
            workordervendorid={expanded.id}
            recordKey={recordKey}
            caption={`Files of ${expanded.vendorname}`}
            action={
              canUseWorkOrderAttachments(user) ? (
                <Button
                  size="small"
                  startIcon={<AttachFile />}
                  onClick={() => setDialog({ kind: 'attachInvoice', line: expanded })}
                >
                  Attach Invoice
                </Button>
              ) : null
            }
          />
        </Paper>
      ) : null}

      {isSelectOpen ? (
        <SelectVendorDialog
          workOrder={workOrder}
          recordKey={recordKey}
          isOpen
          onClose={() => setIsSelectOpen(false)}
        />
      ) : null}
      {dialog?.kind === 'notice' && target ? (
        <VendorNoticeDialog
          isOpen
          row={target.row}
          vendor={target.vendor}
          actionType={dialog.actionType}
          messages={SEND_MESSAGES}
          onClose={closeDialog}
          onSaved={handleChanged}
        />
      ) : null}
      {dialog?.kind === 'cancel' && target ? (
        <CancelVendorDialog
          isOpen
          row={target.row}
          vendor={target.vendor}
          onClose={closeDialog}
          onSaved={handleChanged}
        />
      ) : null}
      <EditVendorLineDialog
        line={dialog?.kind === 'edit' ? dialog.line : null}
        onClose={closeDialog}
        onSaved={handleChanged}
      />
      <DetachVendorDialog
        line={dialog?.kind === 'detach' ? dialog.line : null}
        onClose={closeDialog}
        onRemoved={handleChanged}
      />
      <AttachInvoiceDialog
        workorderid={workOrder.id}
        line={dialog?.kind === 'attachInvoice' ? dialog.line : null}
        recordKey={recordKey}
        onClose={closeDialog}
      />
      <QcDialog
        line={dialog?.kind === 'qc' ? dialog.line : null}
        onClose={closeDialog}
        onSaved={handleChanged}
      />
      <ApproveOverNteDialog approval={overNte} onClose={() => setOverNte(null)} onApproved={handleChanged} />
      <VendorHistoryDialog vendor={history} onClose={() => setHistory(null)} />
      {CreateProposalDialog && proposalStart ? (
        // Its code loads on first use, without hiding the tab meanwhile.
        <Suspense fallback={null}>
          <CreateProposalDialog
            workOrder={workOrder}
            recordKey={recordKey}
            start={proposalStart}
            onClose={() => setProposalStart(null)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
