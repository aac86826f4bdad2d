/**
 * How many queries each catalogue answer costs a signed-in call (docs/decisions/catalogue-answers-and-statements.md):
 * the session, its user and the catalogue's version are one query (auth/repository.ts), so getCatalogo makes
 * that one query alone, and so do tipos and getAditivos (the same for every user: registered without the
 * user's access); the full feed list adds the user's plans and company links (sent together) and the
 * user's own rows. Counted with a Kysely plugin on a
 * second app over the same database, after a first call of each (the feature flags' and the kept answers'
 * reads happen once). The version still comes from the database on every call: a catalogue change is in
 * the very next answer.
 */
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { forEachDatabase } from '../testing/for-each-database';
import type { SignedUp } from '../testing/for-each-database';
import { signedHeaders } from '../testing/sign-request';
import { touchCatalogue } from './repository';

forEachDatabase('catalogue answers: queries per call', (t) => {
  let counted: FastifyInstance;
  let url: string;
  let user: SignedUp;
  let queries = 0;
  const counter: KyselyPlugin = {
    transformQuery(args) {
      queries += 1;
      return args.node;
    },
    transformResult(args) {
      return Promise.resolve(args.result);
    },
  };

  beforeAll(async () => {
    user = await t.signUp();
    counted = await buildApp({ config: t.config, db: t.db.withPlugin(counter), dbKind: t.kind });
    url = await counted.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await counted.close();
  });

  async function call(name: string): Promise<Response> {
    const authorization = `Bearer ${user.token}`;
    const res = await fetch(`${url}/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization,
        ...signedHeaders(t.config, name, { authorization }),
      },
      body: '{}',
    });
    await res.arrayBuffer();
    return res;
  }

  async function queriesOf(name: string): Promise<number> {
    expect((await call(name)).status).toBe(200);
    queries = 0;
    expect((await call(name)).status).toBe(200);
    return queries;
  }

  it('getCatalogo, tipos and getAditivos make one query each, the full feed list four', async () => {
    expect(await queriesOf('alimentos/getCatalogo')).toBe(1);
    expect(await queriesOf('tipos')).toBe(1);
    expect(await queriesOf('aditivos/getAditivos')).toBe(1);
    expect(await queriesOf('alimentos/getListaAlimentos')).toBe(4);
  });

  it('reads the version on every call: a catalogue change is in the next answer of each', async () => {
    const etags = async () =>
      Promise.all(
        ['alimentos/getCatalogo', 'tipos', 'aditivos/getAditivos', 'alimentos/getListaAlimentos'].map(
          async (name) => (await call(name)).headers.get('etag'),
        ),
      );
    const before = await etags();
    await touchCatalogue(t.db, new Date().toISOString());
    const after = await etags();
    // The catalogue's feeds did not change, but each kept answer is named by its version.
    expect(after.slice(0, 3).every((etag, index) => etag !== before[index])).toBe(true);
    expect(after.every((etag) => etag !== null)).toBe(true);
  });
});
