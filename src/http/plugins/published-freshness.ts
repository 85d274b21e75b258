import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import { routeMethods, withRouteHook } from './route-list.ts';
import { forgetPublished } from '../../services/published/publication-head.ts';
import { presentedToken, requestTokenOwner } from './auth.ts';

/** Methods that change nothing, and POSTs that only check (orders/check): they keep what was read. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isCheck = (url: string) => /\/check(\?|$)/.test(url);

/**
 * After every successful write request (sheets, ready flags, GM tools, seats, settings...), this process
 * forgets what it read of that game's publication (its versions, who has sent in its open turn), before the
 * answer leaves: whoever made the write sees it on the public pages at once. Other processes see it within
 * PUBLISHED_REVALIDATE_MS. The game is the route's `:id`, else the game of the token the request presented.
 */
export function registerPublishedFreshness(app: FastifyInstance): void {
  const forgetWritten: onSendHookHandler = (request, reply, payload, done) => {
    if (READS.has(request.method) || reply.statusCode >= 400 || isCheck(request.url)) return done(null, payload);
    writtenGame(request).then(
      (gameId) => {
        if (gameId !== null) forgetPublished(gameId);
        done(null, payload);
      },
      (error: Error) => done(error),
    );
  };
  // Only on routes that can write: reads (nearly every request) do not even pass through the hook.
  app.addHook('onRoute', (route) => {
    if (routeMethods(route).every((method) => READS.has(method))) return;
    route.onSend = withRouteHook(route.onSend, forgetWritten);
  });
}

async function writtenGame(request: FastifyRequest): Promise<string | null> {
  const id = (request.params as { id?: unknown } | undefined)?.id;
  if (typeof id === 'string') return id;
  const token = presentedToken(request);
  if (token === null) return null;
  const owner = await requestTokenOwner(request, token).catch(() => null);
  return owner?.gameId ?? null;
}
