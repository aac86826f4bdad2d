// Shared helpers for the root scripts (no dependencies: these run before `npm install`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repository root, inheriting stdio; exits the process when it fails. */
/**
 * The environment `npm start` runs the server in: the caller's, with at most two glibc malloc arenas unless the
 * caller sets MALLOC_ARENA_MAX. argon2id takes a 19 MiB block per password hash on libuv's threads; with an arena
 * per thread, freed blocks stayed held and a sign-in burst's peak RSS rose 45 MB, past its 300 MB bound
 * (docs/decisions/sign-in-burst.md).
 */
export function serverEnv(env = process.env) {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2' };
}

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Present between an install and the end of the packages' install scripts (`installStartingScripts`), so that
 * an install interrupted there gets its scripts run by the next command. npm ci empties node_modules first,
 * so it is written after it.
 */
const SCRIPTS_PENDING = path.join(ROOT, 'node_modules', '.cocho-install-scripts-pending');

/** `npm ci` without the packages' install scripts, marked as pending. */
function installWithoutScripts() {
  console.log('Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts']);
  writeFileSync(SCRIPTS_PENDING, '');
}

function isInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  return existsSync(marker) && installMatchesLockfile(marker);
}

/** Set by `installStartingScripts` for the commands `npm test` starts while the install scripts run. */
const SCRIPTS_RUNNING_ENV = 'COCHO_INSTALL_SCRIPTS_RUNNING';

/**
 * Installs dependencies when node_modules is missing or older than package-lock.json: `npm ci`, done as
 * `npm ci --ignore-scripts` then `npm rebuild` (the packages' install scripts, as npm documents for
 * --ignore-scripts), the two halves `installStartingScripts` runs apart. A command that `npm test` starts
 * while its install scripts run (the build) leaves them to it.
 */
export function ensureInstalled() {
  if (!isInstalled()) installWithoutScripts();
  if (existsSync(SCRIPTS_PENDING) && !process.env[SCRIPTS_RUNNING_ENV]) {
    run('npm', ['rebuild']);
    rmSync(SCRIPTS_PENDING);
  }
}

/**
 * For `npm test`: installs as `ensureInstalled` does, but answers as soon as the packages are in place, with
 * their install scripts running in the background (better-sqlite3 compiles from source here: about a
 * minute of one core), their output printed when they end; the promise says whether they passed. Until it
 * settles, only commands that load no native module (better-sqlite3, argon2) may start: lint, type check,
 * the build (esbuild's and Vite's binaries are packages of their own) and the engine's tests.
 */
export function installStartingScripts() {
  if (!isInstalled()) installWithoutScripts();
  if (!existsSync(SCRIPTS_PENDING)) return Promise.resolve(true);
  process.env[SCRIPTS_RUNNING_ENV] = '1';
  return startHeldBack('install scripts (npm rebuild: native modules)', 'npm', ['rebuild']).then((passed) => {
    if (passed) rmSync(SCRIPTS_PENDING);
    delete process.env[SCRIPTS_RUNNING_ENV];
    return passed;
  });
}

/**
 * Whether every package package-lock.json requires (optional ones aside: other platforms' builds are never
 * installed) is in node_modules at its locked version, as npm's record of the install
 * (node_modules/.package-lock.json) lists it. A pull that adds or moves a dependency answers false.
 */
export function installMatchesLockfile(marker, lockfile = path.join(ROOT, 'package-lock.json')) {
  try {
    const locked = JSON.parse(readFileSync(lockfile, 'utf8')).packages ?? {};
    const installed = JSON.parse(readFileSync(marker, 'utf8')).packages ?? {};
    return Object.entries(locked).every(
      ([key, entry]) =>
        key === '' || entry.optional || entry.link || installed[key]?.version === entry.version,
    );
  } catch {
    return false;
  }
}

/** `[command, args]` at a lower CPU priority (`nice`, where there is one): it takes the cores others leave idle. */
function lowPriority(cmd, args) {
  return process.platform === 'win32' ? [cmd, args] : ['nice', ['-n', '10', cmd, ...args]];
}

/**
 * Starts a command in the background with its output held back, printed under `title` when it ends (so two
 * commands' outputs do not interleave); with `nice`, at a lower CPU priority, so commands without time
 * limits (lint, type check, build) fill the cores the tests leave idle without slowing them. Answers a
 * promise of whether it passed; never exits the process.
 */
export function startHeldBack(title, cmd, args, { nice = false, env = process.env } = {}) {
  const [command, commandArgs] = nice ? lowPriority(cmd, args) : [cmd, args];
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n▶ ${title} (${status === 0 ? 'passed' : 'FAILED'}, ${seconds} s)\n`);
      process.stdout.write(Buffer.concat(output));
      if (status !== 0) console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${status})`);
      resolve(status === 0);
    });
  });
}

/** Runs a command with its output on the console, without blocking the event loop; answers whether it passed. */
export function runInForeground(cmd, args, { env = process.env } = {}) {
  return new Promise((resolve) => {
    spawn(cmd, args, { cwd: ROOT, env, stdio: 'inherit' }).on('close', (status) => resolve(status === 0));
  });
}
