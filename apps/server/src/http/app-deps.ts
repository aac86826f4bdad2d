/** What every route reaches through `request.server.deps`: the database and the configuration. */
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { DatabaseKind } from '../db/database';
import type { Database } from '../db/schema';

export type AppDeps = {
  readonly db: Kysely<Database>;
  readonly dbKind: DatabaseKind;
  readonly config: AppConfig;
};

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    deps: AppDeps;
  }
}
