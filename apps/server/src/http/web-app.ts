/**
 * Serves the built web app (WEB_DIST_DIR) when SERVE_WEB is on and the folder exists: its files, and
 * index.html for client routes (GET paths without a file extension). Everything else that matches no route
 * answers 404 NOT_FOUND as JSON.
 *
 * The build writes `.br` (brotli 11) and `.gz` (gzip 9) beside each text file (scripts/build.mjs): they go out
 * as they are, with Content-Encoding and `Vary: accept-encoding`, to a client that accepts them; any other
 * client gets the plain file (which @fastify/compress may still compress). docs/decisions/first-screen-budget.md.
 *
 * Each page carries the feature flags in force (page-with-preloads.ts `withPageFlags`; the same short
 * in-process copy the access check reads), so a visitor's start makes no call; when they cannot be read,
 * the page goes without them and the web app asks flags/get as before.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFeatureFlagsCached } from '../feature-flags/read-feature-flags';
import { sendNotFound } from './error-handler';
import { pageLanguageOf, pagesWithPreloads, withPageFlags } from './page-with-preloads';
import { countRequest } from './rate-limits';

export async function registerWebApp(app: FastifyInstance): Promise<{ served: boolean }> {
  const { config } = app.deps;
  const indexFile = path.join(config.webDistDir, 'index.html');
  const served = config.serveWeb && existsSync(indexFile);

  if (served) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite's hashed assets never change; index.html must always be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // The page of a client route lists its screen's chunks as modulepreload links (page-with-preloads.ts).
  const pageFor = served ? pagesWithPreloads(config.webDistDir) : null;
  const sendPage = async (pathname: string, request: FastifyRequest, reply: FastifyReply) => {
    const language = pageLanguageOf(request.headers.cookie, request.headers['accept-language']);
    const page = pageFor?.(pathname, language) ?? '';
    const flags = await readFeatureFlagsCached(app.deps.db).catch(() => null);
    return (
      reply
        .header('cache-control', 'no-cache')
        // The preloads follow the language cookie, else the browser's language.
        .header('vary', 'cookie, accept-language')
        .type('text/html; charset=utf-8')
        .send(flags ? withPageFlags(page, flags) : page)
    );
  };

  if (served) {
    // The root is a directory to @fastify/static (index: false), so it gets the app explicitly.
    app.get('/', (request, reply) => sendPage('/', request, reply));
  }

  // A client route's page is the web app (never counted); any other unknown path counts like a call
  // (route hooks never run for them; http/rate-limits.ts).
  const isPageRequest = (request: FastifyRequest): boolean => {
    const pathname = request.url.split('?')[0] ?? '/';
    const lastSegment = pathname.split('/').pop() ?? '';
    return served && (request.method === 'GET' || request.method === 'HEAD') && !lastSegment.includes('.');
  };
  app.setNotFoundHandler(
    {
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!isPageRequest(request)) await countRequest(app, request, reply);
      },
    },
    (request, reply) => {
      if (isPageRequest(request)) return sendPage(request.url.split('?')[0] ?? '/', request, reply);
      return sendNotFound(reply);
    },
  );

  return { served };
}
