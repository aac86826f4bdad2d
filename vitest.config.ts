import { defineConfig } from 'vitest/config';

// Two projects: `unit` (engine, contracts, cli, web components, server units) and `integration`
// (server against real SQLite, and PostgreSQL too when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Rendering MUI screens in jsdom takes seconds on a busy 2-core machine; 5 s cut healthy tests off.
          testTimeout: 15000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts', 'packages/cli/src/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
        },
      },
    ],
  },
});
