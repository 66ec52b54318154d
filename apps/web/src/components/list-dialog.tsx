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
import { useId, type CSSProperties, type ReactNode } from 'react';

/**
 * How a list popup takes its size (docs/decisions/193). The spec's 90% x 75vh is the most any of them takes:
 * - `content`: 90% wide, as high as its list (two rows leave no blank half screen), up to 75vh;
 * - `fixed`: always 90% x 75vh, for a search popup whose results change as one types (Select Vendor);
 * - `compact`: as wide and as high as its content, up to 90% x 75vh (a short list of few columns).
 */
export type ListDialogSize = 'content' | 'fixed' | 'compact';

/** Where the paper's top sits on a wide screen: where a centred 75vh paper starts, whatever its height. */
const TOP = '12.5vh';
/** The margin around a popup on a small screen, where it takes the width. */
const SMALL_MARGIN = 8;

/**
 * The paper's inline size. A content-sized popup is anchored at the top, so a search that shortens the list
 * shrinks it from the bottom and the search box stays under the pointer.
 */
export function listDialogPaperStyle(size: ListDialogSize, isSmall: boolean): CSSProperties {
  if (isSmall) {
    const fill = `calc(100% - ${2 * SMALL_MARGIN}px)`;
    return { margin: SMALL_MARGIN, width: fill, maxWidth: fill, maxHeight: fill };
  }
  const frame: CSSProperties = { margin: `${TOP} 0 0`, maxWidth: '90%', maxHeight: '75vh' };
  if (size === 'fixed') return { ...frame, width: '90%', height: '75vh' };
  if (size === 'content') return { ...frame, width: '90%' };
  return frame;
}

type Props = {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'content' unless told: see ListDialogSize. */
  size?: ListDialogSize;
  /** Buttons under the list (e.g. the popup's one action). */
  actions?: ReactNode;
};

/**
 * The list popup of spec A section 9 ("lists 90% by 75vh", the most it takes): titled, closable, its list
 * below. Small screens give it their width; a `fixed` one takes the whole screen there.
 */
export function ListDialog({ isOpen, title, onClose, children, size = 'content', actions }: Props) {
  const theme = useTheme();
  const isSmall = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const isFullScreen = isSmall && size === 'fixed';
  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      fullScreen={isFullScreen}
      maxWidth={false}
      aria-labelledby={titleId}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{
        paper: { style: isFullScreen ? undefined : listDialogPaperStyle(size, isSmall) },
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
