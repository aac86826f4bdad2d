// End-to-end tests in separate Playwright runs (e2e/playwright.config.ts), each with its own server on its own
// port and its own throw-away database, so they share nothing but the machine: the specs that only touch
// their own accounts, in parallel workers (project chromium), and, beside them in one more worker, first the
// specs that change what every account sees (project alone: alone on their server, not alone on the
// machine), then, on a full run with TEST_DATABASE_URL set (CI), the company and premium-sales journeys once
// more with the server on a throw-away PostgreSQL schema of that database (COCHO_E2E_DATABASE_URL). The run
// beside the parallel specs fills the time their workers leave the cores idle (pages waiting on transitions,
// timers and the server), and the phase no longer waits for it after the parallel specs end
// (docs/decisions/ci-time.md). Its output is held back and printed, with its time, after the parallel specs'
// own. Every run always happens; the command fails when any fails. Extra arguments (spec files, --grep …) go
// to the parallel and the alone runs.
import { spawn } from 'node:child_process';
import { ROOT, runInForeground } from './lib.mjs';

const extra = process.argv.slice(2);
const POSTGRES_JOURNEYS = ['e2e/specs/company-journey.spec.ts', 'e2e/specs/premium-sales.spec.ts'];
const playwright = (args) => ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...args];
// The runs beside the parallel specs print their list when they end and keep their own artefacts (the HTML
// report, when not on CI, is the parallel specs').
const besideArgs = (output) => ['--reporter', 'list', '--output', output];

/** Runs a command with its output held back; answers whether it passed, its output and its seconds. */
function runHeldBack(cmd, args, env = process.env) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) =>
      resolve({
        passed: status === 0,
        status,
        output: Buffer.concat(output),
        seconds: Math.round((Date.now() - started) / 1000),
      }),
    );
  });
}

/** The runs beside the parallel specs, one after the other; answers each one's title and result. */
async function besideRuns() {
  const runs = [
    {
      title: 'end-to-end: specs that change every account, alone on their own server',
      args: playwright([
        '--project',
        'alone',
        '--pass-with-no-tests',
        ...besideArgs('test-results-alone'),
        ...extra,
      ]),
      env: process.env,
    },
  ];
  if (extra.length === 0 && process.env.TEST_DATABASE_URL)
    runs.push({
      title: 'end-to-end: company and premium-sales journeys on PostgreSQL',
      args: playwright(['--workers', '1', ...besideArgs('test-results-postgres'), ...POSTGRES_JOURNEYS]),
      env: { ...process.env, COCHO_E2E_DATABASE_URL: process.env.TEST_DATABASE_URL },
    });
  const results = [];
  for (const run of runs) results.push({ ...run, ...(await runHeldBack('npx', run.args, run.env)) });
  return results;
}

const started = Date.now();
console.log(
  '\n▶ end-to-end: parallel specs (beside them, held back: the alone specs, then the PostgreSQL journeys)',
);
const beside = besideRuns();
let failed = !(await runInForeground(
  'npx',
  playwright(['--project', 'chromium', '--pass-with-no-tests', ...extra]),
));
console.log(
  `\n▶ end-to-end: parallel specs ${failed ? 'FAILED' : 'passed'} (${Math.round((Date.now() - started) / 1000)} s)`,
);
for (const run of await beside) {
  console.log(`\n▶ ${run.title} (${run.passed ? 'passed' : 'FAILED'}, ${run.seconds} s)\n`);
  process.stdout.write(run.output);
  if (!run.passed) {
    console.error(`\n✖ npx ${run.args.join(' ')} failed (exit ${run.status})`);
    failed = true;
  }
}
if (failed) {
  console.error('\n✖ end-to-end tests failed');
  process.exit(1);
}
