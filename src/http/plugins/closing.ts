import type { FastifyInstance } from 'fastify';

/**
 * While the server closes, a request still arriving on an open connection is answered 503 `service_unavailable`
 * (problem details, Retry-After, `Connection: close`), instead of Fastify's own `return503OnClosing` body, which
 * is written before any hook and has another shape.
 */
export function registerClosingAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // Callback style (no promise per request: this runs on every request).
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    done(Object.assign(new Error('The server is shutting down: try again in a moment'), { statusCode: 503, code: 'service_unavailable' }));
  });
}
