/** SQL for countries, states and municipalities. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { PaisesTable } from '../db/tables/reference-data';

export type CountryRow = Selectable<PaisesTable>;
export type StateWithCities = {
  sigla: string;
  nome: string;
  codigo_ibge: number;
  cidades: { id: number; codigo_ibge: number; nome: string }[];
};

/** Portuguese collation, so accents sort the same on SQLite (binary) and PostgreSQL. */
const collator = new Intl.Collator('pt-BR');

/** Every country, by Portuguese name. */
export async function findCountries(db: Kysely<Database>): Promise<CountryRow[]> {
  const rows = await db.selectFrom('paises').selectAll().execute();
  return rows.sort((a, b) => collator.compare(a.nome_pt, b.nome_pt));
}

/** Every state (by sigla) with its municipalities (by name). */
export async function findStatesWithCities(db: Kysely<Database>): Promise<StateWithCities[]> {
  const states = await db.selectFrom('estados').selectAll().orderBy('sigla').execute();
  const cities = await db.selectFrom('cidades').select(['id', 'codigo_ibge', 'nome', 'estado_id']).execute();
  cities.sort((a, b) => collator.compare(a.nome, b.nome));
  const byState = new Map<number, StateWithCities['cidades']>();
  for (const { estado_id, ...city } of cities) {
    const list = byState.get(estado_id) ?? [];
    list.push(city);
    byState.set(estado_id, list);
  }
  return states.map((state) => ({
    sigla: state.sigla,
    nome: state.nome,
    codigo_ibge: state.codigo_ibge,
    cidades: byState.get(state.id) ?? [],
  }));
}
