// Shared helpers for the root scripts (no dependencies: these run before `npm install`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repository root, inheriting stdio; exits the process when it fails. */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Installs dependencies when node_modules is missing or older than package-lock.json. */
export function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  if (existsSync(marker) && installMatchesLockfile(marker)) return;
  console.log('Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
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
