import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { DEFAULT_FEATURE_FLAGS } from '@cocho/contracts';
import type { TFeatureFlags } from '@cocho/contracts';
import { expect, it } from 'vitest';
import { signUpAdministrator } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';

// A stand-in for apps/web/dist: what Vite writes (index.html plus hashed assets).
const dist = mkdtempSync(path.join(tmpdir(), 'cocho-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>',
);
// What the web build writes beside index.html: each page's lazy screen chunks (apps/web route-preloads.ts).
writeFileSync(
  path.join(dist, 'route-preloads.json'),
  JSON.stringify({
    '/formulacao-dieta': ['/assets/DietWizardPage-9z8y.js', '/assets/forms-7x6w.js'],
    '/': ['/assets/HomePage-5v4u.js'],
    '/evil': ['"><script>alert(1)</script>', '/assets/ok-1.js'],
  }),
);
writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log("cocho");');
writeFileSync(
  path.join(dist, 'assets', 'big-3c4d.js'),
  `export const rows = ${JSON.stringify(Array(400).fill('cocho'))};`,
);

// What else the build writes: the service worker and its Workbox import beside index.html, a worker's
// script under assets/workers/ (apps/web/vite.config.ts `worker`), the solver's WebAssembly and an image.
writeFileSync(path.join(dist, 'sw.js'), 'importScripts("/workbox-1a2b.js");');
writeFileSync(path.join(dist, 'workbox-1a2b.js'), 'self.workbox = {};');
mkdirSync(path.join(dist, 'assets', 'workers'));
writeFileSync(path.join(dist, 'assets', 'workers', 'engine.worker-7g8h.js'), 'self.onmessage = () => {};');
writeFileSync(path.join(dist, 'assets', 'highs-9i0j.wasm'), Buffer.from([0, 97, 115, 109, 1, 0, 0, 0]));
writeFileSync(path.join(dist, 'assets', 'logo-2k3l.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

// An asset precompressed the way scripts/build.mjs does it: `.br` and `.gz` beside the file.
const chunkSource = Buffer.from(
  `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `feed ${i}`))};`,
);
const chunkBrotli = brotliCompressSync(chunkSource);
const chunkGzip = gzipSync(chunkSource, { level: 9 });
writeFileSync(path.join(dist, 'assets', 'chunk-5e6f.js'), chunkSource);
writeFileSync(path.join(dist, 'assets', 'chunk-5e6f.js.br'), chunkBrotli);
writeFileSync(path.join(dist, 'assets', 'chunk-5e6f.js.gz'), chunkGzip);

/** helmet's other headers, which govern a document (none of them a hashed asset's). */
const DOCUMENT_ONLY_HEADERS = [
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The text of the page's flags element (page-with-preloads.ts withPageFlags), or null when it has none. */
function pageFlagsText(html: string): string | null {
  return /<script type="application\/json" id="cocho-flags">([^<]*)<\/script>/.exec(html)?.[1] ?? null;
}

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET whose body is the bytes on the wire (fetch would decode them). */
function rawGet(url: string, acceptEncoding: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

forEachDatabase(
  'built web app',
  (t) => {
    it('serves index.html for / and for client routes', async () => {
      for (const route of ['/', '/dashboard', '/login?redirect=%2Fuser', '/adm/user/edit']) {
        const res = await fetch(`${t.url}${route}`);
        expect(res.status, route).toBe(200);
        expect(res.headers.get('content-type'), route).toContain('text/html');
        expect(await res.text()).toContain('<div id="root">');
        expect(res.headers.get('cache-control')).toBe('no-cache');
      }
    });

    it("lists each page's screen chunks as modulepreload links, and no others", async () => {
      const preloadsOf = async (route: string) => {
        const html = await (await fetch(`${t.url}${route}`)).text();
        return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
      };
      expect(await preloadsOf('/formulacao-dieta')).toEqual([
        '/assets/DietWizardPage-9z8y.js',
        '/assets/forms-7x6w.js',
      ]);
      expect(await preloadsOf('/Formulacao-Dieta/?x=1')).toEqual([
        '/assets/DietWizardPage-9z8y.js',
        '/assets/forms-7x6w.js',
      ]);
      expect(await preloadsOf('/')).toEqual(['/assets/HomePage-5v4u.js']);
      expect(await preloadsOf('/dashboard')).toEqual([]);
      const evil = await (await fetch(`${t.url}/evil`)).text();
      expect(evil).not.toContain('<script>alert');
      expect(evil).toContain('href="/assets/ok-1.js"');
    });

    it('serves hashed assets as immutable files', async () => {
      const res = await fetch(`${t.url}/assets/app-1a2b.js`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('javascript');
      expect(res.headers.get('cache-control')).toContain('immutable');
    });

    it("sends the page's security headers with pages, workers and calls, and only nosniff and CORP with hashed assets", async () => {
      const setOf = (headers: Headers) => ({
        csp: headers.get('content-security-policy') ?? '',
        frame: headers.get('x-frame-options'),
        referrer: headers.get('referrer-policy'),
        opener: headers.get('cross-origin-opener-policy'),
        nosniff: headers.get('x-content-type-options'),
        resource: headers.get('cross-origin-resource-policy'),
        documentOnly: DOCUMENT_ONLY_HEADERS.filter((name) => headers.has(name)),
      });
      const headersOf = async (pathname: string) => {
        const res = await fetch(`${t.url}${pathname}`);
        expect(res.status, pathname).toBe(200);
        return setOf(res.headers);
      };
      const fullSet = {
        csp: expect.stringContaining("default-src 'self'") as unknown,
        frame: 'SAMEORIGIN',
        referrer: 'no-referrer',
        opener: 'same-origin',
        nosniff: 'nosniff',
        resource: 'same-origin',
        documentOnly: DOCUMENT_ONLY_HEADERS,
      };
      const documentsAndWorkers = [
        '/',
        '/dashboard',
        '/index.html',
        '/sw.js',
        '/workbox-1a2b.js',
        '/assets/workers/engine.worker-7g8h.js',
        '/assets/logo-2k3l.svg',
        '/health',
      ];
      for (const pathname of documentsAndWorkers) {
        expect(await headersOf(pathname), pathname).toEqual(fullSet);
      }
      const call = await t.call('auth/meuIP', {});
      expect(call.status).toBe(200);
      expect(setOf(call.headers), 'a call').toEqual(fullSet);

      const assetSet = {
        csp: '',
        frame: null,
        referrer: null,
        opener: null,
        nosniff: 'nosniff',
        resource: 'same-origin',
        documentOnly: [],
      };
      for (const pathname of ['/assets/app-1a2b.js', '/assets/chunk-5e6f.js', '/assets/highs-9i0j.wasm']) {
        expect(await headersOf(pathname), pathname).toEqual(assetSet);
        expect(await headersOf(`${pathname}?v=1`), pathname).toEqual(assetSet);
      }
      const head = await fetch(`${t.url}/assets/app-1a2b.js`, { method: 'HEAD' });
      expect(head.headers.get('content-security-policy')).toBeNull();
      expect(head.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('answers 404 JSON for a missing file and for POST to an unknown call', async () => {
      const missing = await fetch(`${t.url}/assets/missing.js`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
      const post = await t.call('dashboard', {});
      expect(post.status).toBe(404);
    });

    it('compresses large assets for clients that accept it', async () => {
      const asset = await fetch(`${t.url}/assets/big-3c4d.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(asset.headers.get('content-encoding')).toBe('gzip');
      expect(await asset.text()).toContain('cocho');
      const plain = await fetch(`${t.url}/assets/big-3c4d.js`, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers.get('content-encoding')).toBeNull();
    });

    it("sends the build's brotli or gzip file to a client that accepts it, and the plain file otherwise", async () => {
      const url = `${t.url}/assets/chunk-5e6f.js`;
      const brotli = await rawGet(url, 'gzip, deflate, br');
      expect(brotli.status).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.body.equals(chunkBrotli)).toBe(true);
      expect(brotliDecompressSync(brotli.body).equals(chunkSource)).toBe(true);

      const gzip = await rawGet(url, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.body.equals(chunkGzip)).toBe(true);

      const plain = await rawGet(url, 'identity');
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(chunkSource)).toBe(true);

      for (const answer of [brotli, gzip, plain]) {
        expect(answer.headers['content-type']).toContain('javascript');
        expect(answer.headers.vary).toContain('accept-encoding');
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    });

    it("carries the flags in force in every page, and an administrator's change in the next page", async () => {
      for (const route of ['/', '/login', '/formulacao-dieta']) {
        const text = pageFlagsText(await (await fetch(`${t.url}${route}`)).text());
        expect(text, route).not.toBeNull();
        expect(JSON.parse(text ?? ''), route).toEqual((await t.call('flags/get', {})).body);
      }

      const admin = await signUpAdministrator(t);
      const changed: TFeatureFlags = {
        ...DEFAULT_FEATURE_FLAGS,
        global: { ...DEFAULT_FEATURE_FLAGS.global, blog: !DEFAULT_FEATURE_FLAGS.global.blog },
      };
      expect((await t.call('adm/flags/update', changed, { token: admin.token })).status).toBe(200);
      try {
        const after = JSON.parse(
          pageFlagsText(await (await fetch(`${t.url}/`)).text()) ?? '',
        ) as TFeatureFlags;
        expect(after.global.blog).toBe(!DEFAULT_FEATURE_FLAGS.global.blog);
        expect(after).toEqual((await t.call('flags/get', {})).body);
      } finally {
        await t.call('adm/flags/update', DEFAULT_FEATURE_FLAGS, { token: admin.token });
      }
    });

    it('keeps API calls and /health working next to the web app', async () => {
      expect((await fetch(`${t.url}/health`)).status).toBe(200);
      expect((await t.call('auth/meuIP', {})).status).toBe(200);
    });
  },
  { env: { SERVE_WEB: 'true', WEB_DIST_DIR: dist } },
);
