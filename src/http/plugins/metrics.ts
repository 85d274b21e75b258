import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { forbidden, unauthorized } from '../../services/errors.ts';
import { gameCacheBudget } from '../../services/game-cache.ts';
import { cacheSize } from '../../services/published/artifact-cache.ts';
import type { ResolveTrigger } from '../../services/lifecycle-resolution.ts';
import { queueDepths } from '../../services/operations.ts';
import { onServiceEvent } from '../../services/service-events.ts';
import { idleCollectionStats, type IdleCollectionStats } from '../../idle-collection.ts';
import type { ResponseObservers } from './logging.ts';
import { isPrivateAddress, presentsToken } from './metrics-access.ts';
import { RouteLatencyHistogram } from './route-latency.ts';
import { fileErrors, fileResponse, NOT_MODIFIED } from '../responses.ts';

export interface MetricsOptions {
  /** The database pool's connections now (src/db/client.ts driverPoolStats); null when unknown. */
  poolStats: () => PoolStats | null;
  /** Where every answered request is seen (the app's log controller). */
  responses: ResponseObservers;
}

interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

const TRIGGERS = ['gm', 'deadline', 'ready_early', 'answers', 'automatic'] as const satisfies readonly ResolveTrigger[];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Status classes by first digit (index); Node allows only 100–999. */
const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx', '6xx', '7xx', '8xx', '9xx'];
/** Seconds: from a cached published read (~1 ms) to a slow resolution or map rendering. */
const BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics at GET /metrics (docs/operations.md "Metrics"), with prom-client: requests by route PATTERN
 * (`/play/:token`, never the address asked: tokens travel in URLs), method and status class, with their latency;
 * resolutions by trigger; the scheduler's backlog; the database pool; the process (CPU, memory, event loop, GC).
 * No label carries a token, a game id or a name. Each process has its own figures: scrape every process, not the
 * proxy in front of them. Served only with METRICS_TOKEN as a Bearer token when it is set, else only to loopback
 * and private addresses. Call it before the routes are registered (its hook times them all); it returns the plugin
 * of the route itself, to register after the OpenAPI plugin (which lists the routes registered after it), or null
 * when METRICS=0.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): FastifyPluginAsync | null {
  const config = app.config;
  if (!config.METRICS) return null;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  // Recorded through the log controller (ResponseObservers, logging.ts), not an onResponse hook of its own.
  const requests = new RouteLatencyHistogram(
    'turnkeeper_http_request_duration_seconds',
    'HTTP requests by route pattern, method and status class: latency until the answer was sent (its _count is the request count)',
    BUCKETS,
    registry,
  );
  options.responses.observe((request, reply) => {
    requests.record(
      METHODS.has(request.method) ? request.method : 'other',
      request.routeOptions.url ?? 'unmatched',
      STATUS_CLASSES[Math.floor(reply.statusCode / 100)] ?? 'other',
      reply.elapsedTime / 1000,
    );
  });

  const resolutions = new Counter({
    name: 'turnkeeper_resolutions_total',
    help: 'Turns resolved by this process, by what triggered them',
    labelNames: ['trigger'] as const,
    registers: [registry],
  });
  for (const trigger of TRIGGERS) resolutions.labels(trigger).inc(0);
  const stop = onServiceEvent((event) => {
    if (event.kind === 'resolved') resolutions.labels(event.trigger).inc();
  });
  app.addHook('onClose', (_app, done) => {
    stop();
    done();
  });

  const pool = (name: string, help: string, read: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = options.poolStats();
        if (stats) this.set(read(stats));
      },
    });
  pool('turnkeeper_db_pool_connections', 'Database connections this process has open', (stats) => stats.total);
  pool('turnkeeper_db_pool_idle_connections', 'Open database connections not in use', (stats) => stats.idle);
  pool('turnkeeper_db_pool_waiting_requests', 'Queries waiting for a database connection', (stats) => stats.waiting);
  pool(
    'turnkeeper_db_pool_max_connections',
    'The most database connections this process opens (DATABASE_POOL_SIZE; 1 on the embedded database)',
    (stats) => stats.max,
  );

  // What the in-process caches hold against their bounds (GAME_CACHE_MB, PUBLISHED_CACHE_MB / _ENTRIES).
  const caches = { game: () => gameCacheBudget.size(), published: cacheSize };
  const cache = (name: string, help: string, read: (size: { entries: number; bytes: number }) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['cache'] as const,
      registers: [registry],
      collect() {
        for (const [label, size] of Object.entries(caches)) this.set({ cache: label }, read(size()));
      },
    });
  cache(
    'turnkeeper_cache_bytes',
    'Approximate bytes the in-process caches hold: game = the per-game caches (GAME_CACHE_MB), published = rendered artifacts (PUBLISHED_CACHE_MB)',
    (size) => size.bytes,
  );
  cache('turnkeeper_cache_entries', 'Entries the in-process caches hold (game, published)', (size) => size.entries);

  // The idle collections of this process (src/idle-collection.ts), read at each scrape.
  const idleCounter = (name: string, help: string, read: (stats: IdleCollectionStats) => number) => {
    let reported = 0;
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        const value = read(idleCollectionStats());
        this.inc(value - reported);
        reported = value;
      },
    });
  };
  idleCounter(
    'turnkeeper_idle_collections_total',
    'Full garbage collections made when the server fell quiet after work (IDLE_COLLECTION)',
    (stats) => stats.collections,
  );
  idleCounter('turnkeeper_idle_collection_seconds_total', 'Time the idle collections took', (stats) => stats.seconds);

  // The backlog is the database's, the same seen from every process: read at each scrape (two counts).
  const notifications = new Gauge({
    name: 'turnkeeper_notification_queue_depth',
    help: 'Notifications waiting in the outbox (every process)',
    registers: [registry],
  });
  const dueTurns = new Gauge({
    name: 'turnkeeper_due_turns',
    help: 'Open turns of running games past their deadline, waiting for a scheduler tick (every process)',
    registers: [registry],
  });
  const readBacklog = async () => {
    try {
      const depths = await queueDepths(app.db, app.lifecycle.clock);
      notifications.set(depths.notifications);
      dueTurns.set(depths.dueTurns);
    } catch (error) {
      app.log.warn({ err: error }, 'metrics: could not read the queue depths');
    }
  };

  return async (scope) => {
    scope.get(
      '/metrics',
      {
        schema: {
          operationId: 'getMetrics',
          tags: ['health'],
          summary: 'Prometheus metrics of this process (text exposition); METRICS_TOKEN as Bearer token when set, else private addresses only',
          security: [{ metricsToken: [] }, {}],
          response: { 200: fileResponse('Prometheus text exposition format', 'text/plain'), ...NOT_MODIFIED, ...fileErrors(400, 401, 403) },
        },
      },
      async (request, reply) => {
        if (config.METRICS_TOKEN !== undefined) {
          if (!presentsToken(request.headers.authorization, config.METRICS_TOKEN)) throw unauthorized('GET /metrics needs the METRICS_TOKEN as a Bearer token');
        } else if (!isPrivateAddress(request.ip)) {
          throw forbidden('Metrics are served to private addresses only (set METRICS_TOKEN to scrape from elsewhere)');
        }
        await readBacklog();
        return reply
          .header('content-type', registry.contentType)
          .header('cache-control', 'no-store')
          .send(await registry.metrics());
      },
    );
  };
}
