/**
 * A saved diet keeps the engine's formulation result as JSON (`resultado_simplex`). Results saved before the
 * engine's English names name a bound side `minimo`/`maximo` where the engine now says
 * `min`/`max` (misses, conflicts, shadow prices, and the restriction a `PERCENT_ABOVE_100` warning names);
 * this reads either into the engine's shape.
 */
import type { FormulationResult } from '@cocho/engine';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const SIDES: Readonly<Record<string, string>> = { minimo: 'min', maximo: 'max' };

/** The items of a list with their `bound` in the engine's names. */
function withEngineBounds(list: unknown): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((item: unknown) =>
    isRecord(item) && typeof item.bound === 'string' && item.bound in SIDES
      ? { ...item, bound: SIDES[item.bound] }
      : item,
  );
}

/** The warnings with a restriction above 100 % named by the engine's side. */
function withEngineWarningSides(list: unknown): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((item: unknown) =>
    isRecord(item) &&
    item.code === 'PERCENT_ABOVE_100' &&
    typeof item.field === 'string' &&
    item.field in SIDES
      ? { ...item, field: SIDES[item.field] }
      : item,
  );
}

/** A stored `resultado_simplex` as the engine's result; null when there is none. */
export function readStoredFormulationResult(stored: unknown): FormulationResult | null {
  if (!isRecord(stored)) return null;
  const economics = stored.economics;
  return {
    ...stored,
    violations: withEngineBounds(stored.violations),
    conflicts: withEngineBounds(stored.conflicts),
    ...('warnings' in stored ? { warnings: withEngineWarningSides(stored.warnings) } : {}),
    economics: isRecord(economics)
      ? { ...economics, shadowPrices: withEngineBounds(economics.shadowPrices) }
      : economics,
  } as FormulationResult;
}
