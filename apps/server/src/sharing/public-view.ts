/**
 * What a public link shows (docs/decisions/public-share-link.md): the record without what
 * stays private, and the client's view built from it.
 */
import {
  fromWireAlteredRequirement,
  readStoredFormulationResult,
  requirementUnitWireText,
  toWireBoundSide,
} from '@cocho/contracts';
import type { TDietMode, TDietRecord, TPublicDietView, TPublicWarning } from '@cocho/contracts';
import { calculateRequirements } from '@cocho/engine';
import type { RequirementKey } from '@cocho/engine';

/**
 * The record as a public link answers it: its notes (`obs`), owner, client and the lifecycle's comment are
 * left out (null), so an anonymous visitor reads only the diet.
 */
export function toPublicRecord(record: TDietRecord, id: number): TDietRecord {
  return {
    ...record,
    id,
    user_id: null,
    id_cliente: null,
    obs: null,
    ciclo: record.ciclo === null ? null : { ...record.ciclo, comentario: null },
  };
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The requirements the diet was formulated for: the engine's for the animal, with the owner's edits. */
function requirementsOf(
  record: TDietRecord,
  supplied: Readonly<Partial<Record<RequirementKey, number>>> | null,
): TPublicDietView['exigencias'] {
  const calculated = calculateRequirements(record.animal);
  if (!calculated.ok) return [];
  const altered = new Map(
    record.exigencias_alteradas.map((entry) => [entry.exigencia, fromWireAlteredRequirement(entry)]),
  );
  const chosen = new Set(record.exigencias_selecionadas);
  return calculated.value.requirements
    .filter((entry) => (chosen.size > 0 ? chosen.has(entry.key) : entry.selected))
    .map((entry) => {
      const bounds = altered.get(entry.key) ?? entry;
      const amount = supplied?.[entry.key];
      return {
        exigencia: entry.key,
        unidade: requirementUnitWireText(entry.key),
        minimo: bounds.min,
        maximo: bounds.max,
        fornecido: isFiniteNumber(amount) ? amount : null,
      };
    });
}

/** Warnings as plain values (the engine's code and parameters), anything else in them left out. */
function toPublicWarning(warning: unknown): TPublicWarning | null {
  if (typeof warning !== 'object' || warning === null) return null;
  const entries = Object.entries(warning).filter(
    ([, value]) => typeof value === 'string' || typeof value === 'boolean' || isFiniteNumber(value),
  );
  const code = (warning as { code?: unknown }).code;
  return typeof code === 'string' ? { ...Object.fromEntries(entries), code } : null;
}

/**
 * The client's view of a saved diet, prediction, requirements table or mix (contracts ZPublicDietView). A
 * requirements table (mode E) keeps the engine's requirements result, not a diet's, so it has the animal and
 * the requirements only (docs/decisions/saved-requirements.md); a mix (mode M) keeps the mix result, which
 * the public page reads from the record itself (docs/decisions/saved-mixes.md).
 */
export function buildPublicView(record: TDietRecord, modo: TDietMode = 'FD'): TPublicDietView {
  const result =
    modo === 'FD' || modo === 'PD' ? readStoredFormulationResult(record.resultado_simplex) : null;
  const status = result?.status;
  return {
    nome: record.nome,
    situacao: status === 'otima' || status === 'aproximada' || status === 'inviavel' ? status : null,
    erro: record.erro,
    animal: record.animal,
    custo: record.custo ?? (isFiniteNumber(result?.costPerDay) ? result.costPerDay : null),
    consumo_ms: isFiniteNumber(result?.dryMatterIntakeKg) ? result.dryMatterIntakeKg : null,
    consumo_mn: isFiniteNumber(result?.asFedIntakeKg) ? result.asFedIntakeKg : null,
    exigencias: requirementsOf(record, result?.nutrients ?? null),
    faltas: (Array.isArray(result?.violations) ? result.violations : []).flatMap((miss) =>
      isFiniteNumber(miss.required) && isFiniteNumber(miss.supplied)
        ? [
            {
              exigencia: miss.key,
              limite: toWireBoundSide(miss.bound),
              exigido: miss.required,
              fornecido: miss.supplied,
            },
          ]
        : [],
    ),
    avisos: (Array.isArray(result?.warnings) ? result.warnings : []).flatMap((warning: unknown) => {
      const plain = toPublicWarning(warning);
      return plain ? [plain] : [];
    }),
  };
}
