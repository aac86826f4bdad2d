/** Reference data calls: countries, Brazilian states and their municipalities (auth: false). */
import { z } from 'zod';
import { defineCall } from './define-call';

/** One country (ISO 3166-1; names in Portuguese and English). */
export const ZCountry = z.object({
  id: z.number().int(),
  /** ISO 3166-1 numeric code (76 for Brazil); null where none is assigned (Kosovo). */
  codigo: z.number().int().nullable(),
  /** International calling code without "+" ("55"); null where none is assigned. */
  fone: z.string().nullable(),
  /** ISO 3166-1 alpha-2 ("BR"). */
  iso: z.string().length(2),
  /** ISO 3166-1 alpha-3 ("BRA"). */
  iso3: z.string().length(3),
  nome_pt: z.string(),
  nome_en: z.string(),
  nome_formal_pt: z.string(),
  nome_formal_en: z.string(),
});
export type TCountry = z.infer<typeof ZCountry>;

/** One municipality (IBGE 7-digit code). */
export const ZCity = z.object({ id: z.number().int(), codigo_ibge: z.number().int(), nome: z.string() });
export type TCity = z.infer<typeof ZCity>;

/** One Brazilian state (UF) with its municipalities sorted by name. */
export const ZState = z.object({
  sigla: z.string().length(2),
  nome: z.string(),
  /** IBGE state code (35 for São Paulo). */
  codigo_ibge: z.number().int(),
  cidades: z.array(ZCity),
});
export type TState = z.infer<typeof ZState>;

export const paises = defineCall('paises', z.object({}), z.object({ data: z.array(ZCountry) }), {
  auth: false,
});

export const estados = defineCall('estados', z.object({}), z.object({ data: z.array(ZState) }), {
  auth: false,
});

export const referenceDataCalls = { paises, estados } as const;
