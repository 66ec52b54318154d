/** A chosen county (its id, name and state), as the lookups and the rate contracts carry it. */
export type GeographyCounty = { id: number; county: string; statecode: string };
/** A chosen city; `id` is the city row's, absent on an older record that named only the city. */
export type GeographyCity = { id?: number; city: string; statecode: string };
/** A chosen zip code with its state. */
export type GeographyZipcode = { id: number; zipcode: string; statecode: string };

/** What the picker edits: the states, and the counties, cities and zip codes inside them. */
export type GeographyValue = {
  statecodes: string[];
  counties: GeographyCounty[];
  cities: GeographyCity[];
  zipcodes: GeographyZipcode[];
};

/** The boxes a screen shows (the vendor search has no cities; the rate editor all four). */
export type GeographyPart = 'states' | 'counties' | 'cities' | 'zips';

export const ALL_GEOGRAPHY_PARTS: readonly GeographyPart[] = ['states', 'counties', 'cities', 'zips'];

export const EMPTY_GEOGRAPHY: GeographyValue = { statecodes: [], counties: [], cities: [], zipcodes: [] };

/**
 * The value after the states changed: the counties, cities and zip codes of a dropped state go with it
 * (spec C 2.6, spec A "Vendor search"); those of the states kept stay as they were.
 */
export function withStatecodes(value: GeographyValue, statecodes: string[]): GeographyValue {
  const kept = new Set(statecodes);
  const inKept = (item: { statecode: string }) => kept.has(item.statecode);
  return {
    statecodes,
    counties: value.counties.filter(inKept),
    cities: value.cities.filter(inKept),
    zipcodes: value.zipcodes.filter(inKept),
  };
}

/** How a chosen place is named on its tag and in the lists. */
export const countyLabel = (item: GeographyCounty) => `${item.county}, ${item.statecode}`;
export const cityLabel = (item: GeographyCity) => `${item.city}, ${item.statecode}`;
export const zipcodeLabel = (item: GeographyZipcode) => item.zipcode;

/** The identity of a chosen place (a city without an id is known by its name and state). */
export const countyKey = (item: GeographyCounty) => `county:${item.id}`;
export const cityKey = (item: GeographyCity) =>
  item.id ? `city:${item.id}` : `city:${item.statecode}:${item.city.toLowerCase()}`;
export const zipcodeKey = (item: GeographyZipcode) => `zip:${item.id}`;
