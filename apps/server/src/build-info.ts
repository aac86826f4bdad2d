/** Version and build shown by GET /health (and the web's Ctrl+Insert). */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';

/** App version (docs/product/shell.md#constants). */
export const APP_VERSION = '5.0.13';

/** BUILD_ID when set, else the short git commit of the working directory, else the start script's mtime. */
export function resolveBuildId(configured: string | undefined): string {
  if (configured) return configured;
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    }).trim();
    if (/^[0-9a-f]{7,40}$/.test(sha)) return sha;
  } catch {
    // Not a git checkout (a deployed bundle): fall through.
  }
  try {
    return statSync(process.argv[1] ?? '').mtime.toISOString();
  } catch {
    return new Date().toISOString();
  }
}
