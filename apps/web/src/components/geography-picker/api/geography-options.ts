import {
  GEOGRAPHY_MAX_PAGE_SIZE,
  type citySchema,
  type countySchema,
  type stateSchema,
  type WireOf,
  type zipcodeSchema,
} from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type StateOption = WireOf<typeof stateSchema>;
export type CountyOption = WireOf<typeof countySchema>;
export type CityOption = WireOf<typeof citySchema>;
export type ZipcodeOption = WireOf<typeof zipcodeSchema>;

/** Counties are read whole for the chosen states (Texas has 254); cities and zips a page per search. */
const TAKE = { counties: GEOGRAPHY_MAX_PAGE_SIZE, cities: 100, zips: 100 } as const;
export type PlaceKind = keyof typeof TAKE;

const PATHS = {
  counties: '/api/geoinfo/getcounties',
  cities: '/api/geoinfo/getcities',
  zips: '/api/geoinfo/getzipcodes',
} as const;

type OptionOf = { counties: CountyOption; cities: CityOption; zips: ZipcodeOption };

/** GET /api/geoinfo/getstates: every state (about 60 rows), read once per session. */
export const useStateOptions = () =>
  useQuery({
    queryKey: ['geoinfo', 'states'],
    queryFn: ({ signal }) => http.get<StateOption[]>('/api/geoinfo/getstates', { signal }),
    staleTime: Infinity,
  });

/**
 * GET /api/geoinfo/get{counties,cities,zipcodes}?statecodes&search&take: the choices inside the chosen
 * states, read when the box opens. The states are part of the key, so a change of states reloads the
 * choices on the next open (spec C 2.6).
 */
export function usePlaceOptions<K extends PlaceKind>({
  kind,
  statecodes,
  search,
  isOpen,
}: {
  kind: K;
  statecodes: string[];
  search: string;
  isOpen: boolean;
}) {
  const states = [...statecodes].sort();
  return useQuery({
    queryKey: ['geoinfo', kind, states, search],
    queryFn: ({ signal }) =>
      http.get<OptionOf[K][]>(PATHS[kind], {
        signal,
        params: { statecodes: states.join(','), search: search || undefined, take: TAKE[kind] },
      }),
    enabled: isOpen && states.length > 0,
    staleTime: 5 * 60_000,
  });
}
