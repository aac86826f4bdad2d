/** Reference data seeded at start: countries, Brazilian states and municipalities. */
import type { Generated } from 'kysely';

export type PaisesTable = {
  id: Generated<number>;
  /** ISO 3166-1 numeric code, e.g. 76 for Brazil. */
  codigo: number | null;
  /** International calling code without "+", e.g. "55"; null where none is assigned. */
  fone: string | null;
  /** ISO 3166-1 alpha-2, unique. */
  iso: string;
  /** ISO 3166-1 alpha-3. */
  iso3: string;
  nome_pt: string;
  nome_en: string;
  nome_formal_pt: string;
  nome_formal_en: string;
};

export type EstadosTable = {
  id: Generated<number>;
  /** Two-letter abbreviation (UF), unique. */
  sigla: string;
  nome: string;
  /** IBGE state code, e.g. 35 for São Paulo. */
  codigo_ibge: number;
};

export type CidadesTable = {
  id: Generated<number>;
  /** IBGE 7-digit municipality code, unique. */
  codigo_ibge: number;
  nome: string;
  estado_id: number;
};

export type ReferenceDataTables = {
  paises: PaisesTable;
  estados: EstadosTable;
  cidades: CidadesTable;
};
