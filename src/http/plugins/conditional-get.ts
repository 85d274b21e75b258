import type { FastifyInstance } from 'fastify';
import { matchesIfNoneMatch } from '../published-reply.ts';

const READS = new Set(['GET', 'HEAD']);

/**
 * `If-None-Match` on what @fastify/etag tagged (registered just before, with its own 304 off): 304 only for a
 * GET or HEAD whose answer is a 2xx (RFC 9110 §13.2.1: a condition is evaluated only when the response would
 * otherwise be a 2xx). An error carries no ETag: it is not a representation of the resource, and a client that
 * sent an error's ETag back got a 304 for it before.
 */
export function registerConditionalGet(app: FastifyInstance): void {
  // Callback style (no promise per response: this runs on every request).
  app.addHook('onSend', (request, reply, payload, done) => {
    const status = reply.statusCode;
    if (status >= 300) {
      if (status >= 400) reply.removeHeader('etag');
      return done(null, payload);
    }
    const etag = reply.getHeader('etag');
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch === undefined || typeof etag !== 'string' || !READS.has(request.method) || status === 304) return done(null, payload);
    if (!matchesIfNoneMatch(ifNoneMatch, [etag])) return done(null, payload);
    reply.code(304);
    done(null, '');
  });
}
