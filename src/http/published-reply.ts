import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Artifact } from '../services/published/artifact.ts';

/**
 * How published artifacts go over HTTP (issue 17, item 3; docs/server.md "Published artifacts"):
 * - a request that names the current version (`?v=`) gets it with `Cache-Control: public, max-age=31536000,
 *   immutable`: that address will never show anything else;
 * - a request without a version gets the current content with `public, no-cache`: stored, but revalidated on
 *   every use, so nobody keeps a report a GM has withdrawn;
 * - a request that names another version is redirected (302, not stored) to the current one;
 * - every artifact carries a strong ETag of its bytes (another one for its gzip copy), and `If-None-Match`
 *   with it answers 304 with no body;
 * - what a token decides is sent with `no-store` and never comes from the cache.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, no-cache';
export const NO_STORE = 'no-store';

const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

/** Does `Accept-Encoding` take gzip (q > 0)? */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  if (value === BROWSER_ACCEPT_ENCODING) return true; // what nearly every browser sends: no parsing per request
  return value.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== 'gzip' && name?.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The entity tags of `If-None-Match` (weak ones compare equal to strong ones: RFC 9110 §13.1.2), or '*'. */
export function matchesIfNoneMatch(header: string | undefined, etags: readonly string[]): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => {
    const bare = tag.trim().replace(/^W\//, '');
    return etags.includes(bare);
  });
}

/** Sends an artifact (gzip copy when the client takes it), or 304 when the client's copy is current. */
export function sendArtifact(request: FastifyRequest, reply: FastifyReply, artifact: Artifact, cacheControl: string): FastifyReply {
  const { gzipEtag } = artifact;
  const gzip = gzipEtag !== null && acceptsGzip(request.headers['accept-encoding']);
  reply.header('cache-control', cacheControl).header('etag', gzip ? gzipEtag : artifact.etag);
  if (gzipEtag !== null) addVary(reply, 'Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && matchesIfNoneMatch(ifNoneMatch, gzipEtag !== null ? [artifact.etag, gzipEtag] : [artifact.etag]))
    return reply.code(304).send();
  reply.type(artifact.contentType);
  if (gzip) reply.header('content-encoding', 'gzip');
  return reply.send(gzip ? artifact.gzip : artifact.body);
}

/** Adds a field to `Vary`, keeping the ones a route set (Authorization on what a token changes). */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  if (current === undefined) {
    reply.header('vary', field);
    return;
  }
  const fields = String(current)
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (!fields.some((f) => f.toLowerCase() === field.toLowerCase())) fields.push(field);
  reply.header('vary', fields.join(', '));
}

/** 302 to the same address with the current version (other parameters kept); the redirect is never stored. */
export function redirectToVersion(request: FastifyRequest, reply: FastifyReply, version: string): FastifyReply {
  const url = new URL(request.url, 'http://localhost');
  url.searchParams.set('v', version);
  return reply.code(302).header('cache-control', NO_STORE).header('location', `${url.pathname}${url.search}`).send();
}
