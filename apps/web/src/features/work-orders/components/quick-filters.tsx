import type { WorkOrderStatus } from '@dispatchwise/shared';
import { QUICK_FILTERS } from '@dispatchwise/shared';
import { Checkbox, FormControlLabel, ListSubheader, MenuItem, TextField } from '@mui/material';
import { PastDueCheckbox } from '../../../entities/work-orders';
import type { WorkOrderToolbar } from '../api/get-work-orders';

/** Flagged Orders and My Work Orders exclude each other (spec A "Work Orders list"). */
export function toggleToolbarFlag(
  toolbar: WorkOrderToolbar,
  flag: 'isFlagged' | 'isMine',
  isChecked: boolean,
): WorkOrderToolbar {
  const other = flag === 'isFlagged' ? 'isMine' : 'isFlagged';
  return { ...toolbar, [flag]: isChecked, [other]: isChecked ? false : toolbar[other] };
}

type Props = {
  toolbar: WorkOrderToolbar;
  statuses: readonly WorkOrderStatus[];
  onChange: (toolbar: WorkOrderToolbar) => void;
};

/**
 * The status quick filter (All Active default, All Workorders, one status), the two checkboxes, and Past Due
 * (decision 191).
 */
export function QuickFilters({ toolbar, statuses, onChange }: Props) {
  return (
    <>
      <TextField
        select
        size="small"
        label="Status"
        value={String(toolbar.quick)}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ ...toolbar, quick: value === 'active' || value === 'all' ? value : Number(value) });
        }}
        sx={{ width: 180 }}
      >
        <MenuItem value="active">{QUICK_FILTERS.allActive}</MenuItem>
        <MenuItem value="all">{QUICK_FILTERS.all}</MenuItem>
        <ListSubheader>Status</ListSubheader>
        {statuses.map((status) => (
          <MenuItem key={status.id} value={String(status.id)}>
            {status.name}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        sx={{ mr: 0, whiteSpace: 'nowrap' }}
        control={
          <Checkbox
            size="small"
            checked={toolbar.isFlagged}
            onChange={(event) => onChange(toggleToolbarFlag(toolbar, 'isFlagged', event.target.checked))}
          />
        }
        label="Flagged Orders"
      />
      <FormControlLabel
        sx={{ mr: 0, whiteSpace: 'nowrap' }}
        control={
          <Checkbox
            size="small"
            checked={toolbar.isMine}
            onChange={(event) => onChange(toggleToolbarFlag(toolbar, 'isMine', event.target.checked))}
          />
        }
        label="My Work Orders"
      />
      <PastDueCheckbox
        isChecked={toolbar.isPastDue === true}
        onChange={(isPastDue) => onChange({ ...toolbar, isPastDue })}
      />
    </>
  );
}
