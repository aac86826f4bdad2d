/** alimentos/getCatalogo: the shared catalogue list of the current version (catalogue-cache.ts). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CatalogueVersion } from '../../auth/repository';
import type { CatalogueCache, CatalogueSnapshot } from '../catalogue-cache';

export function getCatalogue(
  db: Kysely<Database>,
  catalogue: CatalogueCache,
  now: Date,
  known: CatalogueVersion | null,
): Promise<CatalogueSnapshot> {
  return catalogue.current(db, now, known);
}
