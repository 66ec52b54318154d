import { Box, Typography } from '@mui/material';
import type { Control } from 'react-hook-form';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-fields';
import { useToast } from '../../lib/toast';
import { useCreateWoEmailItem } from './api/create-wo-email-item';
import type { WorkOrderActionRow, WorkOrderActionVendor } from './types';
import { useVendorLineChoice } from './use-vendor-line-choice';
import { countSent, noticeLabel, type VendorNotice } from './vendor-actions';
import { VendorLineField } from './vendor-line-field';
import type { VendorNoticeValues } from './schemas';
import { WorkOrderCaption } from './work-order-caption';

/** The `type` of createwoemailitem for a notice e-mailed to the vendor (docs/decisions/102). */
export const NOTICE_ITEM_TYPE = 'email';

export type VendorNoticeDialogProps = {
  isOpen: boolean;
  row: Pick<WorkOrderActionRow, 'id' | 'wonumber' | 'vendors' | 'events'>;
  actionType: VendorNotice['actionType'];
  /** The vendor line chosen in the menu; without it the popup asks when the order has several. */
  vendor?: WorkOrderActionVendor | null;
  onClose: () => void;
  onSaved?: () => void;
  /**
   * The toasts: 'Sent' / 'Failed to Create' by default (spec A section 7); the Vendor tab's Send WO Ticket and
   * Send Quote Only Request say 'Successfully sent.' / 'Failed to send.' (spec B section 8).
   */
  messages?: { success: string; failure: string };
};

const LIST_MESSAGES = { success: 'Sent', failure: 'Failed to Create' };

/**
 * The 'work ticket' popup (spec A section 9, 400x300): confirms a vendor notice, then posts
 * createwoemailitem; 'Sent' on 201, 'Failed to Create' on anything else (spec A section 7).
 */
export function VendorNoticeDialog({
  isOpen,
  row,
  actionType,
  vendor,
  onClose,
  onSaved,
  messages = LIST_MESSAGES,
}: VendorNoticeDialogProps) {
  const toast = useToast();
  const create = useCreateWoEmailItem();
  const label = noticeLabel(actionType);
  const { lines, defaultValues, isWithoutVendor, lineOf } = useVendorLineChoice({
    isOpen,
    row,
    vendor,
    onClose,
  });

  const handleSubmit = async (values: VendorNoticeValues) => {
    const line = lineOf(values.wovendorid);
    const note = values.note.trim();
    try {
      await create.mutateAsync({
        workOrderId: row.id,
        vendorId: line.vendorid,
        workOrderVendorId: line.wovendorid,
        actionType,
        type: NOTICE_ITEM_TYPE,
        ...(note ? { note } : {}),
      });
    } catch (error) {
      toast(messages.failure, 'error');
      throw error;
    }
    toast(messages.success, 'success');
    onSaved?.();
    onClose();
  };

  return (
    <FormDialog<VendorNoticeValues>
      isOpen={isOpen && !isWithoutVendor}
      title={label}
      width={400}
      height={300}
      schema={() => import('./schemas').then((schemas) => schemas.vendorNoticeSchema)}
      defaultValues={defaultValues}
      onSubmit={handleSubmit}
      onClose={onClose}
      submitLabel="Send"
    >
      {({ control }) => (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <WorkOrderCaption wonumber={row.wonumber} />
          <VendorLineField control={control as unknown as Control<VendorNoticeValues>} lines={lines} />
          {lines.length === 1 ? (
            <Typography variant="caption" color="text.secondary">
              {sentBefore(countSent(row, lines[0]!, actionType))}
            </Typography>
          ) : null}
          <FormTextField
            control={control}
            name="note"
            label="Message (optional)"
            multiline
            minRows={1}
            maxRows={3}
          />
        </Box>
      )}
    </FormDialog>
  );
}

const sentBefore = (count: number) =>
  count === 0 ? 'Not sent to this vendor yet.' : `Sent ${count} time${count === 1 ? '' : 's'} before.`;
