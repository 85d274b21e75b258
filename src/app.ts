import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import { driverPoolStats, type Db } from './db/client.ts';
import { localMigrationNames } from './db/migrate.ts';
import compress from '@fastify/compress';
import { registerCrossSiteGuard } from './http/plugins/cross-site.ts';
import { registerClosingAnswer } from './http/plugins/closing.ts';
import { registerErrorHandler } from './http/plugins/error-handler.ts';
import { problemOf } from './http/error-problem.ts';
import { sendProblem } from './http/problem.ts';
import { registerConditionalGet } from './http/plugins/conditional-get.ts';
import { lazyChildLoggerFactory, loggerOptions, OneLineLogController } from './http/plugins/logging.ts';
import { registerOpenApi } from './http/plugins/openapi.ts';
import { registerPngRenderer } from './http/plugins/png.ts';
import { registerPrivateCaching } from './http/plugins/private-caching.ts';
import { registerPublishedFreshness } from './http/plugins/published-freshness.ts';
import { registerRateLimits } from './http/plugins/rate-limit.ts';
import { registerMetrics } from './http/plugins/metrics.ts';
import { registerJsonBodyParser } from './http/plugins/json-body.ts';
import { registerRejectNul } from './http/plugins/reject-nul.ts';
import { registerRouteList, routeMethods } from './http/plugins/route-list.ts';
import { registerSecurityHeaders } from './http/plugins/security-headers.ts';
import { gameRoutes } from './http/routes/games.ts';
import { healthRoutes } from './http/routes/health.ts';
import { registerReadiness } from './http/routes/ready.ts';
import { webRoutes } from './http/routes/web.ts';
import { turnRoutes } from './http/routes/turns.ts';
import { registerLifecycle, type LifecycleOptions } from './lifecycle/app-lifecycle.ts';
import { configureGameCache } from './services/game-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

export interface AppOptions extends LifecycleOptions {
  db: Db;
  config: Config;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
}

/**
 * Every route validates and serializes with zod. Given as the compiler factories rather than with
 * setValidatorCompiler / setSerializerCompiler, Fastify's defaults (ajv, fast-json-stringify) are never built, nor
 * even loaded: ~40 ms and 2 MB less at start. Fastify types these factories for ajv only, hence the cast.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** Builds the HTTP app without listening (tests use `app.inject` or `listen({ port: 0 })`). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const logController = new OneLineLogController();
  const app = Fastify({
    logger: loggerOptions(options.config.LOG_LEVEL, options.logStream),
    logController,
    childLoggerFactory: lazyChildLoggerFactory,
    bodyLimit: options.config.BODY_LIMIT,
    // Off unless TRUST_PROXY says which proxy hops to believe (X-Forwarded-For / -Proto / -Host).
    trustProxy: options.config.TRUST_PROXY,
    // A request arriving while the server closes: 503 as problem details (closing.ts), not Fastify's own body.
    return503OnClosing: false,
    // Errors raised before routing (malformed URL encoding...) get the same shape as every other 400.
    frameworkErrors: (error, request, reply) => {
      void sendProblem(request, reply as FastifyReply, problemOf(error) ?? { status: 400, code: 'bad_request', detail: error.message });
    },
    schemaController: { compilersFactory: ZOD_COMPILERS },
  });
  app.decorate('db', options.db);
  app.decorate('config', options.config);
  configureGameCache({ bytes: options.config.GAME_CACHE_MB * 1024 * 1024 });
  registerRouteList(app);
  registerLifecycle(app, options.db, options.config, options);
  const metricsRoute = registerMetrics(app, { poolStats: () => driverPoolStats(options.db), responses: logController }); // GET /metrics (Prometheus)
  registerErrorHandler(app);
  registerClosingAnswer(app);
  registerSecurityHeaders(app);
  registerPublishedFreshness(app);
  registerPrivateCaching(app);
  registerCrossSiteGuard(app);
  await registerRateLimits(app);
  registerPngRenderer(app);
  registerJsonBodyParser(app);
  registerRejectNul(app);
  await registerOpenApi(app);
  // Every successful read carries a strong ETag of its bytes (computed before compression) and a reader who
  // already has it gets 304 without the body (conditional-get.ts: GET/HEAD 2xx only, RFC 9110 §13.2.1).
  registerConditionalGet(app);
  // Pages, reports and JSON over 1 KB are gzipped for clients that accept it (PNG and other compressed types
  // are left alone); gzip only: brotli costs too much CPU per request on a small server.
  // GET and HEAD requests carry no body: their routes get no decompression hook (one hook less on every read).
  // Routes marked `compress: false` send published artifacts, which carry their own gzip copy (published-reply.ts).
  app.addHook('onRoute', (route) => {
    if (route.decompress === undefined && routeMethods(route).every((method) => method === 'GET' || method === 'HEAD')) route.decompress = false;
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });

  await app.register(healthRoutes);
  registerReadiness(app, localMigrationNames()); // GET /ready, 503 while draining
  if (metricsRoute) await app.register(metricsRoute);
  await app.register(gameRoutes);
  await app.register(turnRoutes);

  // ---- Extra route plugins: one registration line each (reports, web pages...) ----
  await app.register(webRoutes);
  await app.register((await import('./http/routes/published.ts')).publishedRoutes);
  await app.register((await import('./http/routes/status.ts')).statusRoutes);
  await app.register((await import('./http/routes/rolls.ts')).rollRoutes);
  await app.register((await import('./http/routes/position.ts')).positionRoutes);
  await app.register((await import('./http/routes/gm-tools.ts')).gmToolRoutes);
  await app.register((await import('./http/routes/gm-token.ts')).gmTokenRoutes);
  await app.register((await import('./http/routes/email-confirm.ts')).emailConfirmRoutes);
  await app.register((await import('./http/routes/game-archive.ts')).gameArchiveRoutes);
  // ---- end of extra route plugins ----

  return app;
}
