import ArrowBack from '@mui/icons-material/ArrowBack';
import Save from '@mui/icons-material/Save';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type RecordToolbarProps = {
  /** The toolbar's accessible name, e.g. 'Customer actions'. */
  ariaLabel: string;
  /** Where the back link goes (the area's list). */
  backTo: string;
  /** 'Back to List', or 'Cancel' on a new record. */
  backLabel: string;
  /** The record's name, shown as the screen's heading. */
  name: string;
  /** Buttons between the name and Save (e.g. Update Special Instructions). */
  actions?: ReactNode;
  /** The Save button; left out when the user cannot save. */
  saveButton?: { isSaving: boolean; onSave: () => void };
};

/** A record editor's toolbar: the back link, the name, the record's own actions and Save. */
export function RecordToolbar({
  ariaLabel,
  backTo,
  backLabel,
  name,
  actions,
  saveButton,
}: RecordToolbarProps) {
  return (
    <Box
      role="toolbar"
      aria-label={ariaLabel}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <Button component={Link} to={backTo} startIcon={<ArrowBack />} variant="outlined">
        {backLabel}
      </Button>
      <Typography
        variant="h6"
        component="h2"
        // On a phone the name keeps the first row beside Back to List; the actions wrap below it.
        sx={{ flex: 1, minWidth: { xs: 'calc(100% - 140px)', sm: 0 } }}
        noWrap
        title={name}
      >
        {name}
      </Typography>
      {actions}
      {saveButton ? (
        <Button
          variant="contained"
          onClick={saveButton.onSave}
          disabled={saveButton.isSaving}
          startIcon={saveButton.isSaving ? <CircularProgress size={16} color="inherit" /> : <Save />}
        >
          Save
        </Button>
      ) : null}
    </Box>
  );
}
