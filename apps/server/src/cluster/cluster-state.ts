/**
 * What several instances share (docs/decisions/concurrency-and-cluster.md). With REDIS_URL: one Redis
 * connection for commands (rate-limit counters, the replay store) and one for pub/sub (cache invalidation).
 * Without it: the same interfaces in process, today's one-instance behaviour. Sign-in lockouts and code
 * attempts live in the database, which every instance shares already.
 */
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { ReplayMemory, RedisReplayStore } from './replay-store';
import type { ReplayStore } from './replay-store';

/** Cache invalidation channels: feature flags, and the feed catalogue after an administrator's edit. */
export type InvalidationChannel = 'feature-flags' | 'feed-catalogue';

export type ClusterState = {
  /** The Redis command connection (rate limits), or null in process. */
  readonly redis: Redis | null;
  readonly replay: ReplayStore;
  /** Tells every instance (this one included) that a cache is stale. */
  publish(channel: InvalidationChannel): Promise<void>;
  /** Runs `handler` whenever any instance publishes on `channel`. */
  subscribe(channel: InvalidationChannel, handler: () => void): void;
  close(): Promise<void>;
};

/** Signatures one client may have remembered at once (its rate limit over twice the window, at least). */
export function replayBoundPerClient(
  config: Pick<AppConfig, 'rateLimitMax' | 'requestMaxAgeSeconds'>,
): number {
  return Math.max(1_000, Math.ceil((config.rateLimitMax * 2 * config.requestMaxAgeSeconds) / 60));
}

function inProcessState(config: AppConfig): ClusterState {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  return {
    redis: null,
    replay: new ReplayMemory(replayBoundPerClient(config)),
    publish: (channel) => {
      events.emit(channel);
      return Promise.resolve();
    },
    subscribe: (channel, handler) => {
      events.on(channel, handler);
    },
    close: () => Promise.resolve(),
  };
}

async function redisState(config: AppConfig, url: string): Promise<ClusterState> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 3, enableOfflineQueue: true } as const;
  const redis = new Redis(url, options);
  const subscriber = new Redis(url, options);
  await Promise.all([redis.connect(), subscriber.connect()]);
  const prefix = config.redisKeyPrefix;
  const handlers = new Map<string, (() => void)[]>();
  subscriber.on('message', (channel: string) => {
    for (const handler of handlers.get(channel) ?? []) handler();
  });
  return {
    redis,
    replay: new RedisReplayStore(redis, prefix, replayBoundPerClient(config)),
    publish: async (channel) => {
      await redis.publish(`${prefix}${channel}`, '1');
    },
    subscribe: (channel, handler) => {
      const name = `${prefix}${channel}`;
      const list = handlers.get(name);
      if (list) {
        list.push(handler);
        return;
      }
      handlers.set(name, [handler]);
      void subscriber.subscribe(name);
    },
    close: async () => {
      await Promise.allSettled([redis.quit(), subscriber.quit()]);
    },
  };
}

/** Opens the shared state: Redis when REDIS_URL is set (failing to start when it cannot connect). */
export function openClusterState(config: AppConfig): Promise<ClusterState> {
  return config.redisUrl === undefined
    ? Promise.resolve(inProcessState(config))
    : redisState(config, config.redisUrl);
}
