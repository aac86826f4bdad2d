/**
 * The diet wizard's saved record (contracts ZDietRecord; docs/product/shell.md#records): the wizard's inputs, requirements
 * and result to the record and back, and the saved requirement edits put back on fresh entries. Pure
 * functions, no React, so the round trip is unit-tested (diet-state.test.ts).
 */
import type { FormulationResult, Language, RequirementEntry, RequirementKey } from '@cocho/engine';
import type { AlteredRequirement, TDietCycle, TDietRecord, TFeedingPlan } from '@cocho/contracts';
import {
  fromWireAlteredRequirement,
  readStoredFormulationResult,
  toWireAlteredRequirement,
} from '@cocho/contracts';
import { EMPTY_KEPT_FINANCE } from '../finance/kept-finance';
import { toPlainNumberText } from '../../ui/read-number';
import { effectiveCostOf, factorOf, restrictionValueOf } from './diet-state';
import type { DietGuards, DietInputs } from './diet-state';
import { asStoredResult } from '../records/record-shape';

/**
 * The record's status (docs/product/shell.md#states: 1 or 2 success, anything else failure): 1 solved, 2 best diet found
 * that misses some requirement, 0 not feasible; null before a calculation (docs/decisions/saved-diets.md).
 */
export function statusOf(result: FormulationResult | null): number | null {
  if (result === null) return null;
  if (result.status === 'otima') return 1;
  return result.status === 'aproximada' ? 2 : 0;
}

export type RecordMeta = {
  /** The diet's lifecycle (type, dates, active or finished); null when not tracked. */
  readonly ciclo: TDietCycle | null;
  readonly nome: string;
  readonly time: number;
  readonly id: number | null;
  readonly obs: string | null;
  readonly idCliente: number | null;
};

/**
 * A restriction as saved: its number when the text reads as one (so that no reader ever has to guess the
 * language it was typed in), '' when empty, else the text as typed (nothing is changed silently; the step
 * asks about it when the diet is reopened).
 */
function savedRestrictionOf(text: string): string | number {
  const value = restrictionValueOf(text);
  return value === null ? (text.trim() === '' ? '' : text) : value;
}

/**
 * A saved restriction as the field's text: a number written in `language` so that the one reader reads
 * back exactly it; a text (records saved before numbers) as stored.
 */
function restrictionTextOf(value: string | number | null | undefined, language: Language): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? toPlainNumberText(value, language) : value;
}

type WireDietLimits = NonNullable<TDietRecord['limites_dieta']>;

/** Step 4's guards as saved (`limites_dieta`); the crude-protein floor only when set. */
function toWireDietLimits(guards: DietGuards): WireDietLimits {
  return {
    regra_fibra: guards.fibreRule === 'ndf' ? 'fdn' : 'efetiva',
    fibra_minima: guards.fibreMinPercent,
    cap_minima: guards.caPMin,
    cap_maxima: guards.caPMax,
    ...(guards.crudeProteinMinPercent === undefined ? {} : { pb_minima: guards.crudeProteinMinPercent }),
  };
}

/** Saved guards (`limites_dieta`) back as step 4's. */
function fromWireDietLimits(limits: WireDietLimits): DietGuards {
  return {
    fibreRule: limits.regra_fibra === 'fdn' ? 'ndf' : 'effective',
    fibreMinPercent: limits.fibra_minima,
    caPMin: limits.cap_minima,
    caPMax: limits.cap_maxima,
    ...(limits.pb_minima === undefined ? {} : { crudeProteinMinPercent: limits.pb_minima }),
  };
}

/** The saved record of a formulation (docs/product/shell.md#records). */
export function toDietRecord(
  inputs: DietInputs,
  entries: readonly RequirementEntry[],
  result: FormulationResult | null,
  meta: RecordMeta,
): TDietRecord {
  return {
    nome: meta.nome,
    tipoEntrada: inputs.tipoEntrada,
    time: meta.time,
    custo: result?.costPerDay ?? null,
    animal: { ...inputs.animal },
    financeiro: { ...inputs.financeiro },
    alimentos_selecionados: inputs.feeds.map((selected) => selected.feed),
    alimentos_alterados: inputs.feeds
      .filter((selected) => selected.nutrientesAlterados !== null)
      .map((selected) => selected.feed.id),
    restricoes: Object.fromEntries(
      inputs.feeds.map((selected) => [
        selected.feed.id,
        {
          quantidade: selected.quantidade,
          unidade: selected.unidade,
          fator: factorOf(selected.unidade),
          custo: effectiveCostOf(selected),
          ...(selected.precoCompra ? { preco_compra: selected.precoCompra } : {}),
          // Saved as numbers when they read as one (older records hold the text as typed).
          minimo: savedRestrictionOf(selected.minimo),
          maximo: savedRestrictionOf(selected.maximo),
          ...(selected.nutrientesAlterados ? { nutrientes: selected.nutrientesAlterados } : {}),
        },
      ]),
    ),
    resultado:
      result?.feeds.map((row) => ({
        id: row.id,
        MN: row.asFedKg,
        MNprop: row.asFedPercent,
        MS: row.dryMatterKg,
        MSprop: row.dryMatterPercent,
        CUSTO: row.costPerDay,
        totalRacao: row.batchKg,
      })) ?? null,
    proporcao_volumoso: inputs.proporcaoVolumoso,
    fixa_proporcao_vc: inputs.fixaProporcaoVc,
    exigencias_selecionadas: entries.filter((entry) => entry.selected).map((entry) => entry.key),
    exigencias_alteradas: entries.filter((entry) => entry.changed).map(toWireAlteredRequirement),
    tipo_alimento_predicao: null,
    user_id: null,
    id: meta.id,
    id_cliente: meta.idCliente,
    status: statusOf(result),
    erro: result?.status === 'inviavel' ? 'DIET_INVIABLE' : null,
    // JSON round trip: the engine result as plain JSON (Infinity would become null).
    resultado_simplex: result === null ? null : asStoredResult(result),
    obs: meta.obs,
    oculta: false,
    ciclo: meta.ciclo,
    ...(inputs.feedingPlan ? { tratos_diarios: inputs.feedingPlan } : {}),
    ...(inputs.premix ? { pre_mistura: inputs.premix } : {}),
    ...(inputs.moeda ? { moeda: inputs.moeda } : {}),
    ...(inputs.guards ? { limites_dieta: toWireDietLimits(inputs.guards) } : {}),
  };
}

/**
 * The wizard inputs and the stored result of a saved record (reopening restores every step), in the
 * engine's names: the requirement selection and edits (`exigencias_selecionadas`, `exigencias_alteradas`),
 * and the result, also one saved before the engine's English names (`readStoredFormulationResult`).
 */
export function fromDietRecord(
  record: TDietRecord,
  language: Language,
): {
  inputs: DietInputs;
  result: FormulationResult | null;
  selectedRequirements: readonly RequirementKey[];
  alteredRequirements: readonly AlteredRequirement[];
} {
  const inputs: DietInputs = {
    animal: { ...record.animal },
    tipoEntrada: record.tipoEntrada,
    proporcaoVolumoso: record.proporcao_volumoso,
    fixaProporcaoVc: record.fixa_proporcao_vc,
    financeiro: record.financeiro ?? EMPTY_KEPT_FINANCE,
    feeds: record.alimentos_selecionados.map((feed) => {
      const restriction = record.restricoes[feed.id];
      return {
        feed,
        quantidade: restriction?.quantidade ?? null,
        unidade: restriction?.unidade ?? 'kg',
        custo: restriction?.custo ?? null,
        ...(restriction?.preco_compra ? { precoCompra: restriction.preco_compra } : {}),
        minimo: restrictionTextOf(restriction?.minimo, language),
        maximo: restrictionTextOf(restriction?.maximo, language),
        nutrientesAlterados: record.alimentos_alterados.includes(feed.id)
          ? (restriction?.nutrientes ?? feed.nutrientes)
          : null,
      };
    }),
    ...(record.tratos_diarios ? { feedingPlan: record.tratos_diarios as TFeedingPlan } : {}),
    ...(record.pre_mistura ? { premix: record.pre_mistura } : {}),
    ...(record.moeda ? { moeda: record.moeda } : {}),
    ...(record.limites_dieta ? { guards: fromWireDietLimits(record.limites_dieta) } : {}),
  };
  return {
    inputs,
    result: readStoredFormulationResult(record.resultado_simplex),
    selectedRequirements: record.exigencias_selecionadas,
    alteredRequirements: record.exigencias_alteradas.map(fromWireAlteredRequirement),
  };
}

// Shared with the requirements screen's saved tables (features/requirements/apply-saved-requirements.ts).
export { applySavedRequirements } from '../requirements/apply-saved-requirements';
