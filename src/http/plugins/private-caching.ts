import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { addVary } from '../published-reply.ts';
import { routeMethods, withRouteHook } from './route-list.ts';

/** What a token decides is for its holder only: never stored by a cache, neither shared nor the browser's. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Reads that take a token (GET routes declaring `security`: position, orders, audit, settings, rolls, reports,
 * case files, export…) answer by the token: `Vary: Authorization` always, and `Cache-Control: private, no-store`
 * when a token was presented (a tokenless answer keeps the route's own caching: the public copy of a report).
 */
export function registerPrivateCaching(app: FastifyInstance): void {
  const markPrivate: onSendHookHandler = (request, reply, payload, done) => {
    addVary(reply, 'Authorization');
    if (request.headers.authorization !== undefined) reply.header('cache-control', PRIVATE_NO_STORE);
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    const security = (route.schema as { security?: unknown } | undefined)?.security;
    if (security === undefined || !routeMethods(route).some((method) => method === 'GET' || method === 'HEAD')) return;
    route.onSend = withRouteHook(route.onSend, markPrivate);
  });
}
