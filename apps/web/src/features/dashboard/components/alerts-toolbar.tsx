import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { ETA_CHOICES, toggleOwnFilter, type AlertsFilters, type EtaDays } from '../alerts-filters';

type Props = {
  filters: AlertsFilters;
  onChange: (filters: AlertsFilters) => void;
  /** Flagged Orders and My Work Orders come with add:workorder (spec A section 6). */
  hasOwnFilters?: boolean;
};

/** ETA choice and the Flagged Orders / My Work Orders checkboxes (they exclude each other). */
export function AlertsFilterControls({ filters, onChange, hasOwnFilters = true }: Props) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        label="ETA"
        value={filters.days}
        onChange={(event) => onChange({ ...filters, days: Number(event.target.value) as EtaDays })}
        sx={{ minWidth: 150 }}
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
    </Stack>
  );
}
