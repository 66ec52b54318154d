import type { Db } from '../client';
import { seedGeography } from './geography';
import type { ExecScript } from './geography';
import { seedLookups } from './lookups';
import { seedRoles } from './roles';

export { readGeography, zipDataPath } from './geography';
export type { ExecScript } from './geography';
export { lookupUpserts } from './lookups';

/** Upserts all reference data; safe to run on every start. */
export async function seedReferenceData(db: Db, exec: ExecScript): Promise<void> {
  await seedLookups(db);
  await seedRoles(db);
  await seedGeography(db, exec);
}
