import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import { databaseCounterLeases } from '../../services/rate-limit-counters.ts';
import { wantsAnotherRow } from '../../web/schema-form.ts';
import { ADDRESS_BUDGET_ROUTES, addressBudgets } from '../rate-limit/address-budgets.ts';
import type { Counters, Taken } from '../rate-limit/counters.ts';
import { fastifyStore } from '../rate-limit/fastify-store.ts';
import { LeasedCounters } from '../rate-limit/leased-counters.ts';
import { MemoryCounters } from '../rate-limit/memory-counters.ts';
import { presentedToken, validTokenHash } from './auth.ts';
import { routeMethods, withRouteHook } from './route-list.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set on a web form whose address has spent its budget (games created, seats, requests to join): the page
     * answers 429 with the form as typed and says when to try again, instead of an error page.
     */
    budgetRefusal?: { minutes: number };
  }
}

/** Never limited: the health and readiness checks and the metrics (monitoring, load balancers). */
const UNLIMITED = new Set(['/health', '/ready', '/metrics']);
const MINUTE = 60_000;

function rateLimited(message: string): Error & { statusCode: number; code: string } {
  return Object.assign(new Error(message), { statusCode: 429, code: 'rate_limited' });
}

/** The budgets' store: shared through the database by every process on PostgreSQL, in-process on PGlite. */
function countersFor(app: FastifyInstance): Counters {
  const { RATE_LIMIT_STORE: store, DATABASE_URL } = app.config;
  if (store === 'memory' || (store === 'auto' && DATABASE_URL === undefined)) return new MemoryCounters();
  return new LeasedCounters(databaseCounterLeases(app.db), 20_000, (error) => app.log.warn({ err: error }, 'rate-limit counters: cleanup failed'));
}

/**
 * Rate limits (docs/security.md "Requests from outside"); every budget counts per fixed window:
 *
 * - a request presenting a VALID token (Bearer header, or the token of a /play/ or /gm/ link) is counted per
 *   token (RATE_LIMIT_TOKEN_PER_MINUTE) AND in its address's bucket for token requests
 *   (RATE_LIMIT_TOKEN_ADDRESS_PER_MINUTE, twice the former unless set): tokens an address minted for itself
 *   (a game of 40 seats) share one budget (issue 34). A flood of anonymous requests from the players' own network
 *   spends neither: it does not lock them out.
 * - anything else (no token, or an unknown one: inventing tokens gives no fresh budget) is counted per client
 *   address: RATE_LIMIT_ANON_PER_MINUTE. The address is the socket's unless TRUST_PROXY names the proxy; an
 *   IPv6 address counts by its /64 (one host's usual allocation).
 * - games created, seats added by a GM and requests to join spend small hourly budgets per address
 *   (RATE_LIMIT_CREATE_PER_HOUR, RATE_LIMIT_SEATS_PER_HOUR, RATE_LIMIT_JOINS_PER_HOUR), only when they succeed.
 *
 * With PostgreSQL the budgets are shared by every server process (leased-counters.ts); with the embedded
 * database, which one process owns, they are counted in memory. A budget of 0 turns that limit off. Answers 429
 * `rate_limited` with Retry-After.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  const config = app.config;
  const { RATE_LIMIT_ANON_PER_MINUTE: anon, RATE_LIMIT_TOKEN_PER_MINUTE: perToken } = config;
  const perTokenAddress = config.RATE_LIMIT_TOKEN_ADDRESS_PER_MINUTE ?? 2 * perToken;
  const budgets = addressBudgets(config);
  const counters = countersFor(app);
  app.addHook('onClose', async () => counters.close());

  const addressOf = (request: FastifyRequest) => normalizeIP(request.ip);
  async function tokenHashOf(request: FastifyRequest): Promise<string | null> {
    const token = presentedToken(request);
    return token === null ? null : validTokenHash(request, token);
  }
  async function keyOf(request: FastifyRequest): Promise<string> {
    const tokenHash = await tokenHashOf(request);
    return tokenHash === null ? `ip:${addressOf(request)}` : `token:${tokenHash}`;
  }
  const budgetOf = (key: string) => (key.startsWith('token:') ? perToken : anon);

  await app.register(rateLimit, {
    // Both budgets 0 (limits left to a proxy in front): no hook on every request for a limit that never applies.
    global: anon > 0 || perToken > 0,
    timeWindow: MINUTE,
    keyGenerator: keyOf,
    max: (_request, key) => budgetOf(key) || Number.MAX_SAFE_INTEGER,
    allowList: (request, key) => UNLIMITED.has(request.url) || budgetOf(key) === 0,
    store: fastifyStore(counters),
    errorResponseBuilder: (_request, context) => rateLimited(`Too many requests: try again in ${context.after}`),
  });

  /** A unit of `max` per `windowMs` for `key`, or a 429 with Retry-After. */
  async function spend(reply: FastifyReply, key: string, max: number, windowMs: number, refusal: (minutes: number) => string): Promise<Taken> {
    const taken = await counters.take(key, max, windowMs);
    if (taken.allowed) return taken;
    const seconds = Math.max(1, Math.ceil(taken.ttlMs / 1000));
    reply.header('retry-after', seconds);
    throw rateLimited(refusal(Math.ceil(seconds / 60)));
  }

  const tokenAddressLimit: onRequestHookHandler = async (request, reply) => {
    if (presentedToken(request) === null || (await tokenHashOf(request)) === null) return;
    await spend(
      reply,
      `tokens@${addressOf(request)}`,
      perTokenAddress,
      MINUTE,
      (minutes) => `Too many requests with tokens from this address: try again in ${minutes} min`,
    );
  };

  /** Units of the address budgets taken by requests still running: given back when the request is refused. */
  const spent = new WeakMap<FastifyRequest, { key: string; taken: Taken }>();
  const giveBackUnlessCounted: onSendHookHandler = async (request, reply, payload) => {
    const unit = spent.get(request);
    const body = request.body;
    const anotherRow = typeof body === 'object' && body !== null && wantsAnotherRow(body as Record<string, unknown>);
    if (unit && (reply.statusCode >= 400 || anotherRow)) counters.giveBack(unit.key, unit.taken);
    spent.delete(request);
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (perTokenAddress > 0 && !UNLIMITED.has(route.url)) route.onRequest = withRouteHook(route.onRequest, tokenAddressLimit);
    const name = routeMethods(route)
      .map((method) => ADDRESS_BUDGET_ROUTES[`${method} ${route.url}`])
      .find((found) => found !== undefined);
    if (name === undefined || budgets[name].max === 0) return;
    const { max, windowMs, what } = budgets[name];
    // A web form is answered by its page, which shows the refusal beside what was typed (request.budgetRefusal).
    const webForm = !route.url.startsWith('/api/');
    route.onRequest = withRouteHook(route.onRequest, async (request, reply) => {
      const key = `${name}:${addressOf(request)}`;
      try {
        spent.set(request, {
          key,
          taken: await spend(reply, key, max, windowMs, (minutes) => `Too many ${what} from this address: try again in ${minutes} min`),
        });
      } catch (error) {
        if (!webForm || !(error instanceof Error) || (error as { statusCode?: number }).statusCode !== 429) throw error;
        request.budgetRefusal = { minutes: Math.max(1, Math.ceil(Number(reply.getHeader('retry-after') ?? 60) / 60)) };
      }
    });
    route.onSend = withRouteHook(route.onSend, giveBackUnlessCounted);
  });
}
