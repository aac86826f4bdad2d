/**
 * The catalogue list every user shares (alimentos/getCatalogo, and the catalogue part of getListaAlimentos),
 * built once per catalogue version and kept in memory: the wire feeds, checked once
 * against the contract, the JSON answer, and that answer compressed with brotli and gzip, with a
 * content-derived ETag so every instance names the same list alike. The catalogue's version
 * (feed_catalogue_state, bumped by touchCatalogue when feeds are approved, imported or seeded) is read on
 * every use: a change made through any instance is served at once. A signed-in call has it already from its
 * session lookup (auth/repository.ts, the same query), passed as `known`; otherwise it is read here. Each app owns its cache, so nothing a
 * second instance needs lives only here.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PRODUCT_KEY, feedCalls } from '@cocho/contracts';
import type { TFeed } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CatalogueVersion } from '../auth/repository';
import { preparedAnswerOf } from '../http/prepared-answer';
import type { CatalogueEncoding, PreparedAnswer } from '../http/prepared-answer';
import { toWireFeed } from './feed-wire';
import { findListedCatalogueFeeds, getCatalogueState } from './repository';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// The encoding helpers live with the prepared answers; the catalogue's callers import them from here too.
export { chooseCatalogueEncoding, matchesEtag } from '../http/prepared-answer';

export type CatalogueSnapshot = {
  readonly version: number;
  readonly lastUpdate: string;
  /** The listed catalogue feeds in list order (shared; never change them). */
  readonly feeds: readonly TFeed[];
  /** A strong ETag of the answer body (quoted). */
  readonly etag: string;
  /** The alimentos/getCatalogo answer as JSON, as is and compressed. */
  readonly bodies: Readonly<Record<CatalogueEncoding, Buffer>>;
};

export type CatalogueCache = {
  /**
   * The snapshot of the catalogue's current version, built on first use of that version. `known`: the
   * version this request read already (with its session); without it, it is read here.
   */
  current(db: Kysely<Database>, now: Date, known?: CatalogueVersion | null): Promise<CatalogueSnapshot>;
};

async function buildSnapshot(
  db: Kysely<Database>,
  state: { version: number; updated_at: string },
): Promise<CatalogueSnapshot> {
  const feeds = (await findListedCatalogueFeeds(db)).map(toWireFeed);
  // Checked once per version here instead of on every answer.
  const answer = feedCalls.getCatalogo.response.parse({
    data: { [PRODUCT_KEY]: feeds },
    versao: state.version,
    lastUpdate: state.updated_at,
  });
  const identity = Buffer.from(JSON.stringify(answer));
  // Off the event loop (libuv's pool): the best brotli level takes a few hundred ms, once per version.
  const [br, gz] = await Promise.all([
    brotliCompress(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const digest = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  return {
    version: state.version,
    lastUpdate: state.updated_at,
    feeds: answer.data[PRODUCT_KEY],
    etag: `"catalogo-${state.version}-${digest}"`,
    bodies: { identity, br, gzip: gz },
  };
}

export function createCatalogueCache(): CatalogueCache {
  let key: string | null = null;
  let snapshot: Promise<CatalogueSnapshot> | null = null;
  return {
    async current(db, now, known) {
      const state = known ?? (await getCatalogueState(db, now.toISOString()));
      const stateKey = `${state.version}|${state.updated_at}`;
      if (snapshot === null || key !== stateKey) {
        // Requests that arrive while it is built share one build.
        const building = buildSnapshot(db, state);
        key = stateKey;
        snapshot = building;
        building.catch(() => {
          if (snapshot === building) {
            snapshot = null;
            key = null;
          }
        });
      }
      return snapshot;
    },
  };
}

export type VersionedAnswer = {
  /** The answer of the catalogue's current version, made on first use of that version (`known` as above). */
  current(db: Kysely<Database>, now: Date, known?: CatalogueVersion | null): Promise<PreparedAnswer>;
};

/**
 * Another answer that is the same for every user and changes only with the catalogue's version (feed
 * types, additives: touchCatalogue bumps it whenever the seed or an import changes them): `build` reads and
 * checks it against its contract once per version; every call meanwhile is sent the kept bytes. The version
 * is read on every use, as for the snapshot, so an edit through any instance is served at once.
 */
export function createVersionedAnswer(
  prefix: string,
  build: (db: Kysely<Database>) => Promise<unknown>,
): VersionedAnswer {
  let key: string | null = null;
  let answer: Promise<PreparedAnswer> | null = null;
  return {
    async current(db, now, known) {
      const state = known ?? (await getCatalogueState(db, now.toISOString()));
      const stateKey = `${state.version}|${state.updated_at}`;
      if (answer === null || key !== stateKey) {
        const building = build(db).then((value) =>
          // Made once per version: the best brotli level, as for the snapshot.
          preparedAnswerOf(
            `${prefix}-${state.version}`,
            Buffer.from(JSON.stringify(value)),
            zlib.constants.BROTLI_MAX_QUALITY,
          ),
        );
        key = stateKey;
        answer = building;
        building.catch(() => {
          if (answer === building) {
            answer = null;
            key = null;
          }
        });
      }
      return answer;
    },
  };
}
