import { Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { PastDueCheckbox } from '../../../entities/work-orders';
import { ETA_CHOICES, toggleOwnFilter, type AlertsFilters, type EtaDays } from '../alerts-filters';

type Props = {
  filters: AlertsFilters;
  onChange: (filters: AlertsFilters) => void;
  /** Flagged Orders and My Work Orders come with add:workorder (spec A section 6). */
  hasOwnFilters?: boolean;
};

const labelSx = { mr: 0, whiteSpace: 'nowrap' } as const;

/**
 * ETA choice, the Flagged Orders / My Work Orders checkboxes (they exclude each other) and Past Due
 * (decision 191): items of the grid's toolbar, which lays them out.
 */
export function AlertsFilterControls({ filters, onChange, hasOwnFilters = true }: Props) {
  return (
    <>
      <TextField
        select
        size="small"
        label="ETA"
        value={filters.days}
        onChange={(event) => onChange({ ...filters, days: Number(event.target.value) as EtaDays })}
        sx={{ width: 160 }}
        id="alerts-eta"
      >
        {ETA_CHOICES.map((choice) => (
          <MenuItem key={choice.days} value={choice.days}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
      {hasOwnFilters ? (
        <>
          <FormControlLabel
            sx={labelSx}
            label="Flagged Orders"
            control={
              <Checkbox
                size="small"
                checked={filters.own === 'flagged'}
                onChange={() => onChange({ ...filters, own: toggleOwnFilter(filters.own, 'flagged') })}
              />
            }
          />
          <FormControlLabel
            sx={labelSx}
            label="My Work Orders"
            control={
              <Checkbox
                size="small"
                checked={filters.own === 'mine'}
                onChange={() => onChange({ ...filters, own: toggleOwnFilter(filters.own, 'mine') })}
              />
            }
          />
        </>
      ) : null}
      <PastDueCheckbox
        isChecked={filters.isPastDue === true}
        onChange={(isPastDue) => onChange({ ...filters, isPastDue })}
      />
    </>
  );
}
