import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, GmTokenResponse } from '../responses.ts';
import { rotateGmToken } from '../../services/gm-rotate-token.ts';
import { actorOf } from '../plugins/auth.ts';
import { bearer, GameParams } from '../schemas.ts';

/** `POST /api/games/:id/gm-token` (GM): a new GM token, returned once; the old one stops working at once. */
export const gmTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/games/:id/gm-token',
    {
      schema: {
        operationId: 'rotateGmToken',
        tags: ['gm tools'],
        security: bearer,
        summary: 'Rotate the GM token: a new one is returned once, the old one stops working (GM; audited)',
        params: GameParams,
        response: { 200: GmTokenResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await rotateGmToken(app.db, await actorOf(request, request.params.id), request.params.id)),
  );
};
