/**
 * The Redis side of the shared state (cluster-state.ts, replay-store.ts) between two connections, as two
 * instances hold them. Skipped when Redis does not answer, except in CI (see two-instances.int.test.ts).
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openClusterState } from './cluster-state';
import type { ClusterState } from './cluster-state';
import { RedisReplayStore } from './replay-store';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1_000 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisUp = await redisAnswers();
if (!redisUp && (process.env.CI || process.env.COCHO_REQUIRE_REDIS))
  throw new Error(`Redis does not answer at ${REDIS_URL} (CI needs it: .ci/run starts it)`);

describe.skipIf(!redisUp)('shared state through Redis', () => {
  const prefix = `u${randomBytes(4).toString('hex')}:`;
  const config = loadConfig({ REDIS_URL, REDIS_KEY_PREFIX: prefix, LOG_LEVEL: 'silent' });
  const opened: ClusterState[] = [];
  const open = async () => {
    const state = await openClusterState(config);
    opened.push(state);
    return state;
  };

  afterAll(async () => {
    for (const state of opened) await state.close();
  });

  it('tells every other instance when the feature flags changed', async () => {
    const [first, second] = [await open(), await open()];
    const heard = new Promise<void>((resolve) => second.subscribe('feature-flags', resolve));
    // Subscribing completes asynchronously: publish until the other side has heard.
    let done = false;
    void heard.then(() => {
      done = true;
    });
    while (!done) {
      await first.publish('feature-flags');
      await Promise.race([heard, new Promise((resolve) => setTimeout(resolve, 50))]);
    }
    await expect(heard).resolves.toBeUndefined();
  });

  it('refuses on one connection a signature remembered through the other, and bounds each client', async () => {
    const [first, second] = [await open(), await open()];
    if (!first.redis || !second.redis) throw new Error('expected Redis');
    const a = new RedisReplayStore(first.redis, prefix, 2);
    const b = new RedisReplayStore(second.redis, prefix, 2);
    const signature = randomBytes(32).toString('hex');
    expect(await a.remember(signature, '192.0.2.1', 60_000)).toBe('new');
    expect(await b.remember(signature, '192.0.2.2', 60_000)).toBe('replayed');
    expect(await b.remember(randomBytes(32).toString('hex'), '192.0.2.1', 60_000)).toBe('new');
    expect(await a.remember(randomBytes(32).toString('hex'), '192.0.2.1', 60_000)).toBe('full');
    // The signature expires with its window.
    const short = randomBytes(32).toString('hex');
    expect(await a.remember(short, '192.0.2.9', 1)).toBe('new');
    while ((await first.redis.exists(`${prefix}replay:${short}`)) === 1) await new Promise(setImmediate);
    expect(await b.remember(short, '192.0.2.8', 60_000)).toBe('new');
  });
});
