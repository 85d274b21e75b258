import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readiness } from '../../services/operations.ts';
import { errors, NOT_MODIFIED } from '../responses.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** SIGTERM arrived: GET /ready answers 503 from now on, while the requests in flight finish (server.ts). */
    startDraining(): void;
  }
}

const ReadyResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  reason: z.enum(['database_unavailable', 'migrations_pending', 'draining']).optional(),
});

/**
 * GET /ready, for a reverse proxy or an orchestrator choosing where to send requests (GET /health says the process
 * is alive and its database answers): 200 when the database answers, holds every migration of this build
 * (`migrations`), and the server is not shutting down; else 503 with the reason. Never cached, never rate-limited.
 */
export function registerReadiness(app: FastifyInstance, migrations: readonly string[]): void {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/ready',
    {
      schema: {
        operationId: 'getReadiness',
        tags: ['health'],
        summary: '200 when this process should get requests: database reachable, migrations applied, not shutting down (503 while it drains)',
        security: [],
        response: { 200: ReadyResponse, ...NOT_MODIFIED, ...errors(400), 503: ReadyResponse },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const reason = draining ? 'draining' : await readiness(app.db, migrations);
      if (reason === null) return { status: 'ready' as const };
      return reply.code(503).send({ status: 'unavailable', reason });
    },
  );
}
