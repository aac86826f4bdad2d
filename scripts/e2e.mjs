// End-to-end tests in two runs (e2e/playwright.config.ts): first the specs that only touch their own
// accounts, in parallel workers; then, alone, the specs that change what every account sees. Both runs
// always happen; the command fails when either fails. Extra arguments (spec files, --grep …) go to both.
// On a full run with TEST_DATABASE_URL set (CI), the company and premium-sales journeys run once more with
// the server on a throw-away PostgreSQL schema of that database (COCHO_E2E_DATABASE_URL), one at a time,
// beside the "alone" run: each Playwright run starts its own server on its own port and database, so the
// two one-worker runs share nothing but the machine's two cores.
import { runInForeground, startHeldBack } from './lib.mjs';

const extra = process.argv.slice(2);
const POSTGRES_JOURNEYS = ['e2e/specs/company-journey.spec.ts', 'e2e/specs/premium-sales.spec.ts'];
const playwright = (args) => ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...args];

let failed = false;
console.log('\n▶ end-to-end: parallel specs');
if (!(await runInForeground('npx', playwright(['--project', 'chromium', '--pass-with-no-tests', ...extra]))))
  failed = true;

const postgres =
  extra.length === 0 && process.env.TEST_DATABASE_URL
    ? startHeldBack(
        'end-to-end: company and premium-sales journeys on PostgreSQL (run beside the next)',
        'npx',
        playwright(['--workers', '1', '--output', 'test-results-postgres', ...POSTGRES_JOURNEYS]),
        { env: { ...process.env, COCHO_E2E_DATABASE_URL: process.env.TEST_DATABASE_URL } },
      )
    : Promise.resolve(true);
console.log('\n▶ end-to-end: specs that change every account, alone');
if (!(await runInForeground('npx', playwright(['--project', 'alone', '--pass-with-no-tests', ...extra]))))
  failed = true;
if (!(await postgres)) failed = true;
if (failed) {
  console.error('\n✖ end-to-end tests failed');
  process.exit(1);
}
