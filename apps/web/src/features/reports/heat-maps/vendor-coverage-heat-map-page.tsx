import { HEATMAP } from '@dispatchwise/shared';
import { Box, Slider, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-fields';
import { HeatMapScreen, useHeatMapFetch } from './heat-map-screen';

/** Report 24 of spec A: vendors covering a zip code within a mile radius. */
export const VENDOR_COVERAGE_HEAT_MAP = 24;

type Values = { zipcode: string; radius: number };

/**
 * /reports/heatmap/vendorcoverage: Zip Code, the Mile Radius slider (0 to 500 by 10, 50 at first; spec A
 * section 9), Fetch, and how many vendors match. The API checks the zip code and says what is wrong.
 */
export default function VendorCoverageHeatMapPage() {
  const form = useForm<Values>({ defaultValues: { zipcode: '', radius: HEATMAP.radiusDefault } });
  const fetched = useHeatMapFetch();
  const handleSubmit = form.handleSubmit(({ zipcode, radius }) =>
    fetched.fetch({ reportid: VENDOR_COVERAGE_HEAT_MAP, zipcode, radius }),
  );
  return (
    <HeatMapScreen
      label="Vendor coverage heat map"
      onSubmit={handleSubmit}
      fetched={fetched}
      describeCount={(answer) =>
        `${answer.count.toLocaleString('en-US')} ${answer.count === 1 ? 'vendor matches' : 'vendors match'}`
      }
    >
      <Box sx={{ width: 160 }}>
        <FormTextField
          control={form.control}
          name="zipcode"
          label="Zip Code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        />
      </Box>
      <Controller
        control={form.control}
        name="radius"
        render={({ field }) => (
          <Box sx={{ width: 300, maxWidth: '100%', px: 1 }}>
            <Typography id="mile-radius-label" variant="body2" color="text.secondary">
              Mile Radius: {field.value}
            </Typography>
            <Slider
              aria-labelledby="mile-radius-label"
              value={field.value}
              onChange={(_, value) => field.onChange(value as number)}
              onBlur={field.onBlur}
              min={HEATMAP.radiusMin}
              max={HEATMAP.radiusMax}
              step={HEATMAP.radiusStep}
              valueLabelDisplay="auto"
              size="small"
            />
          </Box>
        )}
      />
    </HeatMapScreen>
  );
}
