import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { publicUrl } from '../../config.ts';
import { ServiceError } from '../../services/errors.ts';
import { routeMethods, withRouteHook } from './route-list.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Refuses state-changing requests that a browser marks as cross-site (CSRF): the GM console's forms (resolve,
 * revert, pause...), the player's forms and the API alike.
 *
 * - `Sec-Fetch-Site` (sent by every current browser) decides when present: `same-origin` and `none` (typed
 *   or bookmarked) pass; `same-site` and `cross-site` are refused.
 * - Otherwise `Origin`, when present, must be this site: PUBLIC_URL's origin or the origin the request was
 *   addressed to (Host). `Origin: null` (sandboxed frames, some redirects) is refused.
 * - Neither header: not a browser form (curl, bots, the test suite): allowed.
 * - Decision: a request carrying `Authorization` and no `Cookie` is allowed whatever the headers say. A
 *   cross-site page cannot attach an Authorization header without a CORS preflight, which this server never
 *   grants, and Turnkeeper sets no cookies: a Bearer token is never an ambient credential.
 */
export function registerCrossSiteGuard(app: FastifyInstance): void {
  const ownOrigin = originOf(publicUrl(app.config));
  // Callback style (no promise per request). On the routes that can change something only: a GET or HEAD route
  // (nearly every request) runs no hook for it. A method a route does not take is answered before any hook.
  const guard: onRequestHookHandler = (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    if (request.headers.authorization !== undefined && request.headers.cookie === undefined) return done();
    if (isCrossSite(request, ownOrigin)) {
      return done(new ServiceError(403, 'cross_site_request', 'Cross-site requests cannot change anything here: use the form on this site'));
    }
    done();
  };
  app.addHook('onRoute', (route) => {
    if (routeMethods(route).some((method) => !SAFE_METHODS.has(method))) route.onRequest = withRouteHook(route.onRequest, guard);
  });
}

function isCrossSite(request: FastifyRequest, ownOrigin: string | null): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return !['same-origin', 'none'].includes(site.toLowerCase());
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const claimed = originOf(origin);
  if (claimed === null) return true; // "null" or garbage
  return claimed !== ownOrigin && claimed !== originOf(`${request.protocol}://${request.host}`);
}
