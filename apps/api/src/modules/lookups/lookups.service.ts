import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { findCities, findCounties, findZipcodes } from './lookups.repository';
import { type GeographyQuery, GEOGRAPHY_SEARCH_MIN_LENGTH, type ZipcodeQuery } from '@dispatchwise/shared';

const NEEDS_FILTER = `Choose a state or type at least ${GEOGRAPHY_SEARCH_MIN_LENGTH} characters.`;

/** Geography lists are never read whole: a state filter or a search of 2+ characters is required. */
function assertGeographyFilter(query: GeographyQuery) {
  if (query.statecodes.length > 0) return;
  if ((query.search ?? '').length >= GEOGRAPHY_SEARCH_MIN_LENGTH) return;
  throw new HttpError(400, NEEDS_FILTER, { statecodes: NEEDS_FILTER });
}

export async function findCountyOptions({ db, query }: { db: Db; query: GeographyQuery }) {
  assertGeographyFilter(query);
  return findCounties(db, query);
}

export async function findCityOptions({ db, query }: { db: Db; query: GeographyQuery }) {
  assertGeographyFilter(query);
  return findCities(db, query);
}

export async function findZipcodeOptions({ db, query }: { db: Db; query: ZipcodeQuery }) {
  assertGeographyFilter(query);
  return findZipcodes(db, query);
}
