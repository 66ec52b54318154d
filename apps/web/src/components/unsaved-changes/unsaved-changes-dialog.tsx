import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';

type Props = {
  isOpen: boolean;
  /** What is being edited, as the text names it ("this work order"). */
  subject: string;
  onStay: () => void;
  onLeave: () => void;
};

/** Asks before an editor with unsaved changes is left; Stay (also Escape) keeps the edits. */
export function UnsavedChangesDialog({ isOpen, subject, onStay, onLeave }: Props) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={isOpen}
      onClose={onStay}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>Unsaved Changes</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {`You have unsaved changes on ${subject}. Leave without saving?`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          Stay
        </Button>
        <Button variant="contained" color="warning" onClick={onLeave}>
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
}
