import { DEFAULT_RADIUS, MAX_TAGS, RADIUS_OPTIONS, VENDOR_MESSAGES } from '@dispatchwise/shared';
import Search from '@mui/icons-material/Search';
import { Alert, Box, Button, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '../../../../components/form-dialog';
import { FormAutocomplete, FormSelect, FormTextField } from '../../../../components/form-fields';
import {
  EMPTY_GEOGRAPHY,
  GeographyPicker,
  type GeographyValue,
} from '../../../../components/geography-picker';
import { schemaResolver } from '../../../../lib/form-schema';
import { ApiError } from '../../../../lib/http';
import { useTradeOptions } from '../../../../components/trade-rates/trade-list';
import type { VendorSearchRequest } from '../api/search-vendors';
import {
  loadSearchFormSchema,
  ZIP_MESSAGES,
  type SearchFormValues,
  type SearchMode,
} from '../search-form-values';

const DEFAULTS: SearchFormValues = { mode: 'radius', trades: [], radius: DEFAULT_RADIUS, zip: '' };
const RADIUS_CHOICES = RADIUS_OPTIONS.map((miles) => ({ value: miles, label: `${miles} miles` }));
const MODES: readonly { value: SearchMode; label: string }[] = [
  { value: 'radius', label: 'Radius' },
  { value: 'geography', label: 'Geography' },
];

const placesOf = (geography: GeographyValue) =>
  geography.statecodes.length + geography.counties.length + geography.zipcodes.length;

/** Runs the search; a refusal naming a field ("Zip code not found.") is shown on that field. */
type Props = { isSearching: boolean; onSearch: (request: VendorSearchRequest) => Promise<unknown> };

/**
 * The search's criteria (spec A "Vendor search"): Radius (trades, 10-100 miles, default 50, a zip) or
 * Geography (states, then counties and zips inside them); the trades narrow both (decision 144).
 */
export function VendorSearchForm({ isSearching, onSearch }: Props) {
  const trades = useTradeOptions();
  const form = useForm<SearchFormValues>({
    resolver: schemaResolver(loadSearchFormSchema),
    defaultValues: DEFAULTS,
  });
  const { control } = form;
  const mode = useWatch({ control, name: 'mode' });
  const [geography, setGeography] = useState<GeographyValue>(EMPTY_GEOGRAPHY);
  const [geographyError, setGeographyError] = useState<string | null>(null);

  const handleMode = (next: SearchMode | null) => {
    if (!next) return;
    form.setValue('mode', next);
    form.clearErrors();
    setGeographyError(null);
  };

  const handleGeography = (next: GeographyValue) => {
    setGeography(next);
    if (placesOf(next) > 0) setGeographyError(null);
  };

  const search = async (request: VendorSearchRequest) => {
    try {
      await onSearch(request);
    } catch (error) {
      if (error instanceof ApiError) applyServerErrors(form, error);
    }
  };

  const handleSearch = form.handleSubmit(async (values) => {
    if (values.mode === 'radius') {
      await search({
        mode: 'radius',
        body: { trades: values.trades, radius: values.radius, zip: values.zip.trim() },
      });
      return;
    }
    if (placesOf(geography) === 0) {
      setGeographyError(VENDOR_MESSAGES.noPlaces);
      return;
    }
    await search({
      mode: 'geography',
      body: {
        trades: values.trades,
        statecodes: geography.statecodes,
        countyids: geography.counties.map((county) => county.id),
        cityids: [],
        zipcodeids: geography.zipcodes.map((zip) => zip.id),
      },
    });
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void handleSearch(event)}
      aria-label="Vendor search"
    >
      <Stack spacing={2}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={mode}
          aria-label="Search by"
          onChange={(_event, next: SearchMode | null) => handleMode(next)}
        >
          {MODES.map((choice) => (
            <ToggleButton key={choice.value} value={choice.value} sx={{ px: 3 }}>
              {choice.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <Box sx={{ flex: 2, minWidth: 0 }}>
            <FormAutocomplete<SearchFormValues, number>
              control={control}
              name="trades"
              label="Trades"
              isMultiple
              isKeptOpenOnPick
              limitTags={MAX_TAGS.trades}
              isLoading={trades.isFetching}
              options={(trades.data ?? []).map((trade) => ({ value: trade.tradeid, label: trade.tradename }))}
              helperText="Leave empty for every trade"
            />
          </Box>
          {mode === 'radius' ? (
            <>
              <Box sx={{ flex: 1, minWidth: 140 }}>
                <FormSelect<SearchFormValues, number>
                  control={control}
                  name="radius"
                  label="Radius"
                  options={RADIUS_CHOICES}
                />
              </Box>
              <Box sx={{ flex: 1, minWidth: 140 }}>
                <FormTextField<SearchFormValues>
                  control={control}
                  name="zip"
                  label="Zip Code"
                  required
                  helperText={ZIP_MESSAGES.help}
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
                />
              </Box>
            </>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            startIcon={<Search />}
            disabled={isSearching}
            sx={{ alignSelf: { xs: 'flex-start', md: 'flex-start' }, mt: { md: 0.25 } }}
          >
            Search
          </Button>
        </Stack>
        {mode === 'geography' ? (
          <>
            <GeographyPicker
              value={geography}
              onChange={handleGeography}
              show={['states', 'counties', 'zips']}
              direction="row"
            />
            {geographyError ? <Alert severity="warning">{geographyError}</Alert> : null}
          </>
        ) : null}
      </Stack>
    </Box>
  );
}
