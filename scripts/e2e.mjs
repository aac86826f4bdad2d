// End-to-end tests in two runs (e2e/playwright.config.ts): first the specs that only touch their own
// accounts, in parallel workers; then, alone, the specs that change what every account sees. Both runs
// always happen; the command fails when either fails. Extra arguments (spec files, --grep …) go to both.
// On a full run with TEST_DATABASE_URL set (CI), the company and premium-sales journeys run once more with
// the server on a throw-away PostgreSQL schema of that database (COCHO_E2E_DATABASE_URL), one at a time.
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib.mjs';

const extra = process.argv.slice(2);
let failed = false;
for (const project of ['chromium', 'alone']) {
  console.log(
    `\n▶ end-to-end: ${project === 'alone' ? 'specs that change every account, alone' : 'parallel specs'}`,
  );
  const result = spawnSync(
    'npx',
    [
      'playwright',
      'test',
      '-c',
      'e2e/playwright.config.ts',
      '--project',
      project,
      '--pass-with-no-tests',
      ...extra,
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) failed = true;
}
const POSTGRES_JOURNEYS = ['e2e/specs/company-journey.spec.ts', 'e2e/specs/premium-sales.spec.ts'];
if (extra.length === 0 && process.env.TEST_DATABASE_URL) {
  console.log('\n▶ end-to-end: company and premium-sales journeys on PostgreSQL');
  const result = spawnSync(
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--workers', '1', ...POSTGRES_JOURNEYS],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, COCHO_E2E_DATABASE_URL: process.env.TEST_DATABASE_URL },
    },
  );
  if (result.status !== 0) failed = true;
}
if (failed) {
  console.error('\n✖ end-to-end tests failed');
  process.exit(1);
}
