import { http } from '../../../../lib/http';
import type { VendorRating } from './types';

/** POST /api/vendor/addvendorrating/{vendorid}/{rating}: the user's rating (1 to 5 in halves); the new average. */
export const addVendorRating = (vendorid: number, rating: number) =>
  http.post<VendorRating>(`/api/vendor/addvendorrating/${vendorid}/${rating}`, undefined, { isSilent: true });
