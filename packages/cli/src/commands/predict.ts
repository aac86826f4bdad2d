// `cocho predict`: animal and diet (JSON) on stdin → expected gain, limiting nutrient, excretion, methane.
import { cliFieldErrors, ZPredictCliInput } from '@cocho/contracts';
import type { TCliFieldError, TPredictCliInput } from '@cocho/contracts';
import type { DietFeed } from '@cocho/engine';
import { IPCC_YM_CHOICES, parseAnimalJson, predictPerformance } from '@cocho/engine';
import { registerCommand } from '../run-cli';

/** The engine's feeds from the input read (a feed without an id takes its position in the list). */
function feedsOf(input: TPredictCliInput): DietFeed[] {
  return input.alimentos.map((feed, index) => ({
    id: feed.id ?? String(index),
    nutrientes: feed.nutrientes,
    quantidade: feed.quantidade,
    ...(feed.volumoso !== undefined ? { volumoso: feed.volumoso } : {}),
    ...(feed.leite !== undefined ? { leite: feed.leite } : {}),
  }));
}

const HELP = `cocho predict < input.json

Input: {"animal": Animal, "alimentos": [{"id": string, "nutrientes": {"<spec nutrient key>": number},
"quantidade": kg as fed per day, "volumoso"?: boolean, "leite"?: boolean}], "ym"?: number}
Animal: as for \`cocho requirements\` (its daily gain is not needed: it is predicted).
Feed nutrients: MS % as fed; NDT, PB, PDR, PNDR, PM, Ca, P % of DM; EM, EL Mcal/kg DM
(NDT_<product>2016 and EM_<product>2016 accepted). A feed without NDT gets it from EM.
"volumoso" marks roughage and selects the IPCC methane factor by forage share.
"leite" marks milk drunk by a calf (the id "LEITE_VACA" is milk too): milk makes no enteric methane
(IPCC 2019, calves on milk: Ym 0).
"ym" (optional): the methane conversion factor, % of gross energy, for the diet other than milk, one of
the non-dairy cattle values of IPCC 2019 Table 10.12: ${IPCC_YM_CHOICES.map((v) => v.toFixed(1)).join(', ')}
(7.0 low-quality forage > 75 %; 6.3 good forage or mixed rations, 15–75 % forage; 4.0 feedlot grain,
0–15 % forage; 3.0 feedlot steam-flaked corn, 0–10 % forage). Without it, Ym follows the forage share.

Output: {"GMDEsperado", "PGMDEL", "PGMDPM", "PGMDCa", "PGMDP" (kg/day), "limitante" ("EL"|"PM"|"Ca"|"P"),
"excNFezes", "excNUrina", "excTotalN", "excTotalP" (g/day), "producaoMetano" (g/day),
"producaoMetanoProduto" (g per kg of gain; null when the gain is 0), and, added in a later version,
"CMSOfertada" (kg DM/day offered), "CMSConsumida" (kg DM/day eaten), "CMSMaxima" (kg DM/day, the
animal's maximum intake at the predicted gain), "consumoLimitado" (true when the diet offers more than
the animal eats), "ym" (% of gross energy used for the diet other than milk)}.
Intake: the animal eats what is offered up to its maximum intake (BR-CORTE CMS × 1.10 for growing
cattle at the gain of what it eats, never below the NRC 2000 intake of the diet's energy, "CMSEnergiaDieta");
beyond that, every amount is scaled down to the intake, and gains, excretion and methane are of the diet
eaten. Growing cattle on pasture ("regime": "pasto") with forage marked "volumoso" graze: they eat the
NRC 2000 intake of the diet (at least the zero-gain CMS), not the CMS at the gain; the supplement (every
other feed) is eaten whole and the forage fills the rest; the output then adds "CMSForragem",
"CMSSuplemento", "CMSForragemSemSuplemento", "taxaSubstituicao" (kg forage less per kg supplement DM)
and "consumoPastejo": true.
PGMD*: highest gain (0–4.5 kg/day, step 0.0001) whose requirement the diet meets: net energy compared as
TDN, protein as crude protein against the BR-CORTE requirement; GMDEsperado is the lowest.
Excretion: N and P mass balance (intake − retained); methane: IPCC 2019 Tier 2.
Invalid input (including a total quantity of 0): exit status 2 and a JSON list of errors on standard error.`;

registerCommand('predict', {
  summary: 'expected daily gain, excretion and methane of an animal on a diet',
  help: HELP,
  run(input) {
    const read = ZPredictCliInput.safeParse(input);
    const issues = read.success ? [] : cliFieldErrors(read.error, 'brackets');
    // Not an object at all: the animal is what is missing.
    if (issues.some((issue) => issue.field === ''))
      return { ok: false, errors: [{ field: 'animal', code: 'required' }] };
    const errors: TCliFieldError[] = [];
    const animal = parseAnimalJson((input as { animal?: unknown }).animal, 'prediction');
    if (!animal.ok) errors.push(...animal.errors.map((e) => ({ ...e, field: `animal.${e.field}` })));
    // The feeds' errors first; the methane factor's only once the animal and the feeds are valid.
    errors.push(...issues.filter((issue) => issue.field !== 'ym'));
    if (!animal.ok || errors.length > 0 || !read.success) {
      return { ok: false, errors: errors.length > 0 ? errors : issues };
    }
    const feeds = feedsOf(read.data);
    const ym = read.data.ym ?? undefined;
    const result = predictPerformance(animal.value, feeds, ym !== undefined ? { ymPercent: ym } : {});
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
        CMSOfertada: p.supply.dmKg,
        CMSConsumida: p.eaten?.dmKg ?? p.supply.dmKg,
        CMSMaxima: p.intake.maxDmiKg,
        consumoLimitado: p.eaten !== undefined,
        ym: p.methane.ymPercent,
        CMSEsperada: p.intake.dmiKg,
        CMSBrCorte: p.intake.cmsKg ?? null,
        CMSEnergiaDieta: p.intake.dietEnergyDmiKg ?? null,
        baseConsumo: p.intake.basis === 'dietEnergy' ? 'energiaDieta' : 'ganho',
        ...(p.pasture
          ? {
              CMSForragem: p.pasture.forageDmKg,
              CMSSuplemento: p.pasture.supplementDmKg,
              CMSForragemSemSuplemento: p.pasture.forageAloneDmKg,
              taxaSubstituicao: p.pasture.substitutionRate,
            }
          : {}),
        ...(p.intake.grazing ? { consumoPastejo: true } : {}),
      },
    };
  },
});
