import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, useState, type ReactNode } from 'react';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** The question, with what the action does. */
  children: ReactNode;
  confirmLabel: string;
  /** Runs on confirm; the popup closes when it resolves, and keeps the error's message when it rejects. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
};

/**
 * The one "are you sure" popup (delete a file, detach a vendor...): Cancel and a red action button that shows
 * its progress; nothing closes it while the action runs.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (isBusy) return;
    setError(null);
    onClose();
  };

  const handleConfirm = async () => {
    setIsBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
      return;
    } finally {
      setIsBusy(false);
    }
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <DialogContentText component="div">{children}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={close} disabled={isBusy}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={isBusy}
          onClick={() => void handleConfirm()}
          startIcon={isBusy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
