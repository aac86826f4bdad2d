/** Every seed, run at start after the migrations. Each seed must be idempotent. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { seedFeedCatalogue } from '../../feeds/seed-catalogue';
import type { FeedSeedCounts } from '../../feeds/seed-catalogue';
import { seedReferenceData } from './reference-data';
import type { SeedCounts } from './reference-data';
import { seedAds } from '../../ads/seed-ads';
import { seedPlanOffers } from '../../plans/seed-plan-offers';

export type SeedReport = {
  referenceData: SeedCounts;
  feeds: FeedSeedCounts;
  /** Plan offers and house ads inserted (existing ones are never overwritten). */
  planOffers: number;
  ads: number;
};

export async function runSeeds(db: Kysely<Database>): Promise<SeedReport> {
  return {
    referenceData: await seedReferenceData(db),
    feeds: await seedFeedCatalogue(db, new Date().toISOString()),
    planOffers: await seedPlanOffers(db, new Date().toISOString()),
    ads: await seedAds(db, new Date().toISOString()),
  };
}
