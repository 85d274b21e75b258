import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRolls, makeRoll } from '../../services/rolls.ts';
import { actorOf } from '../plugins/auth.ts';
import { bearer, bearerOptional, GameParams } from '../schemas.ts';
import { errors, NOT_MODIFIED, RollResponse, RollsResponse } from '../responses.ts';
import { RollBody } from '../../services/rolls.ts';

const RollsQuery = z.object({ turn: z.coerce.number().int().min(1).max(100_000).optional() }).strict();

/**
 * Server dice (docs/rulesets.md §4): roll (GM or player, open turn) and list. There is deliberately no route
 * to change or delete a roll.
 */
export const rollRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/games/:id/rolls',
    {
      schema: {
        operationId: 'rollDice',
        tags: ['dice'],
        summary: "Roll dice from the open turn's committed seed (GM or player); stored for good",
        params: GameParams,
        body: RollBody,
        security: bearer,
        response: { 201: RollResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request, request.params.id);
      return reply.code(201).send(await makeRoll(app.db, actor, request.params.id, request.body));
    },
  );

  app.get(
    '/api/games/:id/rolls',
    {
      schema: {
        operationId: 'listRolls',
        tags: ['dice'],
        summary: 'Rolls of a game: public ones for everybody, private ones for the GM (and their roller); seeds once the turn is resolved',
        params: GameParams,
        querystring: RollsQuery,
        security: bearerOptional,
        response: { 200: RollsResponse, ...NOT_MODIFIED, ...errors(400, 401, 403) },
      },
    },
    async (request) => listRolls(app.db, await actorOf(request, request.params.id), request.params.id, request.query.turn),
  );
};
