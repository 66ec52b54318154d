import { Rating } from '@mui/material';
import { VENDOR_RATING } from '@dispatchwise/shared';

/** A vendor's rating as five stars in half steps (spec B: "rating (5 stars)"); nothing without one. */
export function RatingStars({ value }: { value: number | null }) {
  if (value == null) return null;
  return (
    <Rating
      value={value}
      max={VENDOR_RATING.max}
      precision={VENDOR_RATING.step}
      readOnly
      size="small"
      aria-label={`Rating ${value.toFixed(2)} of ${VENDOR_RATING.max}`}
      title={value.toFixed(2)}
    />
  );
}
