/** What every route reaches through `request.server.deps`: the database, the configuration, the checks. */
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { DatabaseKind } from '../db/database';
import type { Database } from '../db/schema';
import type { ClusterState } from '../cluster/cluster-state';
import type { Checker } from '../off-loop/checker';

export type AppDeps = {
  readonly db: Kysely<Database>;
  readonly dbKind: DatabaseKind;
  readonly config: AppConfig;
  /** Runs request, answer and record checks, large ones off the event loop (off-loop/checker.ts). */
  readonly checks: Checker;
  /** What instances share: Redis with REDIS_URL, else in process (cluster/cluster-state.ts). */
  readonly cluster: ClusterState;
};

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    deps: AppDeps;
  }
}
