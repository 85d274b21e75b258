import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gamePosition } from '../../services/game-view.ts';
import { actorOf } from '../plugins/auth.ts';
import { bearerOptional, GameParams } from '../schemas.ts';
import { NOT_MODIFIED, PositionResponse, errors } from '../responses.ts';

/** Any game's position as the caller may see it (docs/rulesets.md §3 "read position"). */
export const positionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/games/:id/position',
    {
      schema: {
        operationId: 'getPosition',
        tags: ['games'],
        summary:
          "The position as the caller may see it: the open step and its phase, who must decide (the caller's own request with its schema and choices), the ruleset's player view, visible open sheets, rolls",
        params: GameParams,
        security: bearerOptional,
        response: { 200: PositionResponse, ...NOT_MODIFIED, ...errors(400, 401, 403) },
      },
    },
    async (request) => gamePosition(app.db, await actorOf(request, request.params.id), request.params.id),
  );
};
