import Close from '@mui/icons-material/Close';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, type ReactNode } from 'react';

export type PreviewShellProps = {
  isOpen: boolean;
  title: ReactNode;
  /** The popup's size where it fits; phones get the full screen. */
  size: { width: number; height: number };
  onClose: () => void;
  /** Buttons before Close (e.g. Download). */
  actions?: ReactNode;
  /** What is shown: a frame, an image, a spinner or an error. */
  children: ReactNode;
};

/**
 * The frame of every preview popup (an attachment, a printed document): a title with a close button, the
 * content filling the popup, and Close; its size where it fits, the full screen on phones.
 */
export function PreviewShell({ isOpen, title, size, onClose, actions, children }: PreviewShellProps) {
  const theme = useTheme();
  const isSmall = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      fullScreen={isSmall}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: isSmall
            ? undefined
            : { width: size.width, height: size.height, maxWidth: '95vw', maxHeight: '95vh' },
        },
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6, overflowWrap: 'anywhere' }}>
        {title}
        <IconButton
          aria-label="Close preview"
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0, display: 'flex', minHeight: 0 }}>
        {children}
      </DialogContent>
      <DialogActions>
        {actions}
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
