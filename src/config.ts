import { z } from 'zod';
import { OPERATIONS_SETTINGS } from './operations-settings.ts';

/** Every environment variable the server reads (documented in .env.example), parsed once at start. */
const booleanFlag = z.enum(['0', '1', 'true', 'false', 'yes', 'no', '']).transform((value) => value === '1' || value === 'true' || value === 'yes');

/**
 * Fastify's trustProxy: off (default), on for every hop (`1`/`true`), or a comma-separated list of the proxy
 * addresses / CIDRs / proxy-addr keywords to trust (`127.0.0.1`, `loopback`, `10.0.0.0/8`).
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value): boolean | string => {
    const lower = value.toLowerCase();
    if (['', '0', 'false', 'no'].includes(lower)) return false;
    if (['1', 'true', 'yes'].includes(lower)) return true;
    return value;
  });

/** A per-window request budget; 0 turns that limit off. */
const budget = (fallback: number) => z.coerce.number().int().min(0).max(1_000_000).default(fallback);

export const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Embedded database directory (PGlite), used when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://... switches to an external PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  /**
   * Prepare each statement once per connection (default on). Off behind a pooler in transaction mode that does
   * not keep prepared statements (PgBouncer before 1.21, or without max_prepared_statements; some hosted poolers).
   */
  DATABASE_PREPARED_STATEMENTS: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Base URL printed in invite links (default http://localhost:PORT). */
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Maximum request body in bytes (map uploads fit in the default 1 MiB). */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  /**
   * Seed a demo game when the database holds no game (default on; DEMO=0 turns it off). With
   * NODE_ENV=production there is no demo unless DEMO=force, and even then its tokens are never printed or stored.
   */
  DEMO: z
    .enum(['0', '1', 'true', 'false', 'yes', 'no', '', 'force'])
    .transform((value): boolean | 'force' => (value === 'force' ? 'force' : value === '1' || value === 'true' || value === 'yes'))
    .default(true),
  NODE_ENV: z.string().default('development'),
  /** Test-only fault injection: sleep this long inside the resolution transaction (NODE_ENV=test only). */
  RESOLVE_TEST_DELAY_MS: z.coerce.number().int().min(0).default(0),
  /** Deadline scheduler inside the process (SCHEDULER=0 turns it off) and its tick interval. */
  SCHEDULER: booleanFlag.default(true),
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  /** SMTP for e-mail notifications (no SMTP_HOST: no e-mails). */
  SMTP_HOST: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: booleanFlag.default(false),
  SMTP_USER: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_PASS: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_FROM: z.string().min(3).default('Turnkeeper <turnkeeper@localhost>'),
  /**
   * Behind a reverse proxy: which hops to trust for X-Forwarded-For/-Proto (Fastify trustProxy). Off by
   * default: the client address is the socket's and X-Forwarded-* headers are ignored. Links are always built
   * from PUBLIC_URL, never from Host / X-Forwarded-Host, in responses that may be cached.
   */
  TRUST_PROXY: trustProxySetting.default(false),
  /** Requests per minute per client IP without a valid token (0 = no limit). */
  RATE_LIMIT_ANON_PER_MINUTE: budget(300),
  /** Requests per minute per valid token (Bearer header or /play|/gm link) (0 = no limit). */
  RATE_LIMIT_TOKEN_PER_MINUTE: budget(600),
  /**
   * Requests per minute per client IP over every valid token it presents (tokens one address minted for itself
   * share this budget; issue 34). Unset: twice RATE_LIMIT_TOKEN_PER_MINUTE (0 = no limit).
   */
  RATE_LIMIT_TOKEN_ADDRESS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Games created per hour per client IP (API, web form, next game of a campaign); refused ones do not count (0 = no limit). */
  RATE_LIMIT_CREATE_PER_HOUR: budget(20),
  /** Seats a GM adds per hour per client IP (API and console form); refused ones do not count (0 = no limit). */
  RATE_LIMIT_SEATS_PER_HOUR: budget(60),
  /** Requests to join through invitation links per hour per client IP; refused ones do not count (0 = no limit). */
  RATE_LIMIT_JOINS_PER_HOUR: budget(20),
  /**
   * Where the budgets are counted: `auto` (default) shares them through the database with every server process
   * when DATABASE_URL is set and counts them in memory with the embedded database (one process); `memory` or
   * `database` forces either.
   */
  RATE_LIMIT_STORE: z.enum(['auto', 'memory', 'database']).default('auto'),
  /**
   * Allow webhook targets on loopback, private, link-local, CGNAT... addresses (a self-hosted Discord bridge
   * on the LAN; the test suite's local receivers). Off by default: such targets are refused (SSRF).
   */
  WEBHOOK_ALLOW_PRIVATE: booleanFlag.default(false),
  /** PNG maps are rasterised in a worker thread: time limit per map and how many may wait (then 503). */
  PNG_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  PNG_QUEUE_MAX: z.coerce.number().int().min(1).max(1000).default(8),
  /**
   * Published artifacts (docs/server.md "Published artifacts"): how long a process trusts what it read of a
   * game's published versions before reading them again (its own writes are seen at once; 0 = read on every
   * request, for several processes that must never serve a withdrawn turn even for a moment), and how much
   * rendered output it keeps (MB of bodies, and entries).
   */
  PUBLISHED_REVALIDATE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  PUBLISHED_CACHE_MB: z.coerce.number().min(1).max(4096).default(32),
  PUBLISHED_CACHE_ENTRIES: z.coerce.number().int().min(10).max(1_000_000).default(2_000),
  /**
   * What the per-game caches keep in memory in all, in MB (src/services/game-cache.ts): parsed setups (with what the
   * rules engine derives from them), open steps, public positions, game JSON views, publication heads, status
   * images; least recently used out first. Approximate (estimated from the JSON or bytes each entry holds). 16 MB
   * holds ~200 games of 8 players on the default Lords of Chaos map.
   */
  GAME_CACHE_MB: z.coerce.number().min(1).max(4096).default(16),
  /**
   * A full garbage collection when the server falls quiet after work, to give back the memory the burst grew
   * (src/idle-collection.ts, docs/performance.md "Idle collection"). IDLE_COLLECTION=0 leaves it to V8 alone.
   */
  IDLE_COLLECTION: booleanFlag.default(true),
  /**
   * Prometheus metrics at GET /metrics (docs/operations.md "Metrics"; METRICS=0 turns them off). With
   * METRICS_TOKEN set, only a request presenting it (`Authorization: Bearer …`) is answered; without it, only
   * requests from loopback or private addresses (as TRUST_PROXY tells the client address).
   */
  METRICS: booleanFlag.default(true),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must have at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * On SIGTERM, how long GET /ready answers 503 (draining) before the server stops taking requests: time for a
   * proxy or orchestrator polling it to send requests elsewhere (0: stop at once; docs/operations.md).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  ...OPERATIONS_SETTINGS,
});

export type Config = z.infer<typeof ConfigSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}
