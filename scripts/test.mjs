// `npm test`: install when missing, then lint, type check, unit tests, integration tests (SQLite, and
// PostgreSQL too when TEST_DATABASE_URL is set), build, and end-to-end tests in headless Chromium.
import { ensureInstalled, run, runTogether } from './lib.mjs';

ensureInstalled();
// Chromium and pdftotext (Debian packages) before any test: unit tests read PDFs back too.
run('node', ['scripts/ensure-test-tools.mjs']);
const step = (title) => console.log(`\n▶ ${title}`);
step('lint and type check (side by side)');
await runTogether([
  ['npx', ['eslint', '.', '--max-warnings=0']],
  ['npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['npx', ['tsc', '-b']],
]);
// The engine's unit and LP property tests with its coverage gate (lines ≥ 90 %), then every other unit test
// without coverage: V8 coverage slows every module a worker runs, and only the engine's figure is gated.
step('engine unit and property tests, with the engine coverage gate');
run('npx', [
  'vitest',
  'run',
  '--project',
  'unit',
  '--project',
  'properties',
  '--coverage',
  'packages/engine/',
]);
step('other unit tests (contracts, CLI, server, web, scripts)');
run('npx', [
  'vitest',
  'run',
  '--project',
  'unit',
  'packages/contracts/',
  'packages/cli/',
  'apps/server/',
  'apps/web/',
  'scripts/',
]);
step(`integration tests (SQLite${process.env.TEST_DATABASE_URL ? ' and PostgreSQL' : ''})`);
run('npx', ['vitest', 'run', '--project', 'integration']);
step('build');
run('node', ['scripts/build.mjs']);
step('end-to-end tests (headless Chromium)');
run('node', ['scripts/e2e.mjs']);
console.log('\n✔ all tests passed');
