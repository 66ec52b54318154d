import { Box } from '@mui/material';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { useToast } from '../../lib/toast';
import { useCreateWoEmailItem } from './api/create-wo-email-item';
import type { CancelVendorValues } from './schemas';
import type { WorkOrderActionRow, WorkOrderActionVendor } from './types';
import { useVendorLineChoice } from './use-vendor-line-choice';

import { VendorLineField } from './vendor-line-field';
import { WorkOrderCaption } from './work-order-caption';

/** createwoemailitem's `actionType` and `type` for a cancellation (spec A section 4). */
export const CANCEL_VENDOR = 'cancel_vendor';

export type CancelVendorDialogProps = {
  isOpen: boolean;
  row: Pick<WorkOrderActionRow, 'id' | 'wonumber' | 'vendors'>;
  /** The vendor line chosen in the menu; without it the popup asks when the order has several. */
  vendor?: WorkOrderActionVendor | null;
  onClose: () => void;
  onSaved?: () => void;
};

/**
 * 'Cancel Vendor' (spec A section 9, 400x300): cancels a vendor line and e-mails the vendor the
 * reason. A failure shows the server's text (spec A section 8) in the toast and in the popup.
 */
export function CancelVendorDialog({ isOpen, row, vendor, onClose, onSaved }: CancelVendorDialogProps) {
  const toast = useToast();
  const create = useCreateWoEmailItem();
  const { lines, defaultValues, isWithoutVendor, lineOf } = useVendorLineChoice({
    isOpen,
    row,
    vendor,
    onClose,
  });

  const handleSubmit = async (values: CancelVendorValues) => {
    const line = lineOf(values.wovendorid);
    try {
      await create.mutateAsync({
        workOrderId: row.id,
        vendorId: line.vendorid,
        workOrderVendorId: line.wovendorid,
        actionType: CANCEL_VENDOR,
        type: CANCEL_VENDOR,
        note: values.note.trim(),
      });
    } catch (error) {
      toast(error instanceof Error && error.message ? error.message : 'Failed to Create', 'error');
      throw error;
    }
    toast('Vendor Cancelled', 'success');
    onSaved?.();
    onClose();
  };

  return (
    <FormDialog<CancelVendorValues>
      isOpen={isOpen && !isWithoutVendor}
      title="Cancel Vendor"
      width={400}
      height={300}
      schema={() => import('./schemas').then((schemas) => schemas.cancelVendorSchema)}
      defaultValues={defaultValues}
      onSubmit={handleSubmit}
      onClose={onClose}
      submitLabel="Cancel Vendor"
    >
      {({ control }) => (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <WorkOrderCaption wonumber={row.wonumber} />
          <VendorLineField control={control} lines={lines} />
          <FormTextField
            control={control}
            name="note"
            label="Reason"
            required
            multiline
            minRows={2}
            maxRows={3}
          />
        </Box>
      )}
    </FormDialog>
  );
}
