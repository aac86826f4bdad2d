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
// Unit and LP property tests in one invocation (both cores busy throughout), with the engine's coverage gate.
step('unit and property tests, engine coverage');
run('npx', ['vitest', 'run', '--project', 'unit', '--project', 'properties', '--coverage']);
step(`integration tests (SQLite${process.env.TEST_DATABASE_URL ? ' and PostgreSQL' : ''})`);
run('npx', ['vitest', 'run', '--project', 'integration']);
step('build');
run('node', ['scripts/build.mjs']);
step('end-to-end tests (headless Chromium)');
run('node', ['scripts/e2e.mjs']);
console.log('\n✔ all tests passed');
