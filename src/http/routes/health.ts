import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { databaseAnswers } from '../../services/health.ts';
import { errors, HealthResponse, NOT_MODIFIED } from '../responses.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: '200 once the server and its database are ready',
        security: [],
        response: { 200: HealthResponse, ...NOT_MODIFIED, ...errors(400), 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      if (await databaseAnswers(app.db)) return { status: 'ok' };
      return reply.code(503).send({ status: 'unavailable' });
    },
  );
};
