/**
 * Fair rate limits (docs/decisions/fair-rate-limits.md): the web app's files never count,
 * signed-in calls count per user and anonymous ones per address, so many people behind one address work
 * normally while each one alone still meets the limit. Runs in process and, when Redis answers, with the
 * counters in Redis (the cluster's store).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { expect, it } from 'vitest';
import { registerThroughOutbox } from '../auth/sample-registration';
import { forEachDatabase } from '../testing/for-each-database';
import type { CallResult, TestEnvironment } from '../testing/for-each-database';
import { callTyped } from '../testing/typed-call';

const RATE_LIMIT_MAX = 20;
const AUTH_RATE_LIMIT_MAX = 5;
const USERS_BEHIND_ONE_ADDRESS = 50;

// A stand-in for apps/web/dist, as the web build writes it (the service worker included).
const dist = mkdtempSync(path.join(tmpdir(), 'cocho-fair-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Cocho"}');
for (let index = 0; index < 10; index += 1)
  writeFileSync(path.join(dist, 'assets', `chunk-${index}.js`), `export const n = ${index};`);

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

const stores: { name: string; env: () => Record<string, string> }[] = [
  { name: 'in process', env: () => ({}) },
];
if (await redisAnswers())
  stores.push({
    name: 'Redis',
    // A prefix per block: user ids repeat across databases, and the counters would be shared.
    env: () => ({ REDIS_URL, REDIS_KEY_PREFIX: `fair${randomBytes(4).toString('hex')}:` }),
  });

let addressCounter = 0;
/** A fresh documentation address (RFC 5737) per use, so each test starts with clean address counters. */
function freshAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250) + 1}.${(addressCounter % 250) + 1}`;
}

function from(ip: string, token?: string) {
  return { headers: { 'x-forwarded-for': ip }, ...(token ? { token } : {}) };
}

function codeOf(res: CallResult): unknown {
  return typeof res.body === 'object' && res.body !== null
    ? (res.body as { code?: unknown }).code
    : undefined;
}

/** Registers a user from an address of its own (registration is anonymous: it counts per address). */
async function signUpFromOwnAddress(t: TestEnvironment): Promise<string> {
  const ip = freshAddress();
  const email = `fair.${randomBytes(5).toString('hex')}@example.com`;
  const res = await registerThroughOutbox((name, body) => t.call(name, body, from(ip)), t.db, email);
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return (res.body as { token: string }).token;
}

/** What the web app asks on a visit to the dashboard (the shell, the bell, the lists). */
async function usualCalls(t: TestEnvironment, ip: string, token: string): Promise<number[]> {
  const answers = await Promise.all([
    callTyped(t, 'verificaToken', {}, from(ip, token)),
    callTyped(t, 'getFeatureFlags', {}, from(ip, token)),
    callTyped(t, 'findDashboardMain', {}, from(ip, token)),
    callTyped(t, 'findNotifications', {}, from(ip, token)),
    callTyped(t, 'findMyDiets', {}, from(ip, token)),
  ]);
  return answers.map((answer) => answer.status);
}

for (const store of stores) {
  forEachDatabase(
    `fair rate limits (${store.name})`,
    (t) => {
      // Fifty registrations cost fifty password hashes: run once, with the in-process store; the Redis
      // block checks the same per-user counting with two users.
      it.skipIf(store.name !== 'in process')(
        `serves ${USERS_BEHIND_ONE_ADDRESS} signed-in users behind one address making their usual calls`,
        async () => {
          const tokens: string[] = [];
          // Registered in small batches (each from its own address, as they would sign up at home).
          for (let batch = 0; batch < USERS_BEHIND_ONE_ADDRESS; batch += 10)
            tokens.push(...(await Promise.all(Array.from({ length: 10 }, () => signUpFromOwnAddress(t)))));

          const office = freshAddress();
          // Three visits each: 15 calls per user, 750 from the one address, RATE_LIMIT_MAX 20 a minute.
          const statuses: number[] = [];
          for (let visit = 0; visit < 3; visit += 1) {
            const rounds = await Promise.all(tokens.map((token) => usualCalls(t, office, token)));
            statuses.push(...rounds.flat());
          }
          expect(statuses).toHaveLength(USERS_BEHIND_ONE_ADDRESS * 15);
          expect(statuses.filter((status) => status !== 200)).toEqual([]);
        },
        120_000,
      );

      it('still stops one user alone at RATE_LIMIT_MAX, without stopping the others at that address', async () => {
        const [alone, neighbour] = await Promise.all([signUpFromOwnAddress(t), signUpFromOwnAddress(t)]);
        const office = freshAddress();
        const statuses: number[] = [];
        for (let index = 0; index < RATE_LIMIT_MAX + 3; index += 1)
          statuses.push((await callTyped(t, 'findNotifications', {}, from(office, alone))).status);
        expect(statuses.slice(0, RATE_LIMIT_MAX)).toEqual(Array(RATE_LIMIT_MAX).fill(200));
        expect(statuses.slice(RATE_LIMIT_MAX)).toEqual([429, 429, 429]);
        // The same user from another address is the same user: still limited.
        const elsewhere = await callTyped(t, 'findNotifications', {}, from(freshAddress(), alone));
        expect([elsewhere.status, codeOf(elsewhere)]).toEqual([429, 'RATE_LIMITED']);
        // The neighbour and the address's anonymous calls keep their own budgets.
        expect((await callTyped(t, 'findNotifications', {}, from(office, neighbour))).status).toBe(200);
        expect((await callTyped(t, 'getFeatureFlags', {}, from(office))).status).toBe(200);
      });

      it('counts anonymous calls, and calls with a token that opens no session, per address', async () => {
        const user = await signUpFromOwnAddress(t);
        const cafe = freshAddress();
        const statuses: number[] = [];
        for (let index = 0; index < RATE_LIMIT_MAX / 2; index += 1)
          statuses.push((await callTyped(t, 'getFeatureFlags', {}, from(cafe))).status);
        // Made-up tokens do not buy a budget of their own: they count for the address.
        for (let index = 0; index < RATE_LIMIT_MAX / 2 + 2; index += 1) {
          const fake = randomBytes(32).toString('base64url');
          statuses.push((await callTyped(t, 'findNotifications', {}, from(cafe, fake))).status);
        }
        expect(statuses.slice(0, RATE_LIMIT_MAX / 2)).toEqual(Array(RATE_LIMIT_MAX / 2).fill(200));
        expect(statuses.slice(RATE_LIMIT_MAX / 2, RATE_LIMIT_MAX)).toEqual(
          Array(RATE_LIMIT_MAX / 2).fill(401),
        );
        expect(statuses.slice(RATE_LIMIT_MAX)).toEqual([429, 429]);
        // A signed-in user at the same address is not stopped by the address's anonymous budget.
        expect((await callTyped(t, 'findNotifications', {}, from(cafe, user))).status).toBe(200);
      });

      it('never counts the web app: files, pages and the service worker', async () => {
        const phone = freshAddress();
        const files = [
          '/',
          '/dashboard',
          '/dieta/minhas-dietas',
          '/sw.js',
          '/manifest.webmanifest',
          ...Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`),
        ];
        // Three first visits' worth of files and the service worker's precache: 3 × 15 GETs.
        for (let visit = 0; visit < 3; visit += 1) {
          const answers = await Promise.all(
            files.map((file) => fetch(`${t.url}${file}`, { headers: { 'x-forwarded-for': phone } })),
          );
          expect(answers.map((answer) => answer.status)).toEqual(files.map(() => 200));
        }
        // The address's whole call budget is still there.
        const statuses: number[] = [];
        for (let index = 0; index < RATE_LIMIT_MAX + 1; index += 1)
          statuses.push((await callTyped(t, 'getFeatureFlags', {}, from(phone))).status);
        expect(statuses).toEqual([...Array(RATE_LIMIT_MAX).fill(200), 429]);
      });

      it('counts unknown paths that are not pages (404) like calls', async () => {
        const scanner = freshAddress();
        const statuses: number[] = [];
        for (let index = 0; index < RATE_LIMIT_MAX + 1; index += 1) {
          const res = await fetch(`${t.url}/wp-login-${index}.php`, {
            headers: { 'x-forwarded-for': scanner },
          });
          statuses.push(res.status);
        }
        expect(statuses).toEqual([...Array(RATE_LIMIT_MAX).fill(404), 429]);
      });

      it('counts sign-in calls per address even when they carry a valid session token', async () => {
        const [first, second] = await Promise.all([signUpFromOwnAddress(t), signUpFromOwnAddress(t)]);
        const office = freshAddress();
        const statuses: number[] = [];
        for (const token of [first, second, first, second, first, second]) {
          const res = await callTyped(
            t,
            'appLogin',
            { email: `nobody.${randomBytes(3).toString('hex')}@example.com`, password: 'wrong password' },
            from(office, token),
          );
          statuses.push(res.status);
        }
        expect(statuses).toEqual([...Array(AUTH_RATE_LIMIT_MAX).fill(401), 429]);
        // The users' signed-in calls are not stopped by it.
        expect((await callTyped(t, 'findNotifications', {}, from(office, first))).status).toBe(200);
      });
    },
    {
      env: () => ({
        ...store.env(),
        RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
        AUTH_RATE_LIMIT_MAX: String(AUTH_RATE_LIMIT_MAX),
        TRUST_PROXY: '1',
        SERVE_WEB: 'true',
        WEB_DIST_DIR: dist,
      }),
    },
  );
}
