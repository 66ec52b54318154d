import CloseOutlined from '@mui/icons-material/CloseOutlined';
import {
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, type ReactNode } from 'react';

type Props = {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** At most 90% x 75vh, as small as the content (a short list), instead of always that size. */
  isSizedToContent?: boolean;
  /** Buttons under the list (e.g. the popup's one action). */
  actions?: ReactNode;
};

/** The list popup of spec A section 9: 90% wide by 75vh high (full screen on small screens). */
export function ListDialog({ isOpen, title, onClose, children, isSizedToContent = false, actions }: Props) {
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
            : isSizedToContent
              ? { maxWidth: '90%', maxHeight: '75vh' }
              : { width: '90%', height: '75vh', maxWidth: '90%', maxHeight: '75vh' },
        },
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseOutlined />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <Box sx={{ flexGrow: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>{children}</Box>
      </DialogContent>
      {actions ? <DialogActions sx={{ px: 3, py: 1.5 }}>{actions}</DialogActions> : null}
    </Dialog>
  );
}
