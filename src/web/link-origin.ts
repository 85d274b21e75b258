import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicUrl } from '../config.ts';

/**
 * The origin of absolute links in pages that are never cached (the GM console's invite and console links,
 * `Cache-Control: no-store`): PUBLIC_URL when set, otherwise the address the browser used (the Host header;
 * X-Forwarded-Host only counts with TRUST_PROXY). Anything cacheable (the Atom feed, notifications) uses
 * `publicUrl(config)` only, so a forged Host can never poison a cache.
 */
export function linkOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.PUBLIC_URL ? publicUrl(app.config) : `${request.protocol}://${request.host}`;
}
