/**
 * Server entry (`node apps/server/dist/main.js` from the repository root, or `tsx apps/server/src/main.ts`):
 * config → database → migrations → seeds → first administrator → HTTP.
 */
import { buildApp } from './app';
import { describeConfig, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { runSeeds } from './db/seeds/index';
import { ensureFirstAdmin } from './users/use-cases/ensure-first-admin';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  // PostgreSQL ending an idle pooled connection (a restart, a terminated backend) is logged, not fatal: the
  // next query opens another. Before the app's logger exists the report goes to stderr.
  let reportLostConnection = (error: Error): void =>
    console.error('database connection lost:', error.message);
  const database = await openDatabase(config.database, {
    onLostConnection: (error) => reportLostConnection(error),
  });
  const migrated = await migrateToLatest(database.db);
  if (!migrated.ok) {
    await database.destroy();
    throw new Error(`Migration failed: ${String(migrated.error)}`);
  }
  const seeds = await runSeeds(database.db);
  const admin = await ensureFirstAdmin(database.db, {
    email: config.adminEmail,
    password: config.adminPassword,
    now: new Date(),
  });

  const app = await buildApp({ config, db: database.db, dbKind: database.kind });
  reportLostConnection = (error) =>
    app.log.warn({ err: error }, 'database connection lost; the next query opens another');
  app.log.info({ config: describeConfig(config), migrationsApplied: migrated.applied, seeds }, 'starting');

  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.destroy();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  if (admin.created) {
    // Printed once, on the run that created the account.
    console.log(`\nFirst administrator created: ${admin.email}`);
    console.log(
      admin.passwordGenerated
        ? `Password (shown only this once, change it after signing in): ${admin.password}\n`
        : 'Password: the one set in COCHO_ADMIN_PASSWORD\n',
    );
  }
  console.log(`Cocho is running at http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
