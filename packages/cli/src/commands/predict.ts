// `cocho predict`: animal and diet (JSON) on stdin → expected gain, limiting nutrient, excretion, methane.
import type { DietFeed } from '@cocho/engine';
import { parseAnimalJson, predictPerformance } from '@cocho/engine';
import { registerCommand } from '../run-cli';

type FieldError = { field: string; code: string };

/** Reads `alimentos`: id, nutrientes (numbers per spec key), quantidade (kg as fed/day), volumoso?. */
function parseFeeds(raw: unknown): { feeds: DietFeed[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  if (!Array.isArray(raw)) return { feeds: [], errors: [{ field: 'alimentos', code: 'required' }] };
  const feeds: DietFeed[] = [];
  raw.forEach((item: unknown, index) => {
    const at = `alimentos[${index}]`;
    if (typeof item !== 'object' || item === null) {
      errors.push({ field: at, code: 'invalidFeed' });
      return;
    }
    const record = item as Record<string, unknown>;
    const nutrientes: Record<string, number> = {};
    const rawNutrients = record.nutrientes ?? {};
    if (typeof rawNutrients !== 'object' || rawNutrients === null || Array.isArray(rawNutrients))
      errors.push({ field: `${at}.nutrientes`, code: 'invalidNutrients' });
    else
      for (const [key, value] of Object.entries(rawNutrients as Record<string, unknown>)) {
        if (value === null || value === '' || value === undefined) continue;
        const number =
          typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
        if (Number.isFinite(number)) nutrientes[key] = number;
        else errors.push({ field: `${at}.nutrientes.${key}`, code: 'notANumber' });
      }
    const q = record.quantidade;
    const quantidade =
      typeof q === 'number' ? q : typeof q === 'string' && q.trim() !== '' ? Number(q) : Number.NaN;
    if (!Number.isFinite(quantidade)) errors.push({ field: `${at}.quantidade`, code: 'notANumber' });
    feeds.push({
      id: typeof record.id === 'string' || typeof record.id === 'number' ? String(record.id) : String(index),
      nutrientes,
      quantidade: Number.isFinite(quantidade) ? quantidade : 0,
      ...(typeof record.volumoso === 'boolean' ? { volumoso: record.volumoso } : {}),
    });
  });
  return { feeds, errors };
}

const HELP = `cocho predict < input.json

Input: {"animal": Animal, "alimentos": [{"id": string, "nutrientes": {"<spec nutrient key>": number},
"quantidade": kg as fed per day, "volumoso"?: boolean}]}
Animal: as for \`cocho requirements\` (its daily gain is not needed: it is predicted).
Feed nutrients: MS % as fed; NDT, PB, PDR, PNDR, PM, Ca, P % of DM; EM, EL Mcal/kg DM
(NDT_<product>2016 and EM_<product>2016 accepted). A feed without NDT gets it from EM.
"volumoso" marks roughage and selects the IPCC methane factor by forage share.

Output: {"GMDEsperado", "PGMDEL", "PGMDPM", "PGMDCa", "PGMDP" (kg/day), "limitante" ("EL"|"PM"|"Ca"|"P"),
"excNFezes", "excNUrina", "excTotalN", "excTotalP" (g/day), "producaoMetano" (g/day),
"producaoMetanoProduto" (g per kg of gain; null when the gain is 0)}.
PGMD*: highest gain (0–4.5 kg/day, step 0.0001) whose requirement the diet meets: net energy compared as
TDN, protein as crude protein against the BR-CORTE requirement; GMDEsperado is the lowest.
Excretion: N and P mass balance (intake − retained); methane: IPCC 2019 Tier 2.
Invalid input (including a total quantity of 0): exit status 2 and a JSON list of errors on standard error.`;

registerCommand('predict', {
  summary: 'expected daily gain, excretion and methane of an animal on a diet',
  help: HELP,
  run(input) {
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      return { ok: false, errors: [{ field: 'animal', code: 'required' }] };
    const record = input as Record<string, unknown>;
    const errors: FieldError[] = [];
    const animal = parseAnimalJson(record.animal, 'prediction');
    if (!animal.ok) errors.push(...animal.errors.map((e) => ({ ...e, field: `animal.${e.field}` })));
    const { feeds, errors: feedErrors } = parseFeeds(record.alimentos);
    errors.push(...feedErrors);
    if (!animal.ok || errors.length > 0) return { ok: false, errors };
    const result = predictPerformance(animal.value, feeds);
    if (!result.ok) return { ok: false, errors: result.errors };
    const p = result.value;
    return {
      ok: true,
      output: {
        GMDEsperado: p.GMDEsperado,
        PGMDEL: p.PGMDEL,
        PGMDPM: p.PGMDPM,
        PGMDCa: p.PGMDCa,
        PGMDP: p.PGMDP,
        limitante: p.limitante,
        excNFezes: p.excNFezes,
        excNUrina: p.excNUrina,
        excTotalN: p.excTotalN,
        excTotalP: p.excTotalP,
        producaoMetano: p.producaoMetano,
        producaoMetanoProduto: p.producaoMetanoProduto,
      },
    };
  },
});
