import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, IconButton, Typography } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';
import { Tooltip } from '../tooltip';

/**
 * A row's "Actions" button that opens its menu (the grid's row actions and the card variant's): the menu's
 * popup state in aria-expanded and aria-controls, disabled while the row's action runs.
 */
export function RowActionsButton({
  label,
  menuId,
  isOpen,
  isDisabled = false,
  onOpen,
}: {
  /** "Actions for ..." naming the row. */
  label: string;
  menuId: string;
  isOpen: boolean;
  isDisabled?: boolean;
  onOpen: (event: MouseEvent<HTMLElement>) => void;
}) {
  return (
    <Tooltip title="Actions">
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={isOpen ? menuId : undefined}
          aria-expanded={isOpen ? 'true' : undefined}
          disabled={isDisabled}
          onClick={onOpen}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** One caption and value of a row's card (the grid's card variant). */
export function GridCardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
