import type {
  searchVendorsByGeographyBodySchema,
  searchVendorsByRadiusBodySchema,
  vendorSearchResultSchema,
  WireInput,
  WireOf,
} from '@dispatchwise/shared';
import { http } from '../../../../lib/http';

/** One vendor found (spec A "Vendor search result"), as the API answers it (decision 125). */
export type VendorSearchResult = WireOf<typeof vendorSearchResultSchema>;
export type RadiusSearch = WireInput<typeof searchVendorsByRadiusBodySchema>;
export type GeographySearch = WireInput<typeof searchVendorsByGeographyBodySchema>;

/** The search the Search button sends: by radius around a zip, or by states, counties and zips. */
export type VendorSearchRequest =
  { mode: 'radius'; body: RadiusSearch } | { mode: 'geography'; body: GeographySearch };

const PATHS = {
  radius: '/api/vendor/searchbyradius',
  geography: '/api/vendor/searchbygeography',
} as const;

/** POST /vendor/searchbyradius {trades, radius, zip} or POST /vendor/searchbygeography (spec A "Vendor search"). */
export const searchVendors = ({ mode, body }: VendorSearchRequest) =>
  http.post<VendorSearchResult[]>(PATHS[mode], body);
