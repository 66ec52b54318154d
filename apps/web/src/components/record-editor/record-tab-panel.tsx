import { Box, Paper } from '@mui/material';
import type { ReactNode } from 'react';

export type RecordTabPanelProps = {
  idPrefix: string;
  tabId: string;
  /**
   * Hidden but still mounted: a form's panel stays so that a Save from another tab still validates and
   * shows its messages there. A panel that should unmount is left out by its caller instead.
   */
  isHidden?: boolean;
  /** An outlined paper with the form's padding; without it the panel is bare (its content draws its own). */
  isPadded?: boolean;
  /** The padded paper's padding in theme spacing: by default the form's, narrower on a phone. */
  padding?: number | { xs: number; md: number };
  children: ReactNode;
};

const FORM_PADDING = { xs: 1.5, md: 2 };

/** A record editor's tab panel, labelled by its tab of `RecordTabs`. */
export function RecordTabPanel({
  idPrefix,
  tabId,
  isHidden = false,
  isPadded = false,
  padding = FORM_PADDING,
  children,
}: RecordTabPanelProps) {
  const aria = {
    role: 'tabpanel',
    id: `${idPrefix}-tabpanel-${tabId}`,
    'aria-labelledby': `${idPrefix}-tab-${tabId}`,
    hidden: isHidden,
  };
  if (!isPadded) {
    return <Box {...aria}>{children}</Box>;
  }
  return (
    <Paper variant="outlined" {...aria} sx={{ p: padding }}>
      {children}
    </Paper>
  );
}
