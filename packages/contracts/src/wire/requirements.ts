/**
 * The engine's requirement types (English names) to and from the spec's wire keys: the
 * `cocho requirements` output, the `exigencias` bounds of `cocho formulate`, a saved diet's
 * `exigencias_alteradas`, and the bound sides (`minimo`/`maximo`) of formulation misses and conflicts.
 * Nothing else maps these names: the CLI, the web app and the server use these functions.
 */
import type { BoundSide, RequirementEntry, RequirementKey, RequirementWarning, UnitKey } from '@cocho/engine';
import { REQUIREMENT_UNIT_KEYS } from '@cocho/engine';
import type { TAlteredRequirement } from '../diets';

/** A bound side on the wire (docs/product/calculation.md#constants "limite"). */
export type TWireBoundSide = 'minimo' | 'maximo';

export function toWireBoundSide(side: BoundSide): TWireBoundSide {
  return side === 'min' ? 'minimo' : 'maximo';
}

export function fromWireBoundSide(side: TWireBoundSide): BoundSide {
  return side === 'minimo' ? 'min' : 'max';
}

/** Units as the CLI writes them (the contract's English spelling); a ratio has none. */
export const WIRE_UNIT_TEXT: Readonly<Record<UnitKey, string>> = {
  kgPerDay: 'kg/day',
  mcalPerDay: 'Mcal/day',
  gPerDay: 'g/day',
  mgPerDay: 'mg/day',
  kg: 'kg',
  percent: '%',
  ratio: '',
};

/** A requirement's unit as the CLI writes it ("kg/day", "g/day"...). */
export function requirementUnitWireText(key: RequirementKey): string {
  return WIRE_UNIT_TEXT[REQUIREMENT_UNIT_KEYS[key]];
}

/** One requirement as `cocho requirements` writes it. */
export type TWireRequirement = {
  ideal: number;
  minimo: number | null;
  maximo: number | null;
  unidade: string;
  children: Record<string, number>;
};

/** A requirement entry in the shape `cocho requirements` writes. */
export function toWireRequirement(entry: RequirementEntry): TWireRequirement {
  const children: Record<string, number> = {};
  for (const child of entry.children) children[child.key] = child.value;
  return {
    ideal: entry.ideal,
    minimo: entry.min,
    maximo: entry.max,
    unidade: WIRE_UNIT_TEXT[entry.unit],
    children,
  };
}

/** A requirement's bounds on the wire (`cocho formulate`'s `exigencias`): null is no bound. */
export type TWireRequirementBounds = { minimo: number | null; maximo: number | null };

/** Bounds in the engine's names. */
export type RequirementMinMax = { min: number | null; max: number | null };

export function toWireRequirementBounds(bounds: RequirementMinMax): TWireRequirementBounds {
  return { minimo: bounds.min, maximo: bounds.max };
}

export function fromWireRequirementBounds(bounds: TWireRequirementBounds): RequirementMinMax {
  return { min: bounds.minimo, max: bounds.maximo };
}

/** A requirement the user edited, in the engine's names (what a saved diet's `exigencias_alteradas` holds). */
export type AlteredRequirement = {
  readonly key: RequirementKey;
  readonly min: number | null;
  readonly ideal: number;
  readonly max: number | null;
  readonly modifiedAt: number | null;
};

/** An edited requirement entry as a saved diet stores it (docs/product/shell.md#records `exigencias_alteradas`). */
export function toWireAlteredRequirement(entry: AlteredRequirement): TAlteredRequirement {
  return {
    exigencia: entry.key,
    minimo: entry.min,
    ideal: entry.ideal,
    maximo: entry.max,
    modificadoEm: entry.modifiedAt,
  };
}

export function fromWireAlteredRequirement(altered: TAlteredRequirement): AlteredRequirement {
  return {
    key: altered.exigencia,
    min: altered.minimo,
    ideal: altered.ideal,
    max: altered.maximo,
    modifiedAt: altered.modificadoEm,
  };
}

/** One remark of `cocho requirements`' optional `avisos` list. */
export type TWireRequirementWarning = {
  codigo: string;
  campo: string;
  minimoKg?: number;
  maximoKg?: number;
  limite?: number;
};

export function toWireRequirementWarning(warning: RequirementWarning): TWireRequirementWarning {
  return {
    codigo: warning.code,
    campo: warning.field,
    ...(warning.minKg === undefined ? {} : { minimoKg: warning.minKg }),
    ...(warning.maxKg === undefined ? {} : { maximoKg: warning.maxKg }),
    ...(warning.limit === undefined ? {} : { limite: warning.limit }),
  };
}
