import { defineConfig } from 'vitest/config';

// Two projects: `unit` (engine, contracts, cli, web components, server units) and `integration`
// (server against real SQLite, and PostgreSQL too when TEST_DATABASE_URL is set).
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
            'apps/web/src/**/*.test.{ts,tsx}',
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
