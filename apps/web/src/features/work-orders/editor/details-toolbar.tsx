import {
  canAddChildToWorkOrder,
  canAddChildWorkOrder,
  canReopenWorkOrderInStatus,
  canSaveWorkOrder,
  canUpdateWorkOrder,
} from '@dispatchwise/shared';
import AddComment from '@mui/icons-material/AddCommentOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import CallSplit from '@mui/icons-material/CallSplit';
import Flag from '@mui/icons-material/Flag';
import LockOpen from '@mui/icons-material/LockOpen';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Save from '@mui/icons-material/Save';
import ViewSidebar from '@mui/icons-material/ViewSidebarOutlined';
import { Box, Button, Chip, CircularProgress, IconButton } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Tooltip } from '../../../components/tooltip';
import { CUSTOMER_UPDATE_NOTE, WorkOrderNoteDialog } from '../../../entities/work-orders/dialogs';
import { useSessionUser } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { useCreateChildWorkOrder } from '../api/create-child-work-order';
import { workOrderKeys } from '../api/query-keys';
import { useReopenWorkOrder } from '../api/reopen-work-order';
import type { WorkOrderDetail } from '../api/work-order-types';
import { detailsPath } from './paths';

type Props = {
  workOrder: WorkOrderDetail;
  /** Where Back to List goes (the `origin` of the address). */
  origin: string;
  /** Save shows only with the Work Order tab's form; false when the fields are read-only. */
  canSaveFields: boolean;
  hasForm: boolean;
  isSaving: boolean;
  onSave: () => void;
  onReopened: (workOrder: WorkOrderDetail) => void;
  /** Runs an action that leaves this order (Add Child), after the unsaved-changes question if any. */
  confirmLeave: (leave: () => Promise<void>) => void;
  isSidePanelOpen: boolean;
  onToggleSidePanel: () => void;
};

/**
 * The detail toolbar (spec B section 2): Back to List, Save, Add Customer Update, Add Child, Open
 * Parent (child orders), Re-Open (Invoiced or Cancelled), the Flagged mark and the side-panel toggle.
 */
export function DetailsToolbar({
  workOrder,
  origin,
  canSaveFields,
  hasForm,
  isSaving,
  onSave,
  onReopened,
  confirmLeave,
  isSidePanelOpen,
  onToggleSidePanel,
}: Props) {
  const user = useSessionUser();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createChild = useCreateChildWorkOrder();
  const reopen = useReopenWorkOrder();
  const [isNoteOpen, setIsNoteOpen] = useState(false);
  const canSave = canSaveWorkOrder(user, workOrder);

  const handleAddChild = async () => {
    const child = await createChild.mutateAsync(workOrder.id);
    toast(`Child Work Order ${child.wonumber} created`, 'success');
    await queryClient.invalidateQueries({ queryKey: workOrderKeys.detailAll(workOrder.id) });
    navigate(detailsPath(child.id, origin));
  };

  const handleReopen = async () => {
    const reopened = await reopen.mutateAsync(workOrder.id);
    toast('Work Order Re-Opened', 'success');
    onReopened(reopened);
  };

  const isBusy = createChild.isPending || reopen.isPending;

  return (
    <Box
      role="toolbar"
      aria-label="Work order actions"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <Button component={Link} to={origin} startIcon={<ArrowBack />} variant="outlined">
        Back to List
      </Button>
      {hasForm && canUpdateWorkOrder(user) ? (
        <Button
          variant="contained"
          onClick={onSave}
          disabled={!canSave || !canSaveFields || isSaving}
          startIcon={isSaving ? <CircularProgress size={16} color="inherit" /> : <Save />}
        >
          Save
        </Button>
      ) : null}
      {canUpdateWorkOrder(user) ? (
        <Button
          variant="outlined"
          startIcon={<AddComment />}
          disabled={!canSave}
          onClick={() => setIsNoteOpen(true)}
        >
          Add Customer Update
        </Button>
      ) : null}
      {canAddChildWorkOrder(user) ? (
        <Button
          variant="outlined"
          startIcon={createChild.isPending ? <CircularProgress size={16} /> : <CallSplit />}
          disabled={!canAddChildToWorkOrder(user, workOrder) || isBusy}
          onClick={() => confirmLeave(() => handleAddChild().catch(() => undefined))}
        >
          Add Child
        </Button>
      ) : null}
      {workOrder.parentid != null ? (
        <Button
          variant="outlined"
          startIcon={<OpenInNew />}
          onClick={() => window.open(detailsPath(workOrder.parentid!), '_blank', 'noopener')}
        >
          Open Parent{workOrder.parentwonumber ? ` #${workOrder.parentwonumber}` : ''}
        </Button>
      ) : null}
      {canReopenWorkOrderInStatus(user, workOrder) ? (
        <Button
          variant="outlined"
          color="warning"
          startIcon={reopen.isPending ? <CircularProgress size={16} /> : <LockOpen />}
          disabled={isBusy}
          onClick={() => void handleReopen().catch(() => undefined)}
        >
          Re-Open
        </Button>
      ) : null}
      <Box sx={{ flex: 1 }} />
      {workOrder.flagged ? (
        <Chip icon={<Flag />} label="Flagged" color="error" size="small" variant="outlined" />
      ) : null}
      <Tooltip title={isSidePanelOpen ? 'Hide side panel' : 'Show side panel'}>
        <IconButton
          aria-label="Side panel"
          aria-pressed={isSidePanelOpen}
          color={isSidePanelOpen ? 'primary' : 'default'}
          onClick={onToggleSidePanel}
        >
          <ViewSidebar />
        </IconButton>
      </Tooltip>
      <WorkOrderNoteDialog
        isOpen={isNoteOpen}
        row={workOrder}
        title="Add Customer Update"
        initialValues={CUSTOMER_UPDATE_NOTE}
        onClose={() => setIsNoteOpen(false)}
        onSaved={() =>
          void queryClient.invalidateQueries({ queryKey: workOrderKeys.detailAll(workOrder.id) })
        }
      />
    </Box>
  );
}
