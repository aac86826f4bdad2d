import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Four projects: `unit` (engine, contracts, cli, server units, scripts, the web app's node tests), `web` (the
// web app's component tests, files sharing a worker's modules), `properties` (LP property suites) and
// `integration` (server against real SQLite, and PostgreSQL too when TEST_DATABASE_URL is set). `npm run test:unit` runs `unit` and `web`.

/**
 * The web app's component tests (happy-dom, by the docblock on their first line) that replace no module.
 * They run in `web`, without per-file isolation. The other web tests run isolated in `unit`: those that
 * replace a module (`vi.mock`, `vi.doMock`; without isolation a replacement would not reach a module an
 * earlier file already loaded, and would stay for the files after it), and the node ones (pure modules,
 * cheap to import; in one project with the happy-dom files they would alternate environments, and a worker
 * is started afresh at each change). docs/decisions/ci-time.md.
 */
const WEB_SOURCES = fileURLToPath(new URL('apps/web/src/', import.meta.url));
/**
 * A component test that needs a fresh module graph: it is about a module's state before its first load (the
 * session harness loads the stored user's check once per worker; docs/decisions/ci-time.md).
 */
const WEB_STILL_ISOLATED = new Set(['session/session-storage.test.ts']);
const WEB_COMPONENT_TESTS: string[] = [];
const WEB_ISOLATED_TESTS: string[] = [];
for (const file of readdirSync(WEB_SOURCES, { recursive: true, encoding: 'utf8' })) {
  if (!/\.test\.tsx?$/.test(file)) continue;
  const source = readFileSync(WEB_SOURCES + file, 'utf8');
  const isComponentTest =
    source.startsWith('// @vitest-environment happy-dom\n') &&
    !/\bvi\.(do)?[mM]ock\(/.test(source) &&
    !WEB_STILL_ISOLATED.has(file.replaceAll('\\', '/'));
  (isComponentTest ? WEB_COMPONENT_TESTS : WEB_ISOLATED_TESTS).push(
    `apps/web/src/${file.replaceAll('\\', '/')}`,
  );
}

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
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            ...WEB_ISOLATED_TESTS,
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/*.properties.test.ts', '**/node_modules/**'],
          environment: 'node',
          setupFiles: ['apps/web/src/testing/wait-for-states.setup.ts'],
          // Rendering MUI screens in happy-dom, and example LP cases (a profit search), take seconds; on a
          // busy 2-core machine several times more (15 s cut healthy tests off). A hang still fails.
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
          include: ['apps/server/src/**/*.int.test.ts', 'packages/cli/src/**/*.int.test.ts'],
          environment: 'node',
          // New password hashes at a small argon2id cost (64 KiB, one iteration): over a thousand hashes
          // otherwise spend about 50 ms of CPU each (auth/routes.int.test.ts checks the production
          // parameters once).
          setupFiles: ['apps/server/src/testing/cheap-password-hashing.setup.ts'],
          // Some tests send thousands of requests (bad input to every call: 7 s alone on a quiet machine,
          // over 30 s on a busy one); a hang still fails.
          testTimeout: 120000,
          hookTimeout: 120000,
          // Files side by side (each block has its own SQLite file, PostgreSQL schema, Redis prefix and port).
          // Throw-away PostgreSQL schemas are dropped under a lock that migrations hold shared
          // (db/dialects/schema-drop-lock.ts): a drop in the middle of Kysely's catalogue read once failed
          // another file's migrations with "schema t_… does not exist".
        },
      },
    ],
  },
});
