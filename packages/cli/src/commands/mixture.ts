// `cocho mixture`: the mixture (ration) calculator (engine mixture/) on JSON.
import { calculateMixture, DEFAULT_TOTAL_RATION_KG, MIXED_NUTRIENT_KEYS } from '@cocho/engine';
import type { MixtureInput } from '@cocho/engine';
import { registerCommand } from '../run-cli';

const HELP = `cocho mixture < input.json > mix.json

Mixture (ration) calculator: composition of a mix of feeds on dry-matter and as-fed bases, the amounts for
the ration to produce, and a batch (mixer) sheet. Every nutrient of the mix is the dry-matter-weighted mean
of the feeds' values; the mix's MS = total kg DM / total kg as fed × 100.

Input (JSON object):
  {
    "alimentos": [ {                          at least one feed; ids unique
      "id": string,
      "nutrientes": { "<key>": number },      product keys and units: MS % as fed (required, 0 < MS <= 100);
                                              PB, PDR, PNDR, PM, NDT, FDN, FDNfe, AMIDO, EE, CNF, MM, MO,
                                              lignina, FDA, PBA, PBB, Ca, P, Mg, K, Na, S % of DM;
                                              EL, EM, ED Mcal/kg DM; Co, Cu, I, Mn, Se, Zn mg/kg DM;
                                              NDT_x2016 / EM_x2016 / ED_x2016 names are accepted; PBKD
                                              (a rate) is not mixed; unknown keys are ignored with a warning
      "quantidade"?: number >= 0,             kg on the basis below          } give one of the two, the
      "proporcao"?: number >= 0,              share of the mix, %            } same kind for every feed
      "custo"?: number >= 0                   R$ per kg as fed (optional)
    } ],
    "base"?: "MN" | "MS",                     basis of quantidade/proporcao: as fed (default) or dry matter
    "total_racao_a_produzir"?: number >= 0,   ration to produce, kg as fed; 0 or empty = ${DEFAULT_TOTAL_RATION_KG}
    "capacidade_misturador"?: number > 0      mixer capacity, kg as fed per batch; absent = no batch sheet
  }

Output (JSON object; unrounded numbers):
  {
    "rows": [ { "id",
                "asFedKg",        kg as fed in the recipe (with shares: per 100 kg of the basis)   spec MN
                "dmKg",           kg DM in the recipe                                              spec MS
                "asFedPercent",   share of the mix as fed, %                                       spec MNprop
                "dmPercent",      share of the mix's DM, %                                         spec MSprop
                "rationAsFedKg",  kg as fed for the ration to produce                              spec totalRacao
                "rationDmKg" } ], kg DM for the ration to produce
    "dryMatterPercent":  DM of the mix, % as fed
    "compositionDm":     { "<key>": value on a DM basis, units as the input }  (keys: ${MIXED_NUTRIENT_KEYS.join(', ')})
    "compositionAsFed":  { "<key>": value per kg as fed; "MS": DM % }
    "units":             { "<key>": unit on a DM basis }
    "incompleteNutrients": [keys some feed with an amount lacks; taken as 0]
    "totalRationKg", "totalRationDmKg":  ration to produce, kg as fed and kg DM
    "cost": { "perKgAsFed", "perKgDm", "totalRation" (R$) } | null   null if a feed with an amount has no custo
    "batches": { "mixerCapacityKg", "batchCount" (partial included), "fullBatchCount", "hasPartialBatch",
                 "lastBatchKg", "rows": [ { "id", "kgPerFullBatch", "kgInLastBatch" } ] } | null
    "warnings": [ { "code": "SHARES_NORMALISED", "sumPercent" } | { "code": "UNKNOWN_NUTRIENT_IGNORED",
                    "feedId", "key" } ]
  }

Invalid input: exit status 2 and on standard error a JSON list of { "field", "code" }, codes REQUIRED,
NOT_A_NUMBER, NOT_AN_OBJECT, MUST_BE_POSITIVE, MUST_BE_NON_NEGATIVE, MAX_100_PERCENT, DUPLICATE_ID,
AMOUNTS_AND_SHARES_MIXED, NO_FEEDS, TOTAL_NOT_POSITIVE (no feed has an amount above 0), INVALID_BASE.`;

registerCommand('mixture', {
  summary: 'composition of a feed mix, ration to produce and mixer batch sheet',
  help: HELP,
  run(input) {
    const result = calculateMixture(input as MixtureInput);
    return result.ok ? { ok: true, output: result.value } : { ok: false, errors: [...result.errors] };
  },
});
