// `npm run bench:load`: the server under load. Bundles the server (esbuild, as
// scripts/build.mjs does, into .builds/bench-load/), starts it on loopback against a throw-away SQLite file
// and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL database, a throw-away schema of
// it; then drives each call at 50 and 200 connections for BENCH_LOAD_SECONDS (default 3) and prints
// requests/s, p50, p99 and the server's peak RSS (VmHWM). Figures, never assertions.
// BENCH_LOAD_SAVE=<file.json> keeps this run's figures; BENCH_LOAD_BASELINE=<file.json> prints every
// figure's ratio to the run saved there (another commit's server, through BENCH_LOAD_BUNDLE).
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { seedDietCopies } from './seed-diets';
import type { BenchDatabase } from './seed-diets';
import { runLoad } from './http-load';
import type { LoadRequest, LoadResult } from './http-load';
import { benchDietRecord } from './diet-record';
import { seedUserCopies } from './seed-users';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 3);
const CONNECTIONS = [50, 200] as const;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** BENCH_LOAD_BUNDLE runs a server bundled elsewhere (another commit, for a before/after) instead of building. */
const BUNDLE = process.env.BENCH_LOAD_BUNDLE ?? '.builds/bench-load/main.js';
/** BENCH_LOAD_CALLS=tipos,alimentos/getCatalogo measures only the calls whose label starts with one of these. */
const ONLY = (process.env.BENCH_LOAD_CALLS ?? '').split(',').filter((name) => name.length > 0);
const ADMIN = { email: 'bench@cocho.local', password: 'bench-load-Password-1' };
/** What a browser sends. */
const ACCEPT = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * Requests/s measured on main before the server-read work (2 cores, as first reported): the full feed list 25–77 (the
 * best is used), saving over an existing diet 47–48. The saved-diet list was 4.7 ms (20 diets) and
 * 0.5 s (2,000) for one connection.
 */
const ISSUE_BASELINE_RPS: Readonly<Record<string, number>> = {
  'alimentos/getListaAlimentos (full)': 77,
  'dieta/saveFD over a diet (2,000)': 48,
};

/**
 * The sign-in burst phase on main before the sign-in burst work (the server of commit 91332d9 run by this phase with
 * BENCH_LOAD_BUNDLE, 3 s, same machine, busy with other engineers' work; docs/decisions/sign-in-burst.md).
 */
const SIGN_IN_BURST_BASELINE = {
  myDietsAloneP99Ms: 815,
  myDietsBesideP99Ms: 7248,
  signInP99Ms: 31236,
  myDietsAfterP99Ms: 16800,
  peakRssMb: 231,
} as const;
const BURST_CONNECTIONS = 200;
/** Connections asking for my diets beside the burst: a handful of people using the app meanwhile. */
const MY_DIETS_CONNECTIONS = 10;
const MY_DIETS_GOAL_P99_MS = 1000;
const RSS_GOAL_MB = 300;

function buildServer(): void {
  const result = spawnSync(
    'npx',
    [
      'esbuild',
      'apps/server/src/main.ts',
      'apps/server/src/off-loop/check-worker.ts',
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--target=node20',
      `--outdir=${path.dirname(BUNDLE)}`,
      '--entry-names=[name]',
      '--log-level=warning',
      '--packages=external',
      '--alias:@cocho/contracts=./packages/contracts/src/index.ts',
      '--alias:@cocho/engine=./packages/engine/src/index.ts',
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('esbuild failed');
}

type Server = { url: URL; child: ChildProcess };

async function startServer(env: Record<string, string>): Promise<Server> {
  const baseEnv: Record<string, string | undefined> = { ...process.env };
  delete baseEnv.DATABASE_URL;
  delete baseEnv.DATABASE_SCHEMA;
  delete baseEnv.DATABASE_PATH;
  const child = spawn('node', [BUNDLE], {
    env: {
      ...baseEnv,
      // As `npm start` runs the server (scripts/lib.mjs `serverEnv`).
      MALLOC_ARENA_MAX: baseEnv.MALLOC_ARENA_MAX ?? '2',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      RATE_LIMIT_MAX: '100000000',
      AUTH_RATE_LIMIT_MAX: '100000',
      BUILD_ID: 'bench',
      // autocannon repeats one request, which required signatures refuse as a copy; the bench measures the
      // server's work per call, not the HMAC (docs/decisions/request-signing.md).
      REQUEST_SIGNING: 'optional',
      COCHO_ADMIN_EMAIL: ADMIN.email,
      COCHO_ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<URL>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 120_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/[^\s]+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(new URL(match[1].replace('localhost', '127.0.0.1')));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}): ${out}`));
    });
  });
  child.removeAllListeners('exit');
  child.stdout?.resume();
  return { url, child };
}

async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** The server's peak resident set (VmHWM), MB. */
function peakRssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

async function post(url: URL, name: string, body: unknown, token?: string): Promise<unknown> {
  const res = await fetch(new URL(`/${name}`, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer: unknown = await res.json();
  if (!res.ok) throw new Error(`${name}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * The server's CPU time so far (user + system, ms, from /proc/<pid>/stat): per request it stays readable
 * when other work on the machine makes requests/s noisy.
 */
function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after "pid (comm) ".
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

/** One line's figures, as saved by BENCH_LOAD_SAVE and compared with BENCH_LOAD_BASELINE. */
type Figures = { rps?: number; p50Ms?: number; p99Ms?: number; cpuUs?: number; rssMb?: number };
const figures: Record<string, Figures> = {};
const BASELINE_FILE = process.env.BENCH_LOAD_BASELINE;
const baseline: Readonly<Record<string, Figures>> = BASELINE_FILE
  ? (JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Record<string, Figures>)
  : {};

/** Keeps `key`'s figures and answers their ratios to the baseline run's (empty without one). */
function keep(key: string, found: Figures): string {
  figures[key] = found;
  const before = baseline[key];
  if (!before) return BASELINE_FILE ? '  (not in the baseline)' : '';
  const names: Record<keyof Figures, string> = {
    rps: 'req/s',
    p50Ms: 'p50',
    p99Ms: 'p99',
    cpuUs: 'CPU/req',
    rssMb: 'RSS',
  };
  const ratios = (Object.keys(names) as (keyof Figures)[])
    .filter((name) => found[name] !== undefined && before[name] !== undefined)
    .map((name) => `${names[name]} ×${fmt((found[name] as number) / (before[name] as number), 2)}`);
  return ratios.length > 0 ? `  vs baseline: ${ratios.join(', ')}` : '';
}

/** Requests/s of each call and connection count in this run, `<dialect> <label> <connections>`. */
const measured = new Map<string, number>();
/**
 * A call served from kept, precompressed bytes should reach what getCatalogo reaches on the
 * same run; the ratio is printed beside it.
 */
const SAME_RUN_REFERENCE: Readonly<Record<string, string>> = {
  'alimentos/getListaAlimentos (full)': 'alimentos/getCatalogo',
  tipos: 'alimentos/getCatalogo',
  'aditivos/getAditivos': 'alimentos/getCatalogo',
};
/** The goal for every catalogue answer at 50 connections, where getCatalogo reaches it. */
const CATALOGUE_GOAL_RPS = 1000;

async function measure(label: string, server: Server, request: LoadRequest, dialect: string): Promise<void> {
  if (ONLY.length > 0 && !ONLY.some((name) => label.startsWith(name))) return;
  // A short warm-up (JIT, caches, the catalogue snapshot) before each measured call.
  await runLoad(server.url, request, { connections: 4, seconds: 0.3 });
  for (const connections of CONNECTIONS) {
    const cpuBefore = cpuMs(server.child.pid);
    const result = await runLoad(server.url, request, { connections, seconds: SECONDS });
    const cpuPerRequestUs = ((cpuMs(server.child.pid) - cpuBefore) * 1000) / result.requests;
    const baseline = ISSUE_BASELINE_RPS[label];
    const ratio =
      baseline === undefined
        ? ''
        : `  ×${fmt(result.requestsPerSecond / baseline)} of the goal ${baseline}/s`;
    measured.set(`${dialect} ${label} ${connections}`, result.requestsPerSecond);
    const reference = SAME_RUN_REFERENCE[label];
    const referenceRps =
      reference === undefined ? undefined : measured.get(`${dialect} ${reference} ${connections}`);
    const sameRun =
      reference === undefined || referenceRps === undefined
        ? ''
        : `  ×${fmt(result.requestsPerSecond / referenceRps, 2)} of ${reference} on this run`;
    const goal =
      reference === undefined || connections !== 50 || referenceRps === undefined
        ? ''
        : referenceRps < CATALOGUE_GOAL_RPS
          ? `  (goal ${CATALOGUE_GOAL_RPS}/s not judged: getCatalogo below it)`
          : `  goal ${CATALOGUE_GOAL_RPS}/s ${result.requestsPerSecond >= CATALOGUE_GOAL_RPS ? 'met' : 'NOT met'}`;
    const rssMb = peakRssMb(server.child.pid);
    const versusBase = keep(`${dialect} ${label} ${connections}`, {
      rps: result.requestsPerSecond,
      p50Ms: result.p50Ms,
      p99Ms: result.p99Ms,
      cpuUs: cpuPerRequestUs,
      rssMb,
    });
    const statuses = [...result.statuses].map(([status, count]) => `${status}:${count}`).join(' ');
    console.log(
      `${dialect.padEnd(8)} ${label.padEnd(40)} ${String(connections).padStart(3)} conn  ` +
        `${fmt(result.requestsPerSecond).padStart(8)} req/s  p50 ${fmt(result.p50Ms).padStart(7)} ms  ` +
        `p99 ${fmt(result.p99Ms).padStart(7)} ms  CPU ${fmt(cpuPerRequestUs, 0).padStart(5)} µs/req  peak RSS ${fmt(rssMb, 0)} MB` +
        `${result.errors > 0 ? `  errors ${result.errors} (${statuses})` : ''}${ratio}${sameRun}${goal}${versusBase}`,
    );
  }
}

async function runDialect(dialect: 'sqlite' | 'postgres'): Promise<void> {
  let env: Record<string, string>;
  let database: BenchDatabase;
  let cleanup: () => Promise<void>;
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'cocho-load-'));
    const file = path.join(dir, 'cocho.db');
    env = { DATABASE_PATH: file };
    database = { kind: 'sqlite', file };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const schema = `bench_${randomBytes(5).toString('hex')}`;
    env = { DATABASE_URL: PG_URL as string, DATABASE_SCHEMA: schema };
    database = { kind: 'postgres', url: PG_URL as string, schema };
    cleanup = async () => {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    };
  }
  const server = await startServer(env);
  try {
    const login = (await post(server.url, 'auth/appLogin', ADMIN)) as {
      token?: string;
      data?: { token?: string };
    };
    const token = login.token ?? login.data?.token;
    if (!token) throw new Error('no token from auth/appLogin');
    const auth = { authorization: `Bearer ${token}`, ...ACCEPT };
    const empty = () => '{}';

    // The server's code warmed up (JIT) before the first measured line, which the others are compared with.
    await runLoad(
      server.url,
      { path: '/alimentos/getCatalogo', headers: auth, body: empty },
      { connections: 50, seconds: 1 },
    );
    // getCatalogo first: the other catalogue answers are compared with it on the same run.
    await measure(
      'alimentos/getCatalogo',
      server,
      { path: '/alimentos/getCatalogo', headers: auth, body: empty },
      dialect,
    );
    await measure('tipos', server, { path: '/tipos', headers: auth, body: empty }, dialect);
    await measure(
      'aditivos/getAditivos',
      server,
      { path: '/aditivos/getAditivos', headers: auth, body: empty },
      dialect,
    );
    await measure(
      'alimentos/getListaAlimentos (full)',
      server,
      { path: '/alimentos/getListaAlimentos', headers: auth, body: empty },
      dialect,
    );

    const first = (await post(
      server.url,
      'dieta/saveFD',
      { dieta: JSON.stringify(benchDietRecord('Lote 0')) },
      token,
    )) as {
      id: number;
    };
    const ids = [first.id, ...(await seedDietCopies(database, first.id, 1, 19))];
    const list = { path: '/dieta/minhasDietas', headers: auth, body: empty };
    await measure('dieta/minhasDietas (20 diets)', server, list, dialect);
    ids.push(...(await seedDietCopies(database, first.id, 20, 1_980)));
    await measure('dieta/minhasDietas (2,000 diets)', server, list, dialect);

    const texts = ids
      .slice(0, 200)
      .map((id, index) => ({ id, dieta: JSON.stringify(benchDietRecord(`Lote ${index}`)) }));
    await measure(
      'dieta/saveFD over a diet (2,000)',
      server,
      {
        path: '/dieta/saveFD',
        headers: auth,
        body: (connection) => JSON.stringify(texts[connection % texts.length]),
      },
      dialect,
    );
    // Sign-in last: each one opens a session and the per-user cap revokes the oldest, the token above too.
    // argon2id makes it CPU-bound on purpose.
    await measure(
      'auth/appLogin (sign-in)',
      server,
      { path: '/auth/appLogin', headers: ACCEPT, body: () => JSON.stringify(ADMIN) },
      dialect,
    );
    const rss = peakRssMb(server.child.pid);
    console.log(
      `${dialect.padEnd(8)} server peak RSS ${fmt(rss, 0)} MB${keep(`${dialect} peak RSS`, { rssMb: rss })}`,
    );
  } finally {
    await stopServer(server);
    await cleanup();
  }
}

/**
 * Fairness: `tipos` at 50 connections while 8 connections save a ~600 KB diet, with the
 * large checks inline (OFF_LOOP_THREADS=0) and on a worker thread (the default): the light call's p99 is
 * what one user's heavy save costs everybody else. SQLite only.
 */
async function measureFairness(): Promise<void> {
  if (ONLY.length > 0 && !ONLY.some((name) => 'fairness'.startsWith(name))) return;
  const large = benchDietRecord('Lote grande');
  const linhas = Array.from({ length: 9_000 }, (_, index) => ({
    id: `f${index}`,
    valor: index / 7,
    ativo: true,
  }));
  const text = JSON.stringify({ ...large, resultado_simplex: { linhas } });
  for (const threads of ['0', '1']) {
    const dir = mkdtempSync(path.join(tmpdir(), 'cocho-load-'));
    const server = await startServer({
      DATABASE_PATH: path.join(dir, 'cocho.db'),
      OFF_LOOP_THREADS: threads,
    });
    try {
      const login = (await post(server.url, 'auth/appLogin', ADMIN)) as { token?: string };
      const auth = { authorization: `Bearer ${login.token ?? ''}`, ...ACCEPT };
      const saves = (connection: number, sequence: number) =>
        JSON.stringify({ dieta: text.replace('Lote grande', `Lote grande ${connection}-${sequence}`) });
      const [heavy, light] = await Promise.all([
        runLoad(
          server.url,
          { path: '/dieta/saveFD', headers: auth, body: saves },
          { connections: 8, seconds: SECONDS },
        ),
        runLoad(
          server.url,
          { path: '/tipos', headers: auth, body: () => '{}' },
          { connections: 50, seconds: SECONDS },
        ),
      ]);
      console.log(
        `sqlite   fairness, checks ${threads === '0' ? 'inline        ' : 'on 1 worker   '} ` +
          `tipos ${fmt(light.requestsPerSecond).padStart(8)} req/s  p50 ${fmt(light.p50Ms).padStart(7)} ms  ` +
          `p99 ${fmt(light.p99Ms).padStart(7)} ms   beside ${fmt(heavy.requestsPerSecond)} saves/s of ` +
          `${fmt(text.length / 1024, 0)} KB (p99 ${fmt(heavy.p99Ms)} ms)` +
          `${heavy.errors + light.errors > 0 ? `  errors ${heavy.errors + light.errors}` : ''}` +
          keep(`sqlite fairness ${threads}`, {
            rps: light.requestsPerSecond,
            p50Ms: light.p50Ms,
            p99Ms: light.p99Ms,
          }),
      );
    } finally {
      await stopServer(server);
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

const versus = (value: number, baseline: number, unit: string) =>
  Number.isFinite(baseline) ? `  ×${fmt(value / baseline, 2)} of main's ${fmt(baseline, 0)} ${unit}` : '';

/** CPU time (ms) of each thread of a process so far, by thread id (/proc/<pid>/task/<tid>/stat). */
function threadCpuMs(pid: number | undefined): Map<number, number> {
  const threads = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      threads.set(Number(tid), ((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return threads;
}

/** The machine's busy and total CPU time so far (all cores, ms, /proc/stat). */
function machineCpuMs(): { busy: number; total: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  // idle and iowait are fields 4 and 5 of the cpu line.
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: ((total - idle) * 1000) / 100, total: (total * 1000) / 100 };
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/**
 * Who had the CPU during a phase: the server's event-loop thread and its other threads (argon2id runs on
 * libuv's pool; also GC and the check worker), as a share of one core over the phase's wall time, the load
 * client (this process), and how busy the whole machine was (share of all its cores) with its load average.
 */
function cpuShare(pid: number | undefined): () => string {
  const startedAt = performance.now();
  const threads = threadCpuMs(pid);
  const machine = machineCpuMs();
  const client = process.cpuUsage();
  const loadBefore = loadAverage();
  return () => {
    const wallMs = performance.now() - startedAt;
    const now = threadCpuMs(pid);
    let main = 0;
    let others = 0;
    for (const [tid, ms] of now) {
      const used = ms - (threads.get(tid) ?? 0);
      if (tid === pid) main += used;
      else others += used;
    }
    const machineNow = machineCpuMs();
    const busyShare = (machineNow.busy - machine.busy) / (machineNow.total - machine.total);
    const clientMs = (process.cpuUsage(client).user + process.cpuUsage(client).system) / 1000;
    const pct = (ms: number) => `${fmt((100 * ms) / wallMs, 0)} %`;
    return (
      `CPU share of one core: server event loop ${pct(main)}, server other threads ${pct(others)}, ` +
      `load client ${pct(clientMs)}; machine busy ${fmt(100 * busyShare, 0)} % of ${availableParallelism()} cores, ` +
      `load average ${loadBefore} → ${loadAverage()}`
    );
  };
}

/**
 * Sign-in burst, SQLite: my diets (20 diets) at 10 connections alone, then beside 200
 * connections signing in (one account each: argon2id, CPU- and memory-heavy on purpose), then 200
 * connections whose clients give up after 1 s followed at once by my diets again (is the server still busy
 * for clients that have gone?). Prints p50/p99 of each, sign-ins/s and the server's peak RSS, with the ratio to
 * main's figures (SIGN_IN_BURST_BASELINE), and the CPU share of the server's event loop, its other threads,
 * the load client and the machine during the burst. Run twice side by side: with the password queue
 * unbounded (as before the bound) and with the server's default bound, where the clients beyond it are
 * answered 503 and wait the Retry-After they are given (as a browser retrying later would).
 * PASSWORD_HASH_CONCURRENCY in the environment reaches the server.
 */
async function measureSignInBurst(queue: 'unbounded' | 'bounded'): Promise<void> {
  if (
    ONLY.length > 0 &&
    !ONLY.some((name) => 'sign-in burst'.startsWith(name) || 'fairness'.startsWith(name))
  )
    return;
  const dir = mkdtempSync(path.join(tmpdir(), 'cocho-load-'));
  const file = path.join(dir, 'cocho.db');
  const server = await startServer({
    DATABASE_PATH: file,
    ...(queue === 'unbounded' ? { PASSWORD_QUEUE_MAX: '100000' } : {}),
  });
  const tag = queue === 'unbounded' ? 'burst, queue unbounded' : 'burst';
  const prefix = `sqlite   ${tag} `;
  try {
    const login = (await post(server.url, 'auth/appLogin', ADMIN)) as { token?: string };
    const auth = { authorization: `Bearer ${login.token ?? ''}`, ...ACCEPT };
    const first = (await post(
      server.url,
      'dieta/saveFD',
      { dieta: JSON.stringify(benchDietRecord('Lote 0')) },
      login.token,
    )) as { id: number };
    await seedDietCopies({ kind: 'sqlite', file }, first.id, 1, 19);
    const emails = await seedUserCopies(file, ADMIN.email, BURST_CONNECTIONS);
    const list: LoadRequest = { path: '/dieta/minhasDietas', headers: auth, body: () => '{}' };
    const signIns: LoadRequest = {
      path: '/auth/appLogin',
      headers: ACCEPT,
      body: (connection) =>
        JSON.stringify({ email: emails[connection % emails.length], password: ADMIN.password }),
    };
    const row = (label: string, result: LoadResult) =>
      `${label.padEnd(34)} ${fmt(result.requestsPerSecond).padStart(8)} req/s  p50 ${fmt(result.p50Ms).padStart(7)} ms  ` +
      `p99 ${fmt(result.p99Ms).padStart(7)} ms` +
      keep(`sqlite ${tag} ${label}`, {
        rps: result.requestsPerSecond,
        p50Ms: result.p50Ms,
        p99Ms: result.p99Ms,
      });
    /** The goal for unrelated calls beside a burst: p99 within 1 s. */
    const withinGoal = (result: { p99Ms: number }) =>
      `  goal p99 ≤ ${MY_DIETS_GOAL_P99_MS} ms ${result.p99Ms <= MY_DIETS_GOAL_P99_MS ? 'met' : 'NOT met'}`;
    const failed = (result: { errors: number; statuses: ReadonlyMap<number, number> }) =>
      result.errors > 0
        ? `  errors ${result.errors} (${[...result.statuses].map(([status, count]) => `${status}:${count}`).join(' ')})`
        : '';

    await runLoad(server.url, list, { connections: 4, seconds: 0.3 });
    const aloneShare = cpuShare(server.child.pid);
    const alone = await runLoad(server.url, list, { connections: MY_DIETS_CONNECTIONS, seconds: SECONDS });
    console.log(
      `${prefix}${row('my diets alone, 10 conn', alone)}` +
        `${versus(alone.p99Ms, SIGN_IN_BURST_BASELINE.myDietsAloneP99Ms, 'ms')}${failed(alone)}`,
    );
    console.log(`${prefix}  ${aloneShare()}`);
    // CPU shares over my diets' 3 s beside the burst (the burst's last answers come later).
    const burstShare = cpuShare(server.child.pid);
    let besideShare = '';
    const [burst, beside] = await Promise.all([
      runLoad(server.url, signIns, {
        connections: BURST_CONNECTIONS,
        seconds: SECONDS,
        honourRetryAfter: true,
      }),
      runLoad(server.url, list, { connections: MY_DIETS_CONNECTIONS, seconds: SECONDS }).then((result) => {
        besideShare = burstShare();
        return result;
      }),
    ]);
    const refused = burst.statuses.get(503) ?? 0;
    console.log(
      `${prefix}${row('sign-in, 200 conn', burst)}` +
        `${versus(burst.p99Ms, SIGN_IN_BURST_BASELINE.signInP99Ms, 'ms')}  signed in ${burst.okRequests} ` +
        `(p50 ${fmt(burst.okP50Ms)} ms, p99 ${fmt(burst.okP99Ms)} ms), refused 503 ${refused}` +
        `${failed({ errors: burst.errors - refused, statuses: new Map([...burst.statuses].filter(([status]) => status !== 503)) })}`,
    );
    console.log(
      `${prefix}${row('my diets beside it, 10 conn', beside)}` +
        `${versus(beside.p99Ms, SIGN_IN_BURST_BASELINE.myDietsBesideP99Ms, 'ms')}${failed(beside)}${withinGoal(beside)}`,
    );
    console.log(`${prefix}  ${besideShare}`);
    const abandoned = await runLoad(server.url, signIns, {
      connections: BURST_CONNECTIONS,
      seconds: SECONDS,
      timeoutMs: 1000,
      honourRetryAfter: true,
    });
    const after = await runLoad(server.url, list, { connections: MY_DIETS_CONNECTIONS, seconds: SECONDS });
    console.log(
      `${prefix}${row('sign-in, 200 conn giving up at 1 s', abandoned)}  answered ${abandoned.okRequests}, ` +
        `refused 503 ${abandoned.statuses.get(503) ?? 0}, gave up ${abandoned.errors - (abandoned.statuses.get(503) ?? 0)}`,
    );
    console.log(
      `${prefix}${row('my diets right after, 10 conn', after)}` +
        `${versus(after.p99Ms, SIGN_IN_BURST_BASELINE.myDietsAfterP99Ms, 'ms')}${failed(after)}${withinGoal(after)}`,
    );
    const rss = peakRssMb(server.child.pid);
    console.log(
      `${prefix}server peak RSS ${fmt(rss, 0)} MB${versus(rss, SIGN_IN_BURST_BASELINE.peakRssMb, 'MB')}` +
        `  goal ≤ ${RSS_GOAL_MB} MB ${rss <= RSS_GOAL_MB ? 'met' : 'NOT met'}` +
        `  (PASSWORD_HASH_CONCURRENCY ${process.env.PASSWORD_HASH_CONCURRENCY ?? 'default'}, ` +
        `PASSWORD_QUEUE_MAX ${queue === 'unbounded' ? '100000' : 'default'})` +
        keep(`sqlite ${tag} peak RSS`, { rssMb: rss }),
    );
  } finally {
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!process.env.BENCH_LOAD_BUNDLE) buildServer();
console.log(
  `Load: ${SECONDS} s per call and connection count, on loopback; client and server share the machine.`,
);
await runDialect('sqlite');
await measureFairness();
await measureSignInBurst('unbounded');
await measureSignInBurst('bounded');
if (PG_URL) await runDialect('postgres');
else console.log('postgres skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL)');
// PostgreSQL statements prepared anew on every run against kept ones (the database backend's CPU per query).
if (PG_URL && (ONLY.length === 0 || ONLY.some((name) => 'statements'.startsWith(name)))) {
  spawnSync('npx', ['tsx', 'apps/server/src/db/measure-statement-reuse.ts'], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_DATABASE_URL: PG_URL },
  });
}
if (process.env.BENCH_LOAD_SAVE) {
  writeFileSync(process.env.BENCH_LOAD_SAVE, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`figures saved to ${process.env.BENCH_LOAD_SAVE}`);
}
