import CheckCircle from '@mui/icons-material/CheckCircle';
import CloudUpload from '@mui/icons-material/CloudUpload';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type DragEvent } from 'react';
import { attachInvoiceFile } from '../api/attach-invoice-file';
import type { VendorLine } from '../api/types';
import { LineFiles } from './line-files';

type Upload = {
  key: string;
  name: string;
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  error?: string;
};

let nextKey = 0;

type Props = {
  workorderid: number;
  line: VendorLine | null;
  recordKey: readonly unknown[];
  onClose: () => void;
};

/**
 * The Attach Invoice popup of a vendor line (spec B "Attachments tab": drag and drop or select files): each file
 * is stored as a Vendor Invoice (type 7) of the line, then listed with the line's other files.
 */
export function AttachInvoiceDialog({ workorderid, line, recordKey, onClose }: Props) {
  const theme = useTheme();
  const isSmall = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const isUploading = uploads.some((upload) => upload.status === 'uploading');

  const update = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const send = async (files: FileList | null) => {
    if (!line || !files || files.length === 0) return;
    const batch = Array.from(files).map((file) => ({ key: `invoice-${(nextKey += 1)}`, file }));
    setUploads((list) => [
      ...batch.map(({ key, file }) => ({ key, name: file.name, progress: 0, status: 'uploading' as const })),
      ...list,
    ]);
    // One after another: invoices are few, and the order of the files is kept.
    for (const { key, file } of batch) {
      try {
        await attachInvoiceFile({
          workorderid,
          workordervendorid: line.id,
          file,
          onProgress: (progress) => update(key, { progress }),
        });
        update(key, { status: 'done', progress: 1 });
      } catch (error) {
        update(key, {
          status: 'failed',
          error: error instanceof Error ? error.message : 'The file could not be uploaded.',
        });
      }
    }
    // The order's files and the line's list.
    await queryClient.invalidateQueries({ queryKey: recordKey });
  };

  const handleDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setIsDragging(true);
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    void send(event.dataTransfer.files);
  };

  const close = () => {
    if (isUploading) return;
    setUploads([]);
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
        <Box
          role="group"
          aria-label="Upload invoice files"
          onDragOver={handleDragOver}
          onDragEnter={handleDragOver}
          onDragLeave={() => setIsDragging(false)}
          onDrop={handleDrop}
          sx={{
            minHeight: 96,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 2,
            px: 2,
            border: 2,
            borderStyle: 'dashed',
            borderRadius: 1,
            borderColor: isDragging ? 'primary.main' : 'divider',
            bgcolor: isDragging ? 'action.hover' : 'transparent',
          }}
        >
          <CloudUpload color="primary" />
          <Typography variant="body2">Drop invoice files here or</Typography>
          <Button variant="outlined" size="small" onClick={() => inputRef.current?.click()}>
            Select files
          </Button>
          <input
            ref={inputRef}
            type="file"
            multiple
            hidden
            aria-label="Invoice files"
            onChange={(event) => {
              void send(event.target.files);
              event.target.value = '';
            }}
          />
        </Box>
        {uploads.length > 0 ? (
          <List
            dense
            disablePadding
            aria-label="Uploads"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            {uploads.map((upload) => (
              <ListItem key={upload.key} sx={{ gap: 1.5 }}>
                {upload.status === 'done' ? (
                  <CheckCircle fontSize="small" color="success" />
                ) : upload.status === 'failed' ? (
                  <ErrorOutline fontSize="small" color="error" />
                ) : (
                  <CloudUpload fontSize="small" color="action" />
                )}
                <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
                  {upload.name}
                </Typography>
                {upload.status === 'uploading' ? (
                  <LinearProgress
                    variant="determinate"
                    value={Math.round(upload.progress * 100)}
                    aria-label={`Progress of ${upload.name}`}
                    sx={{ width: 120 }}
                  />
                ) : (
                  <Typography
                    variant="caption"
                    color={upload.status === 'failed' ? 'error' : 'text.secondary'}
                  >
                    {upload.status === 'failed' ? upload.error : 'Uploaded'}
                  </Typography>
                )}
              </ListItem>
            ))}
          </List>
        ) : null}
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
