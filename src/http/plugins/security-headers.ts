import type { FastifyInstance } from 'fastify';

/** One year; only sent when the site is served over TLS (browsers ignore HSTS on plain http anyway). */
export const HSTS = 'max-age=31536000';

/**
 * Swagger UI (/docs) runs its own script files only and may not be framed. It injects a few inline styles
 * (blocked otherwise, seen in Chromium), hence 'unsafe-inline' for styles only; scripts stay 'self'.
 */
export const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; img-src 'self' data:; object-src 'none'; script-src 'self'; " +
  "script-src-attr 'none'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; form-action 'self'";

const isDocs = (url: string) => url === '/docs' || url.startsWith('/docs/') || url.startsWith('/docs?');

/**
 * Headers every response gets: `X-Content-Type-Options: nosniff` (JSON, errors, files...), HSTS when the
 * site is served over TLS (PUBLIC_URL is https, or the request arrived over https, which behind a proxy is
 * known only with TRUST_PROXY), and for /docs a CSP plus `X-Frame-Options: DENY`. Routes that set their own
 * CSP (pages, published files) keep it.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const httpsSite = app.config.PUBLIC_URL?.toLowerCase().startsWith('https:') ?? false;
  // Callback style (no promise per response: this runs on every request).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
    if (httpsSite || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (isDocs(request.url)) {
      reply.header('x-frame-options', 'DENY');
      reply.header('content-security-policy', DOCS_CSP);
    }
    done(null, payload);
  });
}
