/**
 * Build-and-smoke of the server bundle (docs/conventions.md#tooling): bundles main.ts the way scripts/build.mjs does,
 * starts it twice on a fresh SQLite file, and checks the start-up contract of `npm start`.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders } from './testing/sign-request';

/** Calls before sign-in are signed with the public key, which needs no server secret. */
const PUBLIC_KEY_ONLY = { requestSigningSecret: undefined };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// Inside apps/server/dist (git-ignored) so the bundle resolves node_modules like the real one.
const bundle = path.join(root, 'apps/server/dist/main.smoke-test.js');
const dataDir = mkdtempSync(path.join(tmpdir(), 'cocho-main-'));

type Started = { child: ChildProcess; output: () => string; url: string };

async function start(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start line:\n${output}`)), 20_000);
    const check = () => {
      const match = /Cocho is running at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
  return { child, output: () => output, url };
}

function stop(started: Started): Promise<number | null> {
  return new Promise((resolve) => {
    started.child.on('exit', (code) => resolve(code));
    started.child.kill('SIGTERM');
  });
}

describe('server bundle (npm start)', () => {
  beforeAll(async () => {
    await build({
      entryPoints: [path.join(root, 'apps/server/src/main.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: bundle,
      packages: 'external',
      alias: {
        '@cocho/contracts': path.join(root, 'packages/contracts/src/index.ts'),
        '@cocho/engine': path.join(root, 'packages/engine/src/index.ts'),
      },
      logLevel: 'warning',
    });
  }, 60_000);

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(bundle, { force: true });
  });

  it('migrates, seeds, prints the generated admin once, serves, and stops on SIGTERM', async () => {
    const env = { DATABASE_PATH: path.join(dataDir, 'nested/cocho.db'), SERVE_WEB: 'false' };
    const first = await start(env);
    const health = (await (await fetch(`${first.url}/health`)).json()) as {
      database: string;
      version: string;
    };
    expect(health).toMatchObject({ version: '5.0.13', database: 'local' });
    const password = /Password \(shown only this once[^)]*\): (\S+)/.exec(first.output())?.[1];
    expect(first.output()).toContain('First administrator created: admin@cocho.local');
    expect(password).toBeDefined();
    // Signed as the web client signs before sign-in (the public key; signatures are required by default).
    const login = await fetch(`${first.url}/auth/appLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(PUBLIC_KEY_ONLY, 'auth/appLogin') },
      body: JSON.stringify({ email: 'admin@cocho.local', password }),
    });
    expect(login.status).toBe(200);
    const states = (await (
      await fetch(`${first.url}/estados`, {
        method: 'POST',
        headers: signedHeaders(PUBLIC_KEY_ONLY, 'estados'),
      })
    ).json()) as {
      data: unknown[];
    };
    expect(states.data).toHaveLength(27);
    expect(await stop(first)).toBe(0);

    const second = await start(env);
    expect(second.output()).not.toContain('First administrator created');
    expect(second.output()).not.toContain(password);
    expect(await stop(second)).toBe(0);
  });

  it('refuses to start with an invalid configuration, naming the key', async () => {
    const child = spawn(process.execPath, [bundle], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', PORT: 'not-a-port' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('PORT=');
  });
});
