import { formatUsPhone } from '@dispatchwise/shared';
import { Box, Checkbox, FormControlLabel, TextField } from '@mui/material';
import { formatDate } from '../../lib/format';
import { useCaptions } from '../../lib/captions';
import type { CurrentVendor } from './api/types';

// Two columns from a tablet's width up, one on a phone (spec C 2.8 "two-column form").
const TWO_COLUMNS = {
  display: 'grid',
  gap: 2,
  alignItems: 'center',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media (min-width: 700px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
} as const;

type TextFieldName =
  | 'name'
  | 'firstname'
  | 'lastname'
  | 'address'
  | 'address2'
  | 'city'
  | 'statecode'
  | 'postalcode'
  | 'county'
  | 'country'
  | 'primaryemail'
  | 'secondaryemail'
  | 'dispatchemail';

/**
 * The Details tab of /vendorprofile (spec C 2.8): the caller's vendor as a read-only two-column form, in
 * the spec's order; phones with the mask, dates MM/dd/yyyy, Terms, Status and States Serviced by name.
 */
export function DetailsTab({ detail }: { detail: CurrentVendor }) {
  const caption = useCaptions();
  const { vendor } = detail;
  const label = (field: string) => caption('vendor', field);
  const shown = (field: string, value: string | null | undefined, isWide = false) => (
    <TextField
      key={field}
      label={label(field)}
      value={value ?? ''}
      size="small"
      fullWidth
      multiline={isWide}
      slotProps={{ input: { readOnly: true } }}
      sx={isWide ? { gridColumn: '1 / -1' } : undefined}
    />
  );
  const text = (field: TextFieldName) => shown(field, vendor[field]);
  const check = (field: 'isactive' | 'paperworkcomplete' | 'wcexempt') => (
    <FormControlLabel
      key={field}
      label={label(field)}
      control={<Checkbox checked={vendor[field]} disabled size="small" />}
    />
  );
  const term = detail.terms.find((item) => item.id === vendor.termid)?.termdescription;
  const status = detail.statuses.find((item) => item.id === vendor.vendorstatustypeid)?.type;
  const states = vendor.servicestates.states.map((state) => state.statecode).join(', ');

  return (
    <Box component="form" aria-label="Vendor details" sx={TWO_COLUMNS} onSubmit={preventSubmit}>
      {check('isactive')}
      {check('paperworkcomplete')}
      {text('name')}
      {text('firstname')}
      {text('lastname')}
      {text('address')}
      {text('address2')}
      {text('city')}
      {text('statecode')}
      {text('postalcode')}
      {text('county')}
      {text('country')}
      {shown('primaryphone', formatUsPhone(vendor.primaryphone))}
      {shown('secondaryphone', formatUsPhone(vendor.secondaryphone))}
      {text('primaryemail')}
      {text('secondaryemail')}
      {text('dispatchemail')}
      {shown('coi_enddate', formatDate(vendor.coi_enddate))}
      {shown('wc_enddate', formatDate(vendor.wc_enddate))}
      {check('wcexempt')}
      {shown('w9date', formatDate(vendor.w9date))}
      {shown('profiledate', formatDate(vendor.profiledate))}
      {shown('termid', term)}
      {shown('vendorstatustypeid', status)}
      {shown('servicestates', states, true)}
    </Box>
  );
}

const preventSubmit = (event: { preventDefault: () => void }) => event.preventDefault();
