import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';

export type PoUsed = { ponumber: string; wonumbers: string[] };

type Props = { used: PoUsed | null; onAnswer: (useAnyway: boolean) => void };

/** Spec C 2.10: the PO is already on other orders of the customer; the save goes on only on Yes. */
export function PoUsedDialog({ used, onAnswer }: Props) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={used !== null}
      onClose={() => onAnswer(false)}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>PO Already Used</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {used
            ? `PO Number: ${used.ponumber} already exists on Work Order #: ${used.wonumbers.join(', ')} Use anyway?`
            : null}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)} autoFocus>
          No
        </Button>
        <Button variant="contained" onClick={() => onAnswer(true)}>
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
