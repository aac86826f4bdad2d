// `cocho supplement`: concentrate feeds and a crude-protein target (JSON) on stdin → the supplement mix.
import { formulateSupplement, loadLpSolver } from '@cocho/engine';
import type { SupplementError } from '@cocho/engine';
import { registerCommand } from '../run-cli';
import { readFeeds } from './formulate';
import type { CliError } from './formulate';

const HELP = `cocho supplement < input.json

Protein supplement (spec 02 §9 supplement solver): the mix of all-concentrate feeds with the most TDN
(NDT, % of DM) whose crude protein equals the target; shares are of the supplement's dry matter and sum to
100 %. When feeds carry a "quantidade" (kg as fed per day, e.g. the diet of the saved prediction the
supplement comes from), each feed's share stays within 0.2 and 2.05 times its share of those quantities.
Input:
  { "alimentos": [{ "id": string, "nutrientes": { "MS": number, "PB": number, "NDT": number, ... },
                    "custo"?: number (per kg as fed), "quantidade"?: number, "volumoso"?: boolean,
                    "tipo"?: number }],
    "proteina": number (crude protein target, % of the supplement's DM) }
Every feed needs MS, PB and NDT; roughage feeds (volumoso, or tipo 0, 1, 6, 7) are refused.
Output:
  { "status": "otima",
    "composicaoMS": { "<id>": % of the supplement's DM }, "composicaoMN": { "<id>": % as fed },
    "quantidade": { "<id>": kg as fed per day } | null (null without input quantities),
    "nutrientes": { "<nutrient key>": composition of the supplement, feed units; MS % as fed },
    "NDT": TDN % of DM (the objective), "custoKgMN": number|null, "custoKgMS": number|null }
  or, when no mix meets the target within the bounds (or its TDN is not positive):
  { "status": "inviavel", "erro": "SUPPLEMENT_INVALID" }
"quantidade": give it for every feed (above 0) or for none. "custo" 0 or absent means no price;
custoKgMN and custoKgMS are null unless every feed in the mix (share above 0) has a price.
Invalid input: exit status 2 and a JSON list of {"path","code","message"} errors on standard error
(codes include SUPPLEMENT_ROUGHAGE_FEED, SUPPLEMENT_FEED_MISSING_CP_TDN, SUPPLEMENT_FEED_QUANTITY_REQUIRED
for a feed without "quantidade" when others have one, and SUPPLEMENT_FEED_QUANTITY_NOT_POSITIVE).`;

/** Where each engine error points in the input, and what it says (English; the web app translates codes). */
function describeError(error: SupplementError): CliError {
  const feed = 'id' in error ? `alimentos[id=${error.id}]` : 'alimentos';
  switch (error.code) {
    case 'SUPPLEMENT_FEED_QUANTITY_REQUIRED':
      return {
        path: `${feed}.quantidade`,
        code: error.code,
        message: 'quantidade is required: give it for every feed or for none',
      };
    case 'SUPPLEMENT_FEED_QUANTITY_NOT_POSITIVE':
      return { path: `${feed}.quantidade`, code: error.code, message: 'quantidade must be above 0' };
    case 'SUPPLEMENT_FEED_NEGATIVE_COST':
      return { path: `${feed}.custo`, code: error.code, message: 'custo must not be negative' };
    case 'SUPPLEMENT_TARGET_OUT_OF_RANGE':
      return { path: 'proteina', code: error.code, message: 'proteina must be a number above 0 (% of DM)' };
    default:
      return { path: feed, code: error.code, message: error.code.toLowerCase().replace(/_/g, ' ') };
  }
}

registerCommand('supplement', {
  summary: 'protein supplement: most TDN at a fixed crude protein',
  help: HELP,
  // The WebAssembly solver loads only when the command runs (loadLpSolver caches it).
  async run(input) {
    const solver = await loadLpSolver();
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      return {
        ok: false,
        errors: [{ path: '', code: 'INVALID_INPUT', message: 'input must be a JSON object' }],
      };
    const record = input as Record<string, unknown>;
    const errors: CliError[] = [];
    const feeds = readFeeds(record.alimentos, errors, { requireCost: false });
    const target = record.proteina;
    if (typeof target !== 'number' || !Number.isFinite(target) || target <= 0)
      errors.push({
        path: 'proteina',
        code: 'REQUIRED',
        message: 'proteina must be a number above 0 (% of DM)',
      });
    if (errors.length > 0) return { ok: false, errors };
    const result = formulateSupplement({ feeds, proteinPercent: target as number }, solver);
    if (!result.ok) {
      if (result.errors.length === 1 && result.errors[0]?.code === 'SUPPLEMENT_INVALID')
        return { ok: true, output: { status: 'inviavel', erro: 'SUPPLEMENT_INVALID' } };
      return { ok: false, errors: result.errors.map(describeError) };
    }
    const value = result.value;
    const composicaoMS: Record<string, number> = {};
    const composicaoMN: Record<string, number> = {};
    const quantidade: Record<string, number> = {};
    let hasQuantities = true;
    for (const feed of value.feeds) {
      composicaoMS[feed.id] = feed.dryMatterPercent;
      composicaoMN[feed.id] = feed.asFedPercent;
      if (feed.quantityKgAsFed === null) hasQuantities = false;
      else quantidade[feed.id] = feed.quantityKgAsFed;
    }
    return {
      ok: true,
      output: {
        status: 'otima',
        composicaoMS,
        composicaoMN,
        quantidade: hasQuantities ? quantidade : null,
        nutrientes: value.composition,
        NDT: value.tdnPercent,
        custoKgMN: value.costPerKgAsFed,
        custoKgMS: value.costPerKgDm,
      },
    };
  },
});
