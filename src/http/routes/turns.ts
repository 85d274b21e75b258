import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOrders } from '../../services/get-orders.ts';
import { resolveTurn } from '../../services/resolve-turn.ts';
import { submitSheet } from '../../services/submit-orders.ts';
import { enterOrdersForPlayer, submitText } from '../../services/order-text.ts';
import { z } from 'zod';
import { actorOf, sheetSaveTargetOf } from '../plugins/auth.ts';
import { bearer, TurnParams } from '../schemas.ts';
import { NOT_MODIFIED, OrdersResponse, ResolvedResponse, SavedOrdersResponse, errors } from '../responses.ts';
import { OrdersBody } from '../../services/submit-orders.ts';
import { ResolveBody } from '../../services/resolve-turn.ts';

export const turnRoutes: FastifyPluginAsyncZod = async (app) => {
  const testDelayMs = app.config.NODE_ENV === 'test' ? app.config.RESOLVE_TEST_DELAY_MS : 0;

  app.put(
    '/api/games/:id/turns/:n/orders',
    {
      config: { sheetAccess: 'save' },
      schema: {
        operationId: 'saveOrders',
        tags: ['orders'],
        summary: "Save a new version of the caller's order sheet (player)",
        params: TurnParams,
        body: OrdersBody,
        security: bearer,
        response: { 200: SavedOrdersResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const target = await sheetSaveTargetOf(request, request.params.id, request.params.n);
      return 'text' in request.body
        ? submitText(app.db, target, request.body.text, app.lifecycle)
        : submitSheet(app.db, target, request.body.orders, app.lifecycle);
    },
  );

  app.put(
    '/api/games/:id/turns/:n/players/:pid/orders',
    {
      schema: {
        operationId: 'enterPlayerOrders',
        tags: ['orders'],
        summary:
          "The GM enters a player's orders (sent by private message or e-mail): audited, shown to the player, replaceable by the player until the deadline",
        params: TurnParams.extend({ pid: z.string().min(1).max(100) }),
        body: OrdersBody,
        security: bearer,
        response: { 200: SavedOrdersResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { id, n, pid } = request.params;
      return enterOrdersForPlayer(app.db, await actorOf(request, id), { gameId: id, turnNumber: n, playerId: pid, answer: request.body }, app.lifecycle);
    },
  );

  app.get(
    '/api/games/:id/turns/:n/orders',
    {
      schema: {
        operationId: 'getOrders',
        tags: ['orders'],
        summary: "The caller's own sheet (player) or every sheet (GM)",
        params: TurnParams,
        security: bearer,
        response: { 200: OrdersResponse, ...NOT_MODIFIED, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => getOrders(app.db, await actorOf(request, request.params.id), request.params.id, request.params.n),
  );

  app.post(
    '/api/games/:id/turns/:n/resolve',
    {
      schema: {
        operationId: 'resolveTurn',
        tags: ['turns'],
        summary: 'Resolve the open turn, exactly once (GM); `gm`: the GM resolution input of rulesets that take one',
        params: TurnParams,
        body: ResolveBody,
        security: bearer,
        response: { 200: ResolvedResponse, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const actor = await actorOf(request, request.params.id);
      const onTestDelay = () => request.log.warn('RESOLVE_TEST_DELAY_MS: sleeping inside the resolution transaction');
      return resolveTurn(app.db, actor, request.params.id, request.params.n, { testDelayMs, onTestDelay, gm: request.body?.gm, lifecycle: app.lifecycle });
    },
  );
};
