import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Five projects: `unit-shared` (the node unit tests that replace no module: engine, contracts, CLI, server,
// scripts and the web app's pure modules, files sharing a worker's modules), `unit` (the unit tests that need
// a fresh module graph per file: the web app's node tests that replace a module, and its component tests that
// do), `web` (the web app's component tests, files sharing a worker's modules), `properties` (LP property
// suites) and `integration` (server against real SQLite, and PostgreSQL too when TEST_DATABASE_URL is set).
// `npm run test:unit` runs `unit`, `unit-shared` and `web`.

const ROOT = fileURLToPath(new URL('./', import.meta.url));

/** The test files under `dir` (relative to the repository), with their sources. */
function testFiles(dir: string, pattern: RegExp): { path: string; source: string }[] {
  const files: { path: string; source: string }[] = [];
  for (const file of readdirSync(ROOT + dir, { recursive: true, encoding: 'utf8' })) {
    const path = `${dir}${file.replaceAll('\\', '/')}`;
    if (!pattern.test(path) || path.includes('/node_modules/')) continue;
    files.push({ path, source: readFileSync(ROOT + path, 'utf8') });
  }
  return files;
}

/**
 * A test that must not share a worker's modules with other files: it replaces a module (`vi.mock`,
 * `vi.doMock`: without isolation a replacement would not reach a module an earlier file already loaded, and
 * would stay for the files after it), reloads modules (`vi.resetModules`), stubs globals or environment
 * variables (nothing unstubs them between files of the shared node project) or uses the fake IndexedDB
 * (`fake-indexeddb/auto` defines its globals for good). docs/decisions/ci-time.md.
 */
const NEEDS_FRESH_MODULES =
  /\bvi\.(do)?[mM]ock\(|\bvi\.resetModules\(|\bvi\.stub(Global|Env)\(|fake-indexeddb/;

/**
 * A component test that needs a fresh module graph: it is about a module's state before its first load (the
 * session harness loads the stored user's check once per worker; docs/decisions/ci-time.md).
 */
const WEB_STILL_ISOLATED = new Set(['apps/web/src/session/session-storage.test.ts']);
/**
 * The web app's component tests (happy-dom, by the docblock on their first line) that replace no module run
 * in `web`, without per-file isolation; its node tests that need no fresh modules run in `unit-shared`. The
 * other web tests run isolated in `unit`. Happy-dom and node files stay in separate projects: in one project
 * they would alternate environments, and a worker is started afresh at each change.
 */
const WEB_COMPONENT_TESTS: string[] = [];
const NODE_SHARED_TESTS: string[] = [];
const ISOLATED_TESTS: string[] = [];
for (const { path, source } of testFiles('apps/web/src/', /\.test\.tsx?$/)) {
  if (source.startsWith('// @vitest-environment happy-dom\n')) {
    // `fresh-file.setup.ts` unstubs a component test's globals and environment and gives it a fresh fake
    // IndexedDB: only a replaced module, or a test of a module's first load, keeps it isolated.
    const isolated = /\bvi\.(do)?[mM]ock\(/.test(source) || WEB_STILL_ISOLATED.has(path);
    (isolated ? ISOLATED_TESTS : WEB_COMPONENT_TESTS).push(path);
  } else (NEEDS_FRESH_MODULES.test(source) ? ISOLATED_TESTS : NODE_SHARED_TESTS).push(path);
}
/** The node unit tests of the packages, the server and the scripts (not integration or property suites). */
for (const dir of [
  'packages/engine/src/',
  'packages/contracts/src/',
  'packages/cli/src/',
  'apps/server/src/',
  'scripts/',
]) {
  for (const { path, source } of testFiles(dir, /(?<!\.int|\.properties)\.test\.ts$/))
    (NEEDS_FRESH_MODULES.test(source) ? ISOLATED_TESTS : NODE_SHARED_TESTS).push(path);
}

/**
 * The integration files share a worker's modules (`isolate: false` below): one that replaces a module, reloads
 * modules or stubs globals or environment variables would change them for the files after it.
 */
const INTEGRATION_FILES = [
  ...testFiles('apps/server/src/', /\.int\.test\.ts$/),
  ...testFiles('packages/cli/src/', /\.int\.test\.ts$/),
];
for (const { path, source } of INTEGRATION_FILES)
  if (NEEDS_FRESH_MODULES.test(source))
    throw new Error(
      `${path}: integration files share a worker's modules; replace no module and stub no global or environment variable there`,
    );

export default defineConfig({
  test: {
    // Engine coverage, only with `--coverage` (npm test passes it): a targeted run stays fast.
    coverage: {
      provider: 'v8',
      include: ['packages/engine/src/**/*.ts'],
      exclude: ['packages/engine/src/**/*.test.ts', 'packages/engine/src/**/testing/**'],
      reportsDirectory: 'coverage',
      reporter: ['text-summary', 'html'],
      thresholds: { lines: 90 },
    },
    // Vitest's default is one worker fewer than the cores: a single worker on a two-core machine, where the
    // main process is mostly idle. Two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          // The unit tests that need a fresh module graph per file (NEEDS_FRESH_MODULES above).
          name: 'unit',
          include: ISOLATED_TESTS,
          environment: 'node',
          setupFiles: ['apps/web/src/testing/wait-for-states.setup.ts'],
          // Rendering MUI screens in happy-dom, and example LP cases (a profit search), take seconds; on a
          // busy 2-core machine several times more (15 s cut healthy tests off). A hang still fails.
          testTimeout: 60000,
        },
      },
      {
        test: {
          // The node unit tests that replace no module, without per-file isolation: the files in one worker
          // share its modules (the engine, the contracts' schemas, the server's modules and their packages
          // are imported once per worker, not once per file). What a file leaves behind (a module-level cache
          // it filled, a spy on a shared module, fake timers) is seen by the files after it in the same
          // worker: a file restores what it changes, and a test of a module's first load belongs in `unit`.
          // docs/decisions/ci-time.md.
          name: 'unit-shared',
          include: NODE_SHARED_TESTS,
          environment: 'node',
          isolate: false,
          testTimeout: 60000,
        },
      },
      {
        test: {
          // The web app's component tests, without per-file isolation: the files in one worker share its
          // modules (MUI, Emotion, React and the app are imported once per worker, not once per file) and its
          // happy-dom page. `fresh-file.setup.ts` gives each file what a fresh worker would: no screen,
          // storage or cookie, i18next back in the starting language, the app's module-level caches emptied,
          // real timers (docs/decisions/ci-time.md).
          name: 'web',
          include: WEB_COMPONENT_TESTS,
          environment: 'happy-dom',
          isolate: false,
          setupFiles: [
            'apps/web/src/testing/wait-for-states.setup.ts',
            'apps/web/src/testing/fresh-file.setup.ts',
          ],
          testTimeout: 60000,
        },
      },
      {
        test: {
          // LP property suites: many random or generated problems, brute-force scans, an independent solver.
          // `npm test` runs them with `unit` in one invocation; `npm run test:properties` runs them alone.
          name: 'properties',
          include: ['packages/*/src/**/*.properties.test.ts'],
          environment: 'node',
          testTimeout: 60000,
        },
      },
      {
        test: {
          name: 'integration',
          include: INTEGRATION_FILES.map((file) => file.path),
          environment: 'node',
          // New password hashes at a small argon2id cost (64 KiB, one iteration): over a thousand hashes
          // otherwise spend about 50 ms of CPU each (auth/routes.int.test.ts checks the production
          // parameters once).
          setupFiles: ['apps/server/src/testing/cheap-password-hashing.setup.ts'],
          // Names the run's prepared databases and removes them at the end: a block starts from a copy of a
          // database migrated and seeded once per run (testing/prepared-databases.ts).
          globalSetup: ['apps/server/src/testing/prepared-databases.global-setup.ts'],
          // Files in one worker share its modules, as in `unit-shared`: the server, the contracts, the engine
          // and their packages are imported once per worker instead of once per file (in a probe of eight
          // files on both databases, 32 CPU-s instead of 52; docs/decisions/test-speed.md). An integration file
          // must therefore replace no module and stub no global or variable (checked above).
          isolate: false,
          // Some tests send thousands of requests (bad input to every call: 7 s alone on a quiet machine,
          // over 30 s on a busy one); a hang still fails.
          testTimeout: 120000,
          hookTimeout: 120000,
          // Files side by side (each block has its own SQLite file, PostgreSQL database, Redis prefix and
          // port). The throw-away PostgreSQL schemas a few files still make are dropped under a lock that
          // migrations hold shared (db/dialects/schema-drop-lock.ts): a drop in the middle of Kysely's
          // catalogue read once failed another file's migrations with "schema t_… does not exist".
        },
      },
    ],
  },
});
