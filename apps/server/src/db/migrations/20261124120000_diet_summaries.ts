/**
 * Saved-record summaries beside the record: the lifecycle fields the lists show get their
 * own columns, so a list never parses a stored record; indexes serve each list page (most recently updated
 * first, keyset cursor) and the duplicate-name check in O(log n). Existing rows are backfilled from their
 * JSON. Additive and dialect-neutral.
 */
import type { Kysely } from 'kysely';

/** Rows read per backfill step, to bound memory on large tables. */
const BACKFILL_BATCH = 500;

const CYCLE_COLUMNS = [
  ['ciclo_comentario', 'text'],
  ['fim_real', 'text'],
  ['peso_abate', 'double precision'],
  ['gmd_esperado', 'double precision'],
  ['gmd_real', 'double precision'],
  ['gmd_observado', 'double precision'],
  ['numero_animais', 'integer'],
] as const;

type StoredCycle = {
  comentario?: unknown;
  fim_real?: unknown;
  peso_abate?: unknown;
  gmd_esperado?: unknown;
  gmd_real?: unknown;
  gmd_observado?: unknown;
  numero_animais?: unknown;
};

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

type CycleColumns = Record<(typeof CYCLE_COLUMNS)[number][0], string | number | null>;

/**
 * The summary columns of one stored record's JSON (null each where absent); null when the JSON cannot be
 * read or holds no lifecycle, so the row is left as it is.
 */
function cycleColumnsOf(text: string): CycleColumns | null {
  let cycle: StoredCycle;
  try {
    const record: unknown = JSON.parse(text);
    const stored =
      typeof record === 'object' && record !== null ? (record as { ciclo?: unknown }).ciclo : null;
    if (typeof stored !== 'object' || stored === null) return null;
    cycle = stored as StoredCycle;
  } catch {
    return null;
  }
  return {
    ciclo_comentario: textOrNull(cycle.comentario),
    fim_real: textOrNull(cycle.fim_real),
    peso_abate: numberOrNull(cycle.peso_abate),
    gmd_esperado: numberOrNull(cycle.gmd_esperado),
    gmd_real: numberOrNull(cycle.gmd_real),
    gmd_observado: numberOrNull(cycle.gmd_observado),
    numero_animais: numberOrNull(cycle.numero_animais),
  };
}

/** The part of the diets table this migration reads and writes, as it is at this migration. */
type DietsAtThisMigration = {
  diets: { id: number; dieta: string; ciclo_tipo: string | null } & CycleColumns;
};

/**
 * Copies the lifecycle of every stored record with one into the summary columns (exported for its test).
 * Only records with a lifecycle have anything to copy: ciclo_tipo was set from it since the table exists.
 */
export async function backfillDietSummaries<DB>(anyDb: Kysely<DB>): Promise<void> {
  const db = anyDb as unknown as Kysely<DietsAtThisMigration>;
  let lastId = 0;
  for (;;) {
    const rows = await db
      .selectFrom('diets')
      .select(['id', 'dieta'])
      .where('ciclo_tipo', 'is not', null)
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(BACKFILL_BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const columns = cycleColumnsOf(row.dieta);
      if (columns === null) continue;
      await db.updateTable('diets').set(columns).where('id', '=', row.id).execute();
    }
    lastId = rows[rows.length - 1]?.id ?? lastId;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type] of CYCLE_COLUMNS) {
    await db.schema.alterTable('diets').addColumn(name, type).execute();
  }

  await backfillDietSummaries(db);

  // One per list page shape: all of a kind, the visible ones, a client's, the active ones.
  await db.schema
    .createIndex('diets_recent_idx')
    .on('diets')
    .columns(['user_id', 'modo', 'updated_at', 'id'])
    .execute();
  await db.schema
    .createIndex('diets_recent_visible_idx')
    .on('diets')
    .columns(['user_id', 'modo', 'oculta', 'updated_at', 'id'])
    .execute();
  await db.schema
    .createIndex('diets_client_recent_idx')
    .on('diets')
    .columns(['user_id', 'modo', 'id_cliente', 'oculta', 'updated_at', 'id'])
    .execute();
  await db.schema
    .createIndex('diets_situation_recent_idx')
    .on('diets')
    .columns(['user_id', 'modo', 'situacao', 'updated_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'diets_recent_idx',
    'diets_recent_visible_idx',
    'diets_client_recent_idx',
    'diets_situation_recent_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  for (const [name] of CYCLE_COLUMNS) await db.schema.alterTable('diets').dropColumn(name).execute();
}
