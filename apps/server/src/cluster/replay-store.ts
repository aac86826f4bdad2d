/**
 * Where accepted request signatures are remembered, so a copy is refused (docs/decisions/request-signing.md,
 * concurrency-and-cluster.md). Each signature is kept for the signing window (a copy after that is
 * REQUEST_EXPIRED anyway) and never dropped early: when a client has `maxPerClient` signatures remembered, its
 * further requests are refused (`full`, answered RATE_LIMITED) instead of an old signature being forgotten,
 * so no flood makes an old copy pass again. The check runs after the rate limit, so one client's flood is
 * first cut by its rate limit.
 *
 * In process (`ReplayMemory`, one instance) or in Redis (`RedisReplayStore`, shared by every instance).
 */
import type { Redis } from 'ioredis';

export type ReplayOutcome = 'new' | 'replayed' | 'full';

export type ReplayStore = {
  /** Records `signature` of `client` for `ttlMs`; `replayed` when it was already recorded. */
  remember(signature: string, client: string, ttlMs: number, nowMs: number): Promise<ReplayOutcome>;
};

const BUCKET_MS = 1_000;

/**
 * In-process store. Signatures sit in one-second buckets by expiry, so forgetting the expired ones costs
 * only the buckets that ended (not a walk over every entry on each request).
 */
export class ReplayMemory implements ReplayStore {
  private readonly expiryOf = new Map<string, number>();
  /** Expiry bucket → its signatures with their clients. */
  private readonly buckets = new Map<number, [signature: string, client: string][]>();
  private readonly perClient = new Map<string, number>();
  private oldestBucket = Number.POSITIVE_INFINITY;

  constructor(private readonly maxPerClient = 10_000) {}

  remember(signature: string, client: string, ttlMs: number, nowMs: number): Promise<ReplayOutcome> {
    return Promise.resolve(this.rememberNow(signature, client, nowMs + ttlMs, nowMs));
  }

  /** The synchronous check (forgetAt in ms). */
  rememberNow(signature: string, client: string, forgetAt: number, nowMs: number): ReplayOutcome {
    this.sweep(nowMs);
    const known = this.expiryOf.get(signature);
    if (known !== undefined && known > nowMs) return 'replayed';
    const count = this.perClient.get(client) ?? 0;
    if (count >= this.maxPerClient) return 'full';
    this.expiryOf.set(signature, forgetAt);
    this.perClient.set(client, count + 1);
    const bucket = Math.ceil(forgetAt / BUCKET_MS);
    const entries = this.buckets.get(bucket);
    if (entries) entries.push([signature, client]);
    else this.buckets.set(bucket, [[signature, client]]);
    this.oldestBucket = Math.min(this.oldestBucket, bucket);
    return 'new';
  }

  get size(): number {
    return this.expiryOf.size;
  }

  private sweep(nowMs: number): void {
    const last = Math.floor(nowMs / BUCKET_MS);
    if (this.oldestBucket > last) return;
    for (const [bucket, entries] of this.buckets) {
      if (bucket > last) continue;
      for (const [signature, client] of entries) {
        this.expiryOf.delete(signature);
        const count = (this.perClient.get(client) ?? 1) - 1;
        if (count <= 0) this.perClient.delete(client);
        else this.perClient.set(client, count);
      }
      this.buckets.delete(bucket);
    }
    this.oldestBucket = Math.min(Number.POSITIVE_INFINITY, ...this.buckets.keys());
  }
}

/**
 * One round trip: count the client's signatures in the window (a counter that expires with the window),
 * refuse beyond the bound, then SET NX the signature with the window as its TTL.
 */
const REMEMBER_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if count > tonumber(ARGV[2]) then return 2 end
if redis.call('SET', KEYS[2], '1', 'PX', ARGV[1], 'NX') then return 0 end
return 1
`;

export class RedisReplayStore implements ReplayStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly maxPerClient = 10_000,
  ) {}

  async remember(signature: string, client: string, ttlMs: number): Promise<ReplayOutcome> {
    const result = await this.redis.eval(
      REMEMBER_SCRIPT,
      2,
      `${this.prefix}replay-client:${client}`,
      `${this.prefix}replay:${signature}`,
      String(Math.max(1, Math.ceil(ttlMs))),
      String(this.maxPerClient),
    );
    if (result === 0) return 'new';
    return result === 1 ? 'replayed' : 'full';
  }
}
