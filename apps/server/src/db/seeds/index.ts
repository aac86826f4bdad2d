/** Every seed, run at start after the migrations. Each seed must be idempotent. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { seedReferenceData } from './reference-data';
import type { SeedCounts } from './reference-data';

export type SeedReport = { referenceData: SeedCounts };

export async function runSeeds(db: Kysely<Database>): Promise<SeedReport> {
  return { referenceData: await seedReferenceData(db) };
}
