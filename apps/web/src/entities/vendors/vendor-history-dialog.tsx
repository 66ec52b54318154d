import { ListDialog } from '../../components/list-dialog';
import { VendorHistoryGrid } from './vendor-history-grid';

export type VendorHistoryTarget = { vendorid: number; vendorname: string };

/** The WO Count cell's popup: the vendor's work orders, newest first (GET /vendor/history, decision 132). */
export function VendorHistoryDialog({
  vendor,
  onClose,
}: {
  vendor: VendorHistoryTarget | null;
  onClose: () => void;
}) {
  return (
    <ListDialog
      isOpen={vendor !== null}
      title={vendor ? `Work Orders of ${vendor.vendorname}` : ''}
      onClose={onClose}
    >
      {vendor ? <VendorHistoryGrid key={vendor.vendorid} vendorid={vendor.vendorid} /> : null}
    </ListDialog>
  );
}
