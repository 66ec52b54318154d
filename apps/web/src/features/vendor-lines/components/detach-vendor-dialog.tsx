import { ConfirmDialog } from '../../../components/confirm-dialog';
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

  const handleDetach = async () => {
    if (!line) return;
    try {
      await removeVendorLine(line.id);
    } catch (cause) {
      toast('Failed to remove vendor', 'error');
      throw cause;
    }
    toast('Successfully remove vendor', 'success');
    onRemoved();
  };

  return (
    <ConfirmDialog
      open={line !== null}
      title="Detach Vendor"
      confirmLabel="Detach"
      onConfirm={handleDetach}
      onClose={onClose}
    >
      Remove {line ? <strong>{line.vendorname}</strong> : 'this vendor'} from this work order? Its notices are
      removed with it. To keep a record of the vendor, use Cancel Vendor instead.
    </ConfirmDialog>
  );
}
