/**
 * helmet's security headers, per kind of answer (docs/decisions/asset-security-headers.md):
 *
 * - pages, the service worker and what it imports, the engine worker's script, API answers and everything
 *   else: the whole set (the Content-Security-Policy below, frame, referrer, opener and the rest);
 * - the web app's hashed scripts, styles, WebAssembly and fonts under /assets/ (never a document or a
 *   worker's own script): only what governs the file itself, `X-Content-Type-Options: nosniff` and
 *   `Cross-Origin-Resource-Policy: same-origin`. A page's policy governs the scripts and styles it loads;
 *   the policies these files would carry are never read, and cost about 1 KiB per file on a first visit.
 *
 * Workers take their policy from their own script's answer, so the build writes every worker's script to
 * /assets/workers/ (apps/web/vite.config.ts `worker`), which keeps the whole set.
 */
import helmet from '@fastify/helmet';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Content-Security-Policy for the Vite-built app: own scripts only; inline styles for emotion (MUI);
 * 'wasm-unsafe-eval' lets the engine's worker compile the HiGHS WebAssembly solver (it allows WebAssembly
 * compilation only, not JavaScript eval).
 */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    // Help videos play in YouTube's privacy-enhanced player (help/HelpDialog).
    frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
  },
};

const FULL_SET = {
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  // Served over plain HTTP on laptops; a TLS-terminating proxy adds HSTS in production.
  hsts: false,
} satisfies FastifyHelmetOptions;

/**
 * A hashed asset's headers: the full set's options with every document-only header off. What stays:
 * `X-Content-Type-Options: nosniff` (a script or style with the wrong type is refused, not guessed) and
 * `Cross-Origin-Resource-Policy: same-origin` (another site's page cannot pull the file into its process).
 */
const ASSET_SET = {
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} satisfies FastifyHelmetOptions;

/**
 * The files Vite writes to assets/ that a page loads as subresources: scripts, styles, the solver's
 * WebAssembly and fonts. Not SVG or HTML (a document when opened), nor anything in a subfolder (workers/), nor
 * a name with an escape or a dot segment.
 */
const HASHED_SUBRESOURCE = /^\/assets\/[\w-]+(?:\.[\w-]+)*\.(?:js|css|wasm|woff2?)$/;

/** Whether a request asks for one of the web app's hashed subresources (see HASHED_SUBRESOURCE). */
export function isHashedSubresource(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  return HASHED_SUBRESOURCE.test(pathname);
}

export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  // Not global: the hook below applies one set or the other to every request (API calls, pages, files,
  // unknown paths), through the plugin's `reply.helmet` decorator.
  await app.register(helmet, { ...FULL_SET, global: false });
  app.addHook('onRequest', (request, reply, done) => {
    reply.helmet(isHashedSubresource(request) ? ASSET_SET : undefined);
    done();
  });
}
