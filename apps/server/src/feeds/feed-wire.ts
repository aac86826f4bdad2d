/** Stored feed rows → the wire shapes of @cocho/contracts (ZFeed, ZFeedType, ZAdditive). */
import type { TAdditive, TFeed, TFeedFlag, TFeedType, TNutrients } from '@cocho/contracts';
import { NUTRIENT_KEYS } from '@cocho/engine';
import type { NutrientKey } from '@cocho/engine';
import { formatAdditiveId, formatFeedId } from './feed-ids';
import type { VisibilityFacts } from './feed-visibility';
import type { AdditiveRow, FeedRow, FeedRowWithCompany, FeedTypeRow } from './repository';
import type { PlausibilityFlag } from './plausibility';

const NUTRIENT_KEY_SET = new Set<string>(NUTRIENT_KEYS);

/** Reads a stored composition, keeping only known keys with finite numbers. */
export function parseNutrientsJson(text: string | null): TNutrients | null {
  if (text === null) return null;
  const parsed: unknown = JSON.parse(text);
  const out: Partial<Record<NutrientKey, number>> = {};
  if (typeof parsed !== 'object' || parsed === null) return out;
  for (const [key, value] of Object.entries(parsed)) {
    if (NUTRIENT_KEY_SET.has(key) && typeof value === 'number' && Number.isFinite(value)) {
      out[key as NutrientKey] = value;
    }
  }
  return out;
}

function parseKeys(text: string): NutrientKey[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((key): key is NutrientKey => NUTRIENT_KEY_SET.has(key)) : [];
}

/** Flags as stored (with their English reason) → wire flags (code, key and numbers only). */
export function toWireFlags(flags: readonly PlausibilityFlag[]): TFeedFlag[] {
  return flags.map((flag) => ({
    code: flag.code,
    key: flag.key,
    ...(flag.value === undefined ? {} : { value: flag.value }),
    ...(flag.min === undefined ? {} : { min: flag.min }),
    ...(flag.max === undefined ? {} : { max: flag.max }),
  }));
}

function parseFlags(text: string): TFeedFlag[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? toWireFlags(parsed as PlausibilityFlag[]) : [];
}

function toUnit(unit: string): TFeed['unidade'] {
  return unit === 'g' || unit === 'mg' ? unit : 'kg';
}

function toVisibility(value: string): TFeed['visibilidade'] {
  return value === 'empresa' || value === 'todos' ? value : 'privado';
}

function toStatus(value: string | null): TFeed['status'] {
  return value === 'pendente' || value === 'aprovado' || value === 'rejeitado' ? value : null;
}

export function toWireFeed(row: FeedRow): TFeed {
  return {
    id: formatFeedId(row.kind, row.id),
    tipo: row.tipo,
    name: row.name,
    name_en: row.name_en,
    name_es: row.name_es,
    name_sci: row.name_sci,
    nutrientes: parseNutrientsJson(row.nutrientes) ?? {},
    nutrientes_originais: parseNutrientsJson(row.nutrientes_originais),
    nutrientes_calculados: parseKeys(row.nutrientes_calculados),
    alertas: parseFlags(row.alertas),
    fonte: row.fonte,
    custo: row.custo,
    unidade: toUnit(row.unidade),
    volumoso: row.volumoso === 1,
    EXCLUIDO: row.excluido === 1 ? 1 : 0,
    id_alimento_pai: row.id_alimento_pai,
    id_cliente: row.id_cliente,
    restrito: row.restrito === 1,
    visibilidade: toVisibility(row.visibilidade),
    recomendado: row.recomendado === 1,
    patrocinado: row.patrocinado === 1,
    empresa: row.empresa,
    min_100: row.min_100,
    max_100: row.max_100,
    status: toStatus(row.status),
    ...(row.kind === 'usuario' ? { updated_at: row.updated_at } : {}),
  };
}

/** The facts feed-visibility.ts decides on. */
export function visibilityFactsOf(row: FeedRowWithCompany): VisibilityFacts {
  return {
    kind: row.kind,
    userId: row.user_id,
    ownerCompanyId: row.owner_company_id,
    clientId: row.id_cliente,
    companyId: row.empresa,
    isRestricted: row.restrito === 1,
    isSponsored: row.patrocinado === 1,
    visibility: row.visibilidade,
    isHidden: row.excluido === 1,
    // A company row recorded inactive; a feed naming no stored company is judged by the other rules.
    isCompanyInactive: row.kind === 'empresa' && row.company_ativo !== null && row.company_ativo !== 1,
  };
}

export function toWireFeedType(row: FeedTypeRow): TFeedType {
  return {
    id: row.id,
    nome: row.nome,
    nome_ingles: row.nome_ingles,
    nome_espanhol: row.nome_espanhol,
    volumoso: row.volumoso === 1,
    ordem: row.ordem,
  };
}

export function toWireAdditive(row: AdditiveRow): TAdditive {
  return {
    id: formatAdditiveId(row.id),
    sigla: row.sigla,
    nome: row.nome,
    nome_ingles: row.nome_ingles,
    nome_espanhol: row.nome_espanhol,
    fator: row.fator,
    unidade: toUnit(row.unidade),
    dose_min: row.dose_min,
    dose_max: row.dose_max,
    fonte: row.fonte,
  };
}
