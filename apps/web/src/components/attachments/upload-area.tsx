import CheckCircle from '@mui/icons-material/CheckCircle';
import CloudUpload from '@mui/icons-material/CloudUpload';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { Box, Button, LinearProgress, List, ListItem, MenuItem, TextField, Typography } from '@mui/material';
import { useRef, useState, type DragEvent } from 'react';
import type { AttachmentTypeOption } from './api/types';
import type { Upload } from './use-uploads';

export type UploadAreaProps = {
  /** The types to choose from, or one fixed type (no select: the area is enabled at once). */
  types: AttachmentTypeOption[] | { fixed: AttachmentTypeOption };
  isLoadingTypes?: boolean;
  uploads: Upload[];
  onUpload: (files: File[], attachmenttypeid: number) => void;
  onClearFinished: () => void;
};

const STATUS_TEXT: Record<Upload['status'], string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  saving: 'Saving',
  done: 'Uploaded',
  failed: 'Failed',
};

const sizeText = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The Type select and the upload area (spec B "Attachments tab"): drag and drop or "Select files", several
 * files at once, enabled only once a type is chosen; then one line per file with its progress or error.
 */
export function UploadArea({ types, isLoadingTypes, uploads, onUpload, onClearFinished }: UploadAreaProps) {
  const fixed = 'fixed' in types ? types.fixed : null;
  const choices = 'fixed' in types ? [] : types;
  const [chosenId, setChosenId] = useState<number | ''>('');
  const typeId = fixed ? fixed.id : chosenId;
  const [isDragging, setIsDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const isEnabled = typeId !== '';
  const filesText = fixed ? `${fixed.attachmenttype} files` : 'files';

  const send = (files: FileList | null) => {
    if (!isEnabled || !files || files.length === 0) return;
    onUpload(Array.from(files), typeId);
  };

  const handleDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = isEnabled ? 'copy' : 'none';
    if (isEnabled) setIsDragging(true);
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    send(event.dataTransfer.files);
  };

  // Uploaded lines go by themselves (the grid shows the files); failures stay until cleared.
  const hasFailed = uploads.some((upload) => upload.status === 'failed');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'stretch', flexWrap: 'wrap' }}>
        {fixed ? null : (
          <TextField
            select
            size="small"
            label="Type"
            value={chosenId}
            onChange={(event) => setChosenId(event.target.value === '' ? '' : Number(event.target.value))}
            sx={{ width: 260, alignSelf: 'flex-start' }}
            helperText={isEnabled ? ' ' : 'Choose a type to upload files.'}
            disabled={isLoadingTypes}
          >
            {choices.map((type) => (
              <MenuItem key={type.id} value={type.id}>
                {type.attachmenttype}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Box
          role="group"
          aria-label={`Upload ${filesText}`}
          aria-disabled={!isEnabled}
          data-testid="upload-area"
          onDragOver={handleDragOver}
          onDragEnter={handleDragOver}
          onDragLeave={() => setIsDragging(false)}
          onDrop={handleDrop}
          sx={{
            flex: '1 1 360px',
            minHeight: 72,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 2,
            px: 2,
            border: 2,
            borderStyle: 'dashed',
            borderRadius: 1,
            borderColor: isDragging ? 'primary.main' : 'divider',
            bgcolor: isDragging ? 'action.hover' : 'transparent',
            color: isEnabled ? 'text.primary' : 'text.disabled',
          }}
        >
          <CloudUpload color={isEnabled ? 'primary' : 'disabled'} />
          <Typography variant="body2">
            {isEnabled ? `Drop ${filesText} here or` : 'Choose a type first, then drop files here or'}
          </Typography>
          <Button
            variant="outlined"
            size="small"
            disabled={!isEnabled}
            onClick={() => inputRef.current?.click()}
          >
            Select files
          </Button>
          <input
            ref={inputRef}
            type="file"
            multiple
            hidden
            disabled={!isEnabled}
            aria-label="Files to upload"
            data-testid="upload-input"
            onChange={(event) => {
              send(event.target.files);
              // Picking the same file again must fire a change.
              event.target.value = '';
            }}
          />
        </Box>
      </Box>
      {uploads.length > 0 ? (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <List dense disablePadding aria-label="Uploads" sx={{ maxHeight: 180, overflowY: 'auto' }}>
            {uploads.map((upload) => {
              const isActive = upload.status !== 'done' && upload.status !== 'failed';
              return (
                <ListItem key={upload.key} sx={{ gap: 1.5, py: 0.25 }}>
                  {upload.status === 'done' ? (
                    <CheckCircle fontSize="small" color="success" />
                  ) : upload.status === 'failed' ? (
                    <ErrorOutline fontSize="small" color="error" />
                  ) : (
                    <CloudUpload fontSize="small" color="action" />
                  )}
                  <Typography variant="body2" noWrap sx={{ flex: '0 1 auto', minWidth: 0 }}>
                    {upload.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                    {sizeText(upload.size)}
                  </Typography>
                  <Box sx={{ flex: 1 }} />
                  {isActive ? (
                    <LinearProgress
                      aria-label={`Progress of ${upload.name}`}
                      variant={upload.status === 'uploading' ? 'determinate' : 'indeterminate'}
                      value={Math.round(upload.progress * 100)}
                      sx={{ width: 160, flexShrink: 0 }}
                    />
                  ) : null}
                  <Typography
                    variant="caption"
                    color={upload.status === 'failed' ? 'error' : 'text.secondary'}
                    sx={{ flexShrink: 1, minWidth: 64, textAlign: 'right', overflowWrap: 'anywhere' }}
                  >
                    {upload.status === 'failed' ? upload.error : STATUS_TEXT[upload.status]}
                  </Typography>
                </ListItem>
              );
            })}
          </List>
          {hasFailed ? (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pb: 0.5 }}>
              <Button size="small" onClick={onClearFinished}>
                Clear
              </Button>
            </Box>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
