import CloudUpload from '@mui/icons-material/CloudUpload';
import { Box, Button, Typography, type SxProps, type Theme } from '@mui/material';
import { useRef, useState, type DragEvent } from 'react';

export type DropZoneProps = {
  isEnabled: boolean;
  /** What the zone says: `prompt` while enabled ("Drop files here or"), `disabledText` while not. */
  prompt: string;
  disabledText: string;
  buttonLabel: string;
  /** The group's and the hidden input's accessible names. */
  zoneLabel: string;
  inputLabel: string;
  /** Test ids of the zone and of the hidden input. */
  testIds: { zone: string; input: string };
  isMultiple?: boolean;
  /** The file picker's filter, e.g. '.xlsx'. */
  accept?: string;
  sx?: SxProps<Theme>;
  /** Every file dropped or picked (only while enabled). */
  onFiles: (files: File[]) => void;
};

/**
 * The one drag-and-drop zone with a file-picker button (attachments, imports): enabled only once the
 * screen has what an upload needs; picking the same file again fires again.
 */
export function DropZone({
  isEnabled,
  prompt,
  disabledText,
  buttonLabel,
  zoneLabel,
  inputLabel,
  testIds,
  isMultiple = false,
  accept,
  sx,
  onFiles,
}: DropZoneProps) {
  const [isDragging, setIsDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const send = (files: FileList | null) => {
    if (!isEnabled || !files || files.length === 0) return;
    onFiles(Array.from(files));
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

  return (
    <Box
      role="group"
      aria-label={zoneLabel}
      aria-disabled={!isEnabled}
      data-testid={testIds.zone}
      onDragOver={handleDragOver}
      onDragEnter={handleDragOver}
      onDragLeave={() => setIsDragging(false)}
      onDrop={handleDrop}
      sx={[
        {
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
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <CloudUpload color={isEnabled ? 'primary' : 'disabled'} />
      <Typography variant="body2">{isEnabled ? prompt : disabledText}</Typography>
      <Button variant="outlined" size="small" disabled={!isEnabled} onClick={() => inputRef.current?.click()}>
        {buttonLabel}
      </Button>
      <input
        ref={inputRef}
        type="file"
        multiple={isMultiple}
        accept={accept}
        hidden
        disabled={!isEnabled}
        aria-label={inputLabel}
        data-testid={testIds.input}
        onChange={(event) => {
          send(event.target.files);
          // Picking the same file again must fire a change.
          event.target.value = '';
        }}
      />
    </Box>
  );
}
