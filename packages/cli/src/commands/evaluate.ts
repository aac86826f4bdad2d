// `cocho evaluate`: runs the performance prediction over published Brazilian trial means and reports, by
// system, bias, RMSE, the MSE decomposition and the concordance correlation coefficient
// (docs/decisions/model-evaluation.md).
import { cliFieldErrors, ZEvaluateCliInput } from '@cocho/contracts';
import type { AgreementStatistics, SystemEvaluation } from '@cocho/engine';
import { evaluateModel, loadShippedTrials, parseTrials } from '@cocho/engine';
import { EXIT_CHECK_FAILED, registerCommand } from '../run-cli';

const HELP = `echo '{}' | cocho evaluate

Input: {} to evaluate on the trial table shipped with Cocho, or {"trials": [Trial, ...]} for your own
table (same shape as the shipped one: id, citation, table, url, system "confinamento"|"pasto", breed
"zebuino"|"cruzado_corte"|"cruzado_leite", sex "macho"|"macho_castrado"|"femea", animals, initialWeightKg,
finalWeightKg, days, diet [{id, name, nutrientes (per kg DM), shareOfDm (% of diet DM) or dmKgPerDay,
volumoso?}], observed {adgKg, dmiKg|null}, outOfDomain? (reason)). A roughage marked volumoso may give FDN
instead of NDT: its TDN is then 83.79 − 0.4171 × FDN (Cappelle et al. 2001). "checkBounds": false reports
without checking the bounds.

Each trial is predicted as \`cocho predict\` would: the gain from the intake observed (ad libitum when the
trial gives none), and the intake as the expected intake (BR-CORTE CMS, or the diet-energy intake on dilute
diets) at that gain. Without Ca and P in the diet, the gain is the one energy and protein allow.

Output: {"systems": [{"system", "adg": Statistics, "dmi": Statistics|null, "zeroGainMisses": [ids]}],
"bounds": [{"system", "variable", "measure", "limit", "value", "met"}], "trials": [{"id", "observedAdgKg",
"predictedAdgKg", "observedDmiKg", "predictedDmiKg", "limiting", "outOfDomain"?}], "systemsInDomain"?:
[same as systems, without the rows marked outOfDomain; bounds are always checked on every row]}.
Statistics: n, meanObserved, meanPredicted, bias (mean of predicted − observed), rmse, mse, decomposition
{meanBias, slope, random and their shares of the MSE} (Tedeschi 2006), r, ccc (Lin 1989).
Bounds: feedlot gain |bias| ≤ 0.10 and RMSE ≤ 0.20 kg/day; intake |bias| ≤ 0.5 kg/day; pasture gain above 0
wherever the observed gain is above 0.1 kg/day, RMSE ≤ 0.25 kg/day.
Exit status 3 when a bound is not met (the output is still written); 2 for invalid input.`;

const round = (x: number) => Math.round(x * 10000) / 10000;
const roundStats = (s: AgreementStatistics | null) =>
  s && {
    ...s,
    meanObserved: round(s.meanObserved),
    meanPredicted: round(s.meanPredicted),
    bias: round(s.bias),
    rmse: round(s.rmse),
    mse: round(s.mse),
    decomposition: Object.fromEntries(Object.entries(s.decomposition).map(([k, v]) => [k, round(v)])),
    r: s.r === null ? null : round(s.r),
    ccc: s.ccc === null ? null : round(s.ccc),
  };

registerCommand('evaluate', {
  summary: 'model evaluation against published trials: bias, RMSE, MSE decomposition, CCC',
  help: HELP,
  run(input) {
    const read = ZEvaluateCliInput.safeParse(input);
    if (!read.success) return { ok: false, errors: cliFieldErrors(read.error, 'dots') };
    const record = read.data;
    let trials;
    if (record.trials === undefined) trials = loadShippedTrials();
    else {
      const parsed = parseTrials(record);
      if (!parsed.ok)
        return { ok: false, errors: parsed.errors.map((message) => ({ field: 'trials', message })) };
      trials = parsed.value;
    }
    const evaluation = evaluateModel(trials);
    const roundSystem = (s: SystemEvaluation) => ({ ...s, adg: roundStats(s.adg), dmi: roundStats(s.dmi) });
    const output = {
      systems: evaluation.systems.map(roundSystem),
      bounds: evaluation.bounds.map((b) => ({ ...b, value: round(b.value) })),
      trials: evaluation.results.map((r) => ({
        id: r.trial.id,
        system: r.trial.system,
        observedAdgKg: r.trial.observed.adgKg,
        predictedAdgKg: round(r.predictedAdgKg),
        observedDmiKg: r.trial.observed.dmiKg,
        predictedDmiKg: round(r.predictedDmiKg),
        limiting: r.limiting,
        ...(r.trial.outOfDomain !== undefined ? { outOfDomain: r.trial.outOfDomain } : {}),
      })),
      ...(evaluation.systemsInDomain !== undefined
        ? { systemsInDomain: evaluation.systemsInDomain.map(roundSystem) }
        : {}),
    };
    const failed = record.checkBounds !== false && evaluation.bounds.some((b) => !b.met);
    return { ok: true, output, ...(failed ? { exitCode: EXIT_CHECK_FAILED } : {}) };
  },
});
