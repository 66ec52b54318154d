import CloudUpload from '@mui/icons-material/CloudUpload';
import { Box, Button, Typography } from '@mui/material';
import { useRef, useState, type DragEvent } from 'react';

export type FileDropProps = {
  /** The one extension taken, with its dot: '.xlsx', '.csv'. */
  extension: string;
  isEnabled: boolean;
  /** What the area says while it is disabled ("Choose a customer first."). */
  disabledText: string;
  /** Every file dropped or picked; the caller decides which it takes. */
  onFiles: (files: File[]) => void;
};

/** One file by drag and drop or the file picker, enabled only once the import has what it needs. */
export function FileDrop({ extension, isEnabled, disabledText, onFiles }: FileDropProps) {
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
      aria-label={`Upload a ${extension} file`}
      aria-disabled={!isEnabled}
      data-testid="import-drop"
      onDragOver={handleDragOver}
      onDragEnter={handleDragOver}
      onDragLeave={() => setIsDragging(false)}
      onDrop={handleDrop}
      sx={{
        minHeight: 88,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexWrap: 'wrap',
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
        {isEnabled ? `Drop one ${extension} file here or` : disabledText}
      </Typography>
      <Button variant="outlined" size="small" disabled={!isEnabled} onClick={() => inputRef.current?.click()}>
        Select file
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={extension}
        hidden
        disabled={!isEnabled}
        aria-label={`${extension} file to import`}
        data-testid="import-input"
        onChange={(event) => {
          send(event.target.files);
          // Picking the same file again must fire a change.
          event.target.value = '';
        }}
      />
    </Box>
  );
}
