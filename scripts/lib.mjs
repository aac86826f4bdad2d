// Shared helpers for the root scripts (no dependencies: these run before `npm install`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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
  if (existsSync(marker)) return;
  console.log('Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/**
 * Runs commands side by side (each is mostly one core: ESLint, Prettier, tsc), printing each one's output
 * when it ends; exits the process when any fails.
 */
export async function runTogether(commands) {
  const { spawn } = await import('node:child_process');
  const results = await Promise.all(
    commands.map(
      ([cmd, args]) =>
        new Promise((resolve) => {
          const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => {
            process.stdout.write(output);
            resolve({ cmd, args, status });
          });
        }),
    ),
  );
  const failed = results.find((result) => result.status !== 0);
  if (failed) {
    console.error(`\n✖ ${failed.cmd} ${failed.args.join(' ')} failed (exit ${failed.status})`);
    process.exit(failed.status ?? 1);
  }
}
