/**
 * Builds the Fastify app (used by main.ts and the integration tests): logging, security headers, rate
 * limits, error mapping, every feature's calls, GET /health and the built web app.
 */
import compress from '@fastify/compress';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseKind } from './db/database';
import type { Database } from './db/schema';
import type { Kysely } from 'kysely';
import { resolveBuildId } from './build-info';
import type { AppDeps } from './http/app-deps';
import { createChecker } from './off-loop/checker';
import { installClusterInvalidation } from './cluster/invalidation';
import { openClusterState } from './cluster/cluster-state';
import { installErrorHandler } from './http/error-handler';
import { installRateLimits } from './http/rate-limits';
import { installInputSafety } from './http/input-safety-hook';
import { installPayloadEncryption } from './http/payload-encryption';
import { withStoredSecrets } from './http/server-secrets';
import { installRequestSigning } from './http/request-signing';
import { installSameOriginOnly } from './http/cors';
import { installSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { registerAuthRoutes } from './auth/routes';
import { registerDietRoutes } from './diets/routes';
import { registerDashboardRoutes } from './dashboard/routes';
import { registerFeedRoutes } from './feeds/routes';
import { registerHealthRoutes } from './health/routes';
import { registerReferenceDataRoutes } from './reference-data/routes';
import { registerUserRoutes } from './users/routes';
import { registerAdRoutes } from './ads/routes';
import { registerCouponRoutes } from './coupons/routes';
import { registerFeatureFlagRoutes } from './feature-flags/routes';
import { registerPlanRoutes } from './plans/routes';
import { registerConsultancyRoutes } from './consultancy/routes';
import { registerSharingRoutes } from './sharing/routes';
import { registerCompanyContactRoutes } from './companies/contacts/routes';
import { registerCompanyRoutes } from './companies/routes';
import { registerCompanyFeedRoutes } from './companies/feeds/routes';
import { registerNotificationRoutes } from './notifications/routes';
import { registerAdminRoutes } from './admin/routes';
import { registerAdminToolRoutes } from './admin-tools/routes';
import { registerHelpRoutes } from './help/routes';
import { registerFeedbackRoutes } from './feedback/routes';
import { registerPrivacyRoutes } from './privacy/routes';
import { configurePasswordPool } from './auth/passwords';

export type BuildAppOptions = {
  config: AppConfig;
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  /** Where pino writes (default stdout); tests pass a collector. */
  logStream?: { write(line: string): void };
};

/**
 * TRUST_PROXY as Fastify's option. A hop count trusts the socket peer and the hops after it, up to the count
 * (proxy-addr counts hops from the server: 0 is the socket peer); Fastify's own number option now trusts
 * nothing, so the count is given as a function. A list trusts only those addresses.
 */
function toFastifyTrustProxy(
  trustProxy: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return trustProxy;
}

export async function buildApp({
  config: givenConfig,
  db,
  dbKind,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  // Secrets the configuration leaves unset come from the database (http/server-secrets.ts), so none is in
  // the repository; the database must be migrated first.
  const config = await withStoredSecrets(givenConfig, db, new Date());
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: toFastifyTrustProxy(config.trustProxy),
  });
  configurePasswordPool(config.passwordHashConcurrency, config.passwordQueueMax);
  const cluster = await openClusterState(config);
  const deps: AppDeps = { db, dbKind, config, checks: createChecker(config), cluster };
  app.decorate('deps', deps);
  app.addHook('onClose', async () => {
    await deps.checks.close();
    await cluster.close();
  });
  installClusterInvalidation(app);
  installErrorHandler(app);
  installInputSafety(app);
  // Signature check (onRequest) and payload decryption/encryption (docs/product/calls.md#shell-calls); before compress's onSend.
  installRequestSigning(app);
  installPayloadEncryption(app);
  installSameOriginOnly(app);

  // An empty JSON body means "no fields" ({}), like a body-less POST; anything else parses as usual.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // gzip/brotli for JSON answers (the feed list is ~200 KB) and the web app's static files.
  await app.register(compress, { global: true, threshold: 1024 });
  // The whole set for pages, workers and calls; only nosniff and CORP for the hashed assets.
  await installSecurityHeaders(app);
  // Calls only, per user when signed in (http/rate-limits.ts; docs/decisions/fair-rate-limits.md).
  await installRateLimits(app);

  registerHealthRoutes(app, resolveBuildId(config.buildId));
  registerAuthRoutes(app);
  registerUserRoutes(app);
  registerReferenceDataRoutes(app);
  registerFeedRoutes(app);
  registerDietRoutes(app);
  registerDashboardRoutes(app);
  registerPlanRoutes(app);
  registerCouponRoutes(app);
  registerAdRoutes(app);
  registerFeatureFlagRoutes(app);
  registerConsultancyRoutes(app);
  registerSharingRoutes(app);
  registerCompanyRoutes(app);
  registerCompanyFeedRoutes(app);
  registerCompanyContactRoutes(app);
  registerNotificationRoutes(app);
  registerAdminRoutes(app);
  registerAdminToolRoutes(app);
  registerHelpRoutes(app);
  registerFeedbackRoutes(app);
  registerPrivacyRoutes(app);
  await registerWebApp(app);

  return app;
}
