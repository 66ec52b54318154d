import { VENDOR_MESSAGES, VENDOR_RATING } from '@dispatchwise/shared';
import StarBorder from '@mui/icons-material/StarBorder';
import { Box, Button, FormHelperText, Rating, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { useCaption } from '../../../lib/captions';
import { addVendorRating } from './api/add-vendor-rating';
import { vendorKeys } from './api/query-keys';
import type { VendorDetail, VendorRecord } from './api/types';

type RatingValues = { rating: number | null };

const RATING_REQUIRED = 'Rating is required.';
const isRatingStep = (value: number) =>
  value >= VENDOR_RATING.min &&
  value <= VENDOR_RATING.max &&
  Number.isInteger((value - VENDOR_RATING.min) / VENDOR_RATING.step);

const ratingSchema = z.object({
  rating: z
    .number()
    .nullable()
    .superRefine((value, context) => {
      if (value === null) context.addIssue({ code: 'custom', message: RATING_REQUIRED });
      else if (!isRatingStep(value)) context.addIssue({ code: 'custom', message: VENDOR_MESSAGES.rating });
    }),
}) satisfies z.ZodType<RatingValues, RatingValues>;

/**
 * The vendor's rating (spec C 2.4, section 9): the average as 1 to 5 stars in halves with the number of
 * ratings, and for staff the Add/Update Vendor Rating popup (POST /vendor/addvendorrating/{vendorid}/{rating}),
 * which starts from the user's own rating and shows the new average when saved.
 */
export function VendorRatingField({ vendor, canRate }: { vendor: VendorRecord; canRate: boolean }) {
  const queryClient = useQueryClient();
  const label = useCaption('vendor', 'vendorrating', 'Rating');
  const [isOpen, setIsOpen] = useState(false);
  const count = vendor.numberofratings;
  // One object per rating: the dialog resets to its defaults when they change.
  const defaults = useMemo<RatingValues>(() => ({ rating: vendor.myrating }), [vendor.myrating]);

  const handleSubmit = async ({ rating }: RatingValues) => {
    const saved = await addVendorRating(vendor.id, rating!);
    queryClient.setQueryData<VendorDetail>(vendorKeys.detail(vendor.id), (detail) =>
      detail ? { ...detail, vendor: { ...detail.vendor, ...saved } } : detail,
    );
    setIsOpen(false);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Rating
        value={vendor.vendorrating}
        max={VENDOR_RATING.max}
        precision={VENDOR_RATING.step}
        readOnly
        emptyIcon={<StarBorder fontSize="inherit" />}
        aria-label={
          vendor.vendorrating === null
            ? 'Not rated yet'
            : `Rating ${vendor.vendorrating.toFixed(1)} of ${VENDOR_RATING.max}`
        }
      />
      <Typography variant="body2" color="text.secondary">
        {vendor.vendorrating === null
          ? 'Not rated yet'
          : `${vendor.vendorrating.toFixed(1)} (${count} ${count === 1 ? 'rating' : 'ratings'})`}
      </Typography>
      {canRate ? (
        <Button size="small" onClick={() => setIsOpen(true)}>
          Add/Update Vendor Rating
        </Button>
      ) : null}
      <FormDialog<RatingValues>
        isOpen={isOpen}
        title="Add/Update Vendor Rating"
        width={400}
        schema={ratingSchema}
        defaultValues={defaults}
        onSubmit={handleSubmit}
        onClose={() => setIsOpen(false)}
      >
        {({ control }) => (
          <Controller
            control={control}
            name="rating"
            render={({ field, fieldState }) => (
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 1 }}>
                <Typography component="legend" id="vendor-rating-input">
                  {`Rate ${vendor.name}`}
                </Typography>
                <Rating
                  name={field.name}
                  value={field.value}
                  max={VENDOR_RATING.max}
                  precision={VENDOR_RATING.step}
                  size="large"
                  onChange={(_, value) =>
                    field.onChange(value === null || Number.isNaN(value) ? null : value)
                  }
                  onBlur={field.onBlur}
                  aria-labelledby="vendor-rating-input"
                />
                {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
              </Box>
            )}
          />
        )}
      </FormDialog>
    </Box>
  );
}
