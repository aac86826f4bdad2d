/** exportCatalogueCsv: the catalogue as CSV in the data files' layout. */
import { NUTRIENT_KEYS } from '@cocho/engine';
import type { NutrientKey } from '@cocho/engine';
import type { Kysely } from 'kysely';
import { requireRole } from '../../auth/roles';
import type { Database } from '../../db/schema';
import type { UserRecord } from '../../users/repository';
import { CATALOGUE_COLUMNS, writeCsv } from '../catalogue-csv';
import { hintOfCategory } from '../feed-categories';
import { parseNutrientsJson } from '../feed-wire';
import { findCatalogueFeeds } from '../repository';

type Db = Kysely<Database>;

function formatNumber(value: number): string {
  return String(value);
}

/**
 * Catalogue export in the data files' column layout. Values are in the product's units
 * and computed values are left blank, so importing the file with the `produto` profile gives back the same
 * catalogue (the derivations are redone).
 */
export async function exportCatalogue(
  db: Db,
  user: UserRecord,
  now: Date,
): Promise<{ nome_arquivo: string; csv: string }> {
  requireRole(user, 'admin');
  const feeds = await findCatalogueFeeds(db);
  const rows = feeds
    .filter((feed) => feed.excluido === 0)
    .map((feed) => {
      const nutrients = parseNutrientsJson(feed.nutrientes) ?? {};
      const computed = new Set<string>(JSON.parse(feed.nutrientes_calculados) as string[]);
      const cells: Record<string, string> = {
        source_id: feed.source_id ?? `COCHO:${feed.id}`,
        name_pt: feed.name,
        name_en: feed.name_en ?? '',
        category_hint: feed.category_hint ?? hintOfCategory(feed.tipo),
        source: feed.fonte ?? '',
      };
      for (const key of NUTRIENT_KEYS as readonly NutrientKey[]) {
        const value = nutrients[key];
        cells[key] = value === undefined || computed.has(key) ? '' : formatNumber(value);
      }
      return CATALOGUE_COLUMNS.map((column) => cells[column] ?? '');
    });
  const date = now.toISOString().slice(0, 10);
  return { nome_arquivo: `catalogo-alimentos-${date}.csv`, csv: writeCsv(CATALOGUE_COLUMNS, rows) };
}
