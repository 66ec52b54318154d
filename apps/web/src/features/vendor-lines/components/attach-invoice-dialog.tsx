import { ATTACHMENT_TYPE, ATTACHMENT_TYPES } from '@dispatchwise/shared';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useMemo } from 'react';
import { UploadArea, useUploads } from '../../../components/attachments';
import type { VendorLine } from '../api/types';
import { LineFiles } from './line-files';

const invoiceType = ATTACHMENT_TYPES.find((type) => type.id === ATTACHMENT_TYPE.VendorInvoice);
const VENDOR_INVOICE = {
  fixed: { id: ATTACHMENT_TYPE.VendorInvoice, attachmenttype: invoiceType?.attachmenttype ?? '' },
};

type Props = {
  workorderid: number;
  line: VendorLine | null;
  recordKey: readonly unknown[];
  onClose: () => void;
};

/**
 * The Attach Invoice popup of a vendor line (spec B "Attachments tab": drag and drop or select files): the shared
 * uploader stores each file as a Vendor Invoice (type 7) of the order with the line's `workordervendorid`
 * (decision 132), then the line's files list it.
 */
export function AttachInvoiceDialog({ workorderid, line, recordKey, onClose }: Props) {
  const theme = useTheme();
  const isSmall = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const lineId = line?.id;
  const owner = useMemo(
    () => ({ area: 'workorder' as const, id: workorderid, workordervendorid: lineId }),
    [workorderid, lineId],
  );
  const { uploads, start, clearFinished } = useUploads(owner, recordKey);
  const isUploading = uploads.some((upload) => upload.status !== 'done' && upload.status !== 'failed');

  const close = () => {
    if (isUploading) return;
    clearFinished();
    onClose();
  };

  return (
    <Dialog
      open={line !== null}
      onClose={close}
      fullScreen={isSmall}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: isSmall ? undefined : { width: 640, maxWidth: '95vw' } } }}
    >
      <DialogTitle id={titleId}>Attach Invoice{line ? `: ${line.vendorname}` : ''}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <UploadArea
          types={VENDOR_INVOICE}
          uploads={uploads}
          onUpload={(files, typeId) => void start(files, typeId)}
          onClearFinished={clearFinished}
        />
        {line ? (
          <LineFiles
            workorderid={workorderid}
            workordervendorid={line.id}
            recordKey={recordKey}
            caption="Files of this vendor"
          />
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={close} disabled={isUploading}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
