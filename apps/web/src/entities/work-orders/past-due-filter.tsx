import EventBusy from '@mui/icons-material/EventBusy';
import { Checkbox, FormControlLabel } from '@mui/material';
import type { FilterExpression } from '../../components/data-grid';
import { PAST_DUE_COLOR } from './work-order-cells';

/**
 * The past-due quick filter's condition over the work-order lists' `pastdue` field (decision 191): added to
 * the user's filters as the screen's own (never saved in a view), with the viewer's time zone.
 */
export const PAST_DUE_FILTER: FilterExpression = ['pastdue', '=', true];

type Props = { isChecked: boolean; onChange: (isChecked: boolean) => void };

/** The "Past Due" checkbox of a work-order list's toolbar, with the mark the rows carry. */
export function PastDueCheckbox({ isChecked, onChange }: Props) {
  return (
    <FormControlLabel
      sx={{ mr: 0, whiteSpace: 'nowrap' }}
      control={
        <Checkbox size="small" checked={isChecked} onChange={(event) => onChange(event.target.checked)} />
      }
      label={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <EventBusy aria-hidden style={{ fontSize: 18, color: PAST_DUE_COLOR }} />
          Past Due
        </span>
      }
    />
  );
}
