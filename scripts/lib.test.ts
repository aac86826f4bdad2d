import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installMatchesLockfile, serverEnv } from './lib.mjs';

/** Writes a lockfile and npm's record of an install, answers whether `npm test` would skip `npm ci`. */
function matches(locked: object, installed: object): boolean {
  const dir = mkdtempSync(path.join(tmpdir(), 'cocho-lock-'));
  writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify({ packages: locked }));
  writeFileSync(path.join(dir, 'installed.json'), JSON.stringify({ packages: installed }));
  return installMatchesLockfile(path.join(dir, 'installed.json'), path.join(dir, 'package-lock.json'));
}

const ROOT_ENTRY = { '': { name: 'cocho' } };

describe('installMatchesLockfile', () => {
  it('is true when every locked package is installed at its version', () => {
    expect(
      matches(
        { ...ROOT_ENTRY, 'node_modules/zod': { version: '4.1.0' } },
        { 'node_modules/zod': { version: '4.1.0' }, 'node_modules/extra': { version: '1.0.0' } },
      ),
    ).toBe(true);
  });

  it('is false when a pull added a package or moved its version', () => {
    const installed = { 'node_modules/zod': { version: '4.1.0' } };
    expect(
      matches(
        { ...ROOT_ENTRY, 'node_modules/zod': { version: '4.1.0' }, 'node_modules/new': { version: '1.0.0' } },
        installed,
      ),
    ).toBe(false);
    expect(matches({ ...ROOT_ENTRY, 'node_modules/zod': { version: '4.2.0' } }, installed)).toBe(false);
  });

  it("leaves out optional packages (other platforms' builds are never installed)", () => {
    expect(
      matches(
        { ...ROOT_ENTRY, 'node_modules/@esbuild/win32-x64': { version: '0.28.2', optional: true } },
        {},
      ),
    ).toBe(true);
  });

  it('is false when a file cannot be read', () => {
    expect(installMatchesLockfile('/nonexistent/.package-lock.json')).toBe(false);
  });
});

describe('serverEnv', () => {
  it('runs the server with two malloc arenas unless the caller chose a number', () => {
    expect(serverEnv({ PORT: '3001' })).toEqual({ PORT: '3001', MALLOC_ARENA_MAX: '2' });
    expect(serverEnv({ MALLOC_ARENA_MAX: '8' }).MALLOC_ARENA_MAX).toBe('8');
  });
});
