import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { presentedToken, validTokenHash } from './auth.ts';
import { routeMethods, withRouteHook } from './route-list.ts';

/** Routes that create a game (or a join request): one shared, much smaller budget per client address. */
export const GAME_CREATION_ROUTES = new Set(['POST /api/games', 'POST /gm', 'POST /gm/session', 'POST /join/:code']);

/** Never limited: the health check (monitoring, load balancers). */
const UNLIMITED = new Set(['/health']);

function rateLimited(message: string): Error & { statusCode: number; code: string } {
  return Object.assign(new Error(message), { statusCode: 429, code: 'rate_limited' });
}

/**
 * Rate limits with @fastify/rate-limit (in-process store; with several server processes each keeps its own
 * counts, so the effective budget is per process):
 *
 * - a request presenting a VALID token (Bearer header, or the token of a /play/ or /gm/ link) is counted per
 *   token: RATE_LIMIT_TOKEN_PER_MINUTE. A flood from the players' own network does not lock them out.
 * - anything else (no token, or an unknown one: inventing tokens gives no fresh budget) is counted per client
 *   address: RATE_LIMIT_ANON_PER_MINUTE. The address is the socket's unless TRUST_PROXY names the proxy.
 * - game creation (API and web forms) additionally shares RATE_LIMIT_CREATE_PER_HOUR per address.
 * A budget of 0 turns that limit off. Answers 429 `rate_limited` with Retry-After.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  const { RATE_LIMIT_ANON_PER_MINUTE: anon, RATE_LIMIT_TOKEN_PER_MINUTE: perToken, RATE_LIMIT_CREATE_PER_HOUR: creates } = app.config;

  async function keyOf(request: FastifyRequest): Promise<string> {
    const token = presentedToken(request);
    const tokenHash = token === null ? null : await validTokenHash(request, token);
    return tokenHash === null ? `ip:${request.ip}` : `token:${tokenHash}`;
  }
  const budgetOf = (key: string) => (key.startsWith('token:') ? perToken : anon);

  await app.register(rateLimit, {
    // Both budgets 0 (limits left to a proxy in front): no hook on every request for a limit that never applies.
    global: anon > 0 || perToken > 0,
    timeWindow: 60_000,
    keyGenerator: keyOf,
    max: (_request, key) => budgetOf(key) || Number.MAX_SAFE_INTEGER,
    allowList: (request, key) => UNLIMITED.has(request.url) || budgetOf(key) === 0,
    cache: 20_000,
    errorResponseBuilder: (_request, context) => rateLimited(`Too many requests: try again in ${context.after}`),
  });

  if (creates === 0) return;
  const creationLimit = app.createRateLimit({
    max: creates,
    timeWindow: 3_600_000,
    keyGenerator: (request: FastifyRequest) => `create:${request.ip}`,
  });
  app.addHook('onRoute', (route) => {
    if (!routeMethods(route).some((method) => GAME_CREATION_ROUTES.has(`${method} ${route.url}`))) return;
    route.onRequest = withRouteHook(route.onRequest, async (request, reply) => {
      const result = await creationLimit(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', result.ttlInSeconds);
      throw rateLimited(`Too many new games from this address: try again in ${Math.ceil(result.ttlInSeconds / 60)} min`);
    });
  });
}
