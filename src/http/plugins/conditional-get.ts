import { createHash } from 'node:crypto';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { matchesIfNoneMatch } from '../published-reply.ts';
import { routeMethods, withRouteHook } from './route-list.ts';

/**
 * Reads carry a strong ETag and answer `If-None-Match` with 304, on GET and HEAD routes only: a route that set
 * its own ETag keeps it (published artifacts, /openapi.json); any other 2xx body gets the SHA-1 of its bytes
 * (computed before compression). 304 only for a 2xx answer (RFC 9110 §13.2.1: a condition is evaluated only when
 * the response would otherwise be a 2xx); an error carries no ETag, since it is not a representation of the
 * resource. Writes and unmatched addresses get no hook at all: nothing is hashed where no client can revalidate.
 * Call it before @fastify/compress registers, so the tag is of the uncompressed bytes.
 */
export function registerConditionalGet(app: FastifyInstance): void {
  // Callback style (no promise per response: this runs on every read).
  const tagAndMatch: onSendHookHandler = (request, reply, payload, done) => {
    const status = reply.statusCode;
    if (status >= 300) {
      if (status >= 400) reply.removeHeader('etag');
      return done(null, payload);
    }
    let etag = reply.getHeader('etag');
    if (etag === undefined && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      etag = `"${createHash('sha1').update(payload).digest('base64')}"`;
      reply.header('etag', etag);
    }
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch === undefined || typeof etag !== 'string' || !matchesIfNoneMatch(ifNoneMatch, [etag])) return done(null, payload);
    reply.code(304);
    done(null, '');
  };
  app.addHook('onRoute', (route) => {
    if (!routeMethods(route).some((method) => method === 'GET' || method === 'HEAD')) return;
    route.onSend = withRouteHook(route.onSend, tagAndMatch);
  });
}
