// `npm test`: install when missing, then lint, type check, unit tests, integration tests (SQLite, and
// PostgreSQL too when TEST_DATABASE_URL is set), build, and end-to-end tests in headless Chromium.
//
// Every command runs, in an order that keeps both cores busy (docs/decisions/ci-time.md): ESLint,
// Prettier, the type check and the build start at once in the background at a lower CPU priority (they
// have no time limits and use what the tests leave idle, their output printed when each ends), while the
// tests run in the foreground; the end-to-end tests start once the build and every earlier step passed.
import { installStartingScripts, run, runInForeground, startHeldBack } from './lib.mjs';

// On a fresh clone the packages' install scripts (native modules compiled from source) run in the
// background while the steps that load no native module start: lint, type check, build and the engine's tests.
const installScripts = installStartingScripts();
// Chromium and pdftotext (Debian packages) before any test: unit tests read PDFs back too.
run('node', ['scripts/ensure-test-tools.mjs']);
const step = (title) => console.log(`\n▶ ${title}`);

step('lint, type check and build: in the background, their reports printed when each ends');
const background = [
  startHeldBack('ESLint', 'npx', ['eslint', '.', '--max-warnings=0'], { nice: true }),
  startHeldBack('Prettier', 'npx', ['prettier', '--check', '.', '--log-level', 'warn'], { nice: true }),
  // TypeScript 7's native compiler (the `typescript-native` alias; `typescript` stays 5.9 for ESLint and
  // the editor: docs/decisions/ci-time.md), on one thread: the same check for less CPU on two busy cores.
  startHeldBack(
    'type check (TypeScript 7, tsc -b)',
    'node',
    ['node_modules/typescript-native/bin/tsc', '-b', '--singleThreaded'],
    { nice: true },
  ),
];
const build = startHeldBack('build', 'node', ['scripts/build.mjs'], { nice: true });

let failed = false;
/** Runs a test step in the foreground; after a failure the next test steps and the end-to-end tests do not run. */
async function foreground(title, cmd, args) {
  step(title);
  if (!(await runInForeground(cmd, args))) {
    console.error(`\n✖ ${title} failed`);
    failed = true;
  }
}

// The engine's unit and LP property tests with its coverage gate (lines ≥ 90 %), then every other unit test
// and the integration tests without coverage: V8 coverage slows every module a worker runs, and only the
// engine's figure is gated.
await foreground('engine unit and property tests, with the engine coverage gate', 'npx', [
  'vitest',
  'run',
  '--project',
  'unit',
  '--project',
  'unit-shared',
  '--project',
  'properties',
  '--coverage',
  'packages/engine/',
]);
if (!(await installScripts)) {
  console.error('\n✖ the install scripts failed');
  failed = true;
}
// One run for both projects: their files share the two workers, so the integration files (which wait on
// SQLite, PostgreSQL and their servers) fill the unit tests' tail instead of starting after it.
if (!failed)
  await foreground(
    `other unit tests (contracts, CLI, server, web, scripts) and integration tests (SQLite${process.env.TEST_DATABASE_URL ? ' and PostgreSQL' : ''})`,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'unit',
      '--project',
      'unit-shared',
      '--project',
      'web',
      '--project',
      'integration',
      'packages/contracts/',
      'packages/cli/',
      'apps/server/',
      'apps/web/',
      'scripts/',
    ],
  );
step('waiting for lint, type check and build');
if ((await Promise.all([...background, build])).includes(false)) failed = true;
if (failed) {
  console.error('\n✖ tests failed (see above); the end-to-end tests did not run');
  process.exit(1);
}
step('end-to-end tests (headless Chromium)');
run('node', ['scripts/e2e.mjs']);
console.log('\n✔ all tests passed');
