import CheckCircle from '@mui/icons-material/CheckCircle';
import CloudUpload from '@mui/icons-material/CloudUpload';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { Box, Button, LinearProgress, List, ListItem, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { DropZone } from '../drop-zone';
import type { AttachmentTypeOption } from './api/types';
import type { Upload } from './use-uploads';

export type UploadAreaProps = {
  /** The types to choose from, or one fixed type (no select: the area is enabled at once). */
  types: AttachmentTypeOption[] | { fixed: AttachmentTypeOption };
  isLoadingTypes?: boolean;
  /** The type chosen at first (the portal invoice's 7 Invoice); the user may change it. */
  defaultTypeId?: number;
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
export function UploadArea({
  types,
  isLoadingTypes,
  defaultTypeId,
  uploads,
  onUpload,
  onClearFinished,
}: UploadAreaProps) {
  const fixed = 'fixed' in types ? types.fixed : null;
  const choices = 'fixed' in types ? [] : types;
  const [chosenId, setChosenId] = useState<number | ''>(defaultTypeId ?? '');
  // A default type counts once the API offers it.
  const typeId = fixed ? fixed.id : choices.some((type) => type.id === chosenId) ? chosenId : '';
  const isEnabled = typeId !== '';
  const filesText = fixed ? `${fixed.attachmenttype} files` : 'files';

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
            value={typeId}
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
        <DropZone
          isEnabled={isEnabled}
          prompt={`Drop ${filesText} here or`}
          disabledText="Choose a type first, then drop files here or"
          buttonLabel="Select files"
          zoneLabel={`Upload ${filesText}`}
          inputLabel="Files to upload"
          testIds={{ zone: 'upload-area', input: 'upload-input' }}
          isMultiple
          sx={{ flex: '1 1 360px' }}
          onFiles={(files) => {
            if (typeId !== '') onUpload(files, typeId);
          }}
        />
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
