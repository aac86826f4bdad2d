// Counts otima / aproximada / inviavel on N random problems with and without the default feed-class caps.
// Run: npx tsx bench/feed-class-caps-count.mts [N]
import { applyDefaultInclusionCaps, formulateDiet, loadLpSolver } from '../packages/engine/src/index';
import { generateDietProblem } from '../packages/engine/src/formulation/testing/random-problems';

const n = Number(process.argv[2] ?? 200);
const solver = await loadLpSolver();
for (const variant of [
  { name: 'generator default (traceMinerals, premix)', options: { traceMinerals: true } },
  { name: 'with mineral and NPN sources and premix', options: { mineralSources: true, traceMinerals: true } },
  { name: 'no premix', options: {} },
  { name: 'no premix, with mineral and NPN sources', options: { mineralSources: true } },
]) {
  for (const caps of [false, true]) {
    const count: Record<string, number> = { otima: 0, aproximada: 0, inviavel: 0 };
    for (let seed = 1; seed <= n; seed++) {
      const problem = generateDietProblem(seed, { feedCount: 6, ...variant.options });
      const feeds = caps ? applyDefaultInclusionCaps(problem.feeds) : problem.feeds;
      const result = formulateDiet({ ...problem, feeds }, solver, {
        explainConflicts: false,
        economics: false,
      });
      if (result.ok) count[result.value.status] = (count[result.value.status] ?? 0) + 1;
    }
    console.log(`${variant.name}, caps ${caps ? 'on' : 'off'}: ${JSON.stringify(count)} of ${n}`);
  }
}
