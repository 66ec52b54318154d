import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { IconButton } from '@mui/material';
import type { CSSProperties } from 'react';
import { Tooltip } from '../../../components/tooltip';

/** The background of the chosen row in a grid that picks one vendor (Select Vendor, Import Vendor Zips). */
export const chosenRowStyle = (isChosen: boolean): CSSProperties | undefined =>
  isChosen ? { backgroundColor: 'rgba(25, 118, 210, 0.12)' } : undefined;

/** A row's Choose button, checked on the chosen row (a double click or Enter chooses too: `onRowOpen`). */
export function ChooseButton({
  name,
  isChosen,
  onChoose,
}: {
  name: string;
  isChosen: boolean;
  onChoose: () => void;
}) {
  return (
    <Tooltip title="Choose">
      <IconButton size="small" aria-label={`Choose ${name}`} aria-pressed={isChosen} onClick={onChoose}>
        {isChosen ? (
          <CheckCircle fontSize="small" color="primary" />
        ) : (
          <RadioButtonUnchecked fontSize="small" />
        )}
      </IconButton>
    </Tooltip>
  );
}
