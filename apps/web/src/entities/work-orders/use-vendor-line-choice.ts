import { useEffect, useMemo } from 'react';
import type { WorkOrderActionRow, WorkOrderActionVendor } from './types';
import { useNoVendorToast } from './use-no-vendor-toast';
import { activeVendorLines } from './vendor-actions';

/**
 * The vendor lines a notice or a cancellation may go to (the one chosen in the menu, else the order's
 * active lines), the form's starting values (the line preselected when there is only one), and the
 * 'No Vendor Found!' toast that closes the popup when there is none.
 */
export function useVendorLineChoice(options: {
  isOpen: boolean;
  row: Pick<WorkOrderActionRow, 'vendors'>;
  vendor?: WorkOrderActionVendor | null;
  onClose: () => void;
}) {
  const { isOpen, row, vendor, onClose } = options;
  const notifyNoVendor = useNoVendorToast();
  const lines = useMemo(() => (vendor ? [vendor] : activeVendorLines(row)), [vendor, row]);
  const defaultValues = useMemo(
    () => ({ wovendorid: lines.length === 1 ? lines[0]!.wovendorid : null, note: '' }),
    [lines],
  );
  const isWithoutVendor = isOpen && lines.length === 0;

  useEffect(() => {
    if (!isWithoutVendor) return;
    notifyNoVendor();
    onClose();
  }, [isWithoutVendor, notifyNoVendor, onClose]);

  const lineOf = (wovendorid: number | null) => lines.find((line) => line.wovendorid === wovendorid)!;
  return { lines, defaultValues, isWithoutVendor, lineOf };
}
