// End-to-end tests in two runs (e2e/playwright.config.ts): first the specs that only touch their own
// accounts, in parallel workers; then, alone, the specs that change what every account sees. Both runs
// always happen; the command fails when either fails. Extra arguments (spec files, --grep …) go to both.
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
if (failed) {
  console.error('\n✖ end-to-end tests failed');
  process.exit(1);
}
