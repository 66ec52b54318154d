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
import { useId, useState } from 'react';
import { useToast } from '../../../lib/toast';
import { removeVendorLine } from '../api/remove-vendor-line';
import type { VendorLine } from '../api/types';

type Props = { line: VendorLine | null; onClose: () => void; onRemoved: () => void };

/**
 * Detach (spec B section 4): asks first, then DELETE /workorder/removevendor/{id}; 'Successfully remove
 * vendor' or 'Failed to remove vendor' (spec B section 8), with the API's reason kept in the popup (a line
 * with files cannot be removed, decision 132).
 */
export function DetachVendorDialog({ line, onClose, onRemoved }: Props) {
  const toast = useToast();
  const titleId = useId();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (isBusy) return;
    setError(null);
    onClose();
  };

  const handleDetach = async () => {
    if (!line) return;
    setIsBusy(true);
    setError(null);
    try {
      await removeVendorLine(line.id);
    } catch (cause) {
      toast('Failed to remove vendor', 'error');
      setError(cause instanceof Error ? cause.message : String(cause));
      setIsBusy(false);
      return;
    }
    setIsBusy(false);
    toast('Successfully remove vendor', 'success');
    onRemoved();
    onClose();
  };

  return (
    <Dialog open={line !== null} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Detach Vendor</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <DialogContentText>
          Remove {line ? <strong>{line.vendorname}</strong> : 'this vendor'} from this work order? Its notices
          are removed with it. To keep a record of the vendor, use Cancel Vendor instead.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={close} disabled={isBusy}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={isBusy}
          onClick={() => void handleDetach()}
          startIcon={isBusy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Detach
        </Button>
      </DialogActions>
    </Dialog>
  );
}
