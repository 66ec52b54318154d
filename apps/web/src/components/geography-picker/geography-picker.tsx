import { Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  type CityOption,
  type CountyOption,
  type PlaceKind,
  usePlaceOptions,
  useStateOptions,
  type ZipcodeOption,
} from './api/geography-options';
import {
  ALL_GEOGRAPHY_PARTS,
  cityKey,
  cityLabel,
  countyKey,
  countyLabel,
  type GeographyCity,
  type GeographyCounty,
  type GeographyPart,
  type GeographyValue,
  type GeographyZipcode,
  withStatecodes,
  zipcodeKey,
  zipcodeLabel,
} from './geography-value';
import { TagBox } from './tag-box';

export type GeographyPickerProps = {
  value: GeographyValue;
  onChange: (next: GeographyValue) => void;
  /** The boxes shown, in this order; all four by default. */
  show?: readonly GeographyPart[];
  isReadOnly?: boolean;
  /** Overrides the boxes' captions (e.g. 'Zip Codes'). */
  labels?: Partial<Record<GeographyPart, string>>;
  direction?: 'column' | 'row';
};

const LABELS: Record<GeographyPart, string> = {
  states: 'States',
  counties: 'Counties',
  cities: 'Cities',
  zips: 'Zip Codes',
};

const NEEDS_STATE = 'Choose a state first';
const SEARCH_DELAY_MS = 250;

/** The typed text, settled: the lookups are asked once the typing pauses. */
function useSettled(text: string) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** The open/search state of one place box and its choices within the chosen states. */
function usePlaceBox<K extends PlaceKind>(kind: K, statecodes: string[]) {
  const [isOpen, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useSettled(text);
  const query = usePlaceOptions({ kind, statecodes, search, isOpen });
  return {
    options: query.data ?? [],
    isLoading: query.isFetching,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    onSearchChange: setText,
  };
}

const toCounty = ({ id, county, statecode }: GeographyCounty | CountyOption): GeographyCounty => ({
  id,
  county,
  statecode,
});
const toCity = ({ id, city, statecode }: GeographyCity | CityOption): GeographyCity => ({
  id,
  city,
  statecode,
});
const toZipcode = ({ id, zipcode, statecode }: GeographyZipcode | ZipcodeOption): GeographyZipcode => ({
  id,
  zipcode,
  statecode,
});

/**
 * Tag boxes for states, counties, cities and zip codes over the geography lookups (spec C 2.6, spec A
 * "Vendor search"): at most 20 tags each, then "+N more"; counties, cities and zips stay disabled until a
 * state is chosen; dropping a state drops its counties, cities and zips, and the lists reload for the new
 * states on their next open. Zips and cities are searched as you type (a state has thousands).
 */
export function GeographyPicker({
  value,
  onChange,
  show = ALL_GEOGRAPHY_PARTS,
  isReadOnly = false,
  labels,
  direction = 'column',
}: GeographyPickerProps) {
  const states = useStateOptions();
  const counties = usePlaceBox('counties', value.statecodes);
  const cities = usePlaceBox('cities', value.statecodes);
  const zips = usePlaceBox('zips', value.statecodes);
  const hasState = value.statecodes.length > 0;
  const placeHelp = hasState || isReadOnly ? undefined : NEEDS_STATE;
  const label = (part: GeographyPart) => labels?.[part] ?? LABELS[part];
  /** What the county, city and zip boxes share: their choices, search and the no-state rule. */
  const placeProps = <T,>(box: {
    options: T[];
    isLoading: boolean;
    onOpen: () => void;
    onClose: () => void;
    onSearchChange: (text: string) => void;
  }) => ({
    ...box,
    isDisabled: !hasState,
    isReadOnly,
    helperText: placeHelp,
  });
  const stateNames = new Map((states.data ?? []).map((state) => [state.statecode, state.statename]));

  const boxes: Record<GeographyPart, React.ReactNode> = {
    states: (
      <TagBox<string>
        key="states"
        label={label('states')}
        value={value.statecodes}
        onChange={(statecodes) => onChange(withStatecodes(value, statecodes))}
        options={(states.data ?? []).map((state) => state.statecode)}
        getKey={(code) => code}
        getLabel={(code) => code}
        getOptionLabel={(code) => (stateNames.has(code) ? `${code} - ${stateNames.get(code)}` : code)}
        isLoading={states.isFetching}
        isReadOnly={isReadOnly}
      />
    ),
    counties: (
      <TagBox<GeographyCounty>
        key="counties"
        label={label('counties')}
        value={value.counties}
        onChange={(next) => onChange({ ...value, counties: next.map(toCounty) })}
        {...placeProps(counties)}
        getKey={countyKey}
        getLabel={countyLabel}
      />
    ),
    cities: (
      <TagBox<GeographyCity>
        key="cities"
        label={label('cities')}
        value={value.cities}
        onChange={(next) => onChange({ ...value, cities: next.map(toCity) })}
        {...placeProps(cities)}
        getKey={cityKey}
        getLabel={cityLabel}
        noOptionsText="Type a city name"
      />
    ),
    zips: (
      <TagBox<GeographyZipcode | ZipcodeOption>
        key="zips"
        label={label('zips')}
        value={value.zipcodes}
        onChange={(next) => onChange({ ...value, zipcodes: next.map(toZipcode) })}
        {...placeProps(zips)}
        getKey={zipcodeKey}
        getLabel={zipcodeLabel}
        getOptionLabel={(zip) =>
          'city' in zip ? `${zip.zipcode} ${zip.city}, ${zip.statecode}` : zip.zipcode
        }
        noOptionsText="Type a zip code or city"
      />
    ),
  };

  return (
    <Stack direction={direction} spacing={2} sx={{ '& > *': { flex: 1, minWidth: 0 } }}>
      {show.map((part) => boxes[part])}
    </Stack>
  );
}
