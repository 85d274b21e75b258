import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOrders } from '../../services/get-orders.ts';
import { resolveTurn } from '../../services/resolve-turn.ts';
import { submitOrders } from '../../services/submit-orders.ts';
import { actorOf } from '../plugins/auth.ts';
import { publicUrl } from '../../config.ts';
import { publishedReport, reportJson } from '../../services/published/published.ts';
import { viewerOfActor } from '../../services/published/steps.ts';
import { bearer, TurnParams } from '../schemas.ts';
import { OrdersResponse, ResolvedResponse, SavedOrdersResponse, errors } from '../responses.ts';
import { OrdersBody } from '../../services/submit-orders.ts';
import { ReportQuery } from '../../services/published/published.ts';
import { ResolveBody } from '../../services/resolve-turn.ts';

export const turnRoutes: FastifyPluginAsyncZod = async (app) => {
  const testDelayMs = app.config.NODE_ENV === 'test' ? app.config.RESOLVE_TEST_DELAY_MS : 0;

  app.put('/api/games/:id/turns/:n/orders',
    { schema: { tags: ['orders'], summary: "Save a new version of the caller's order sheet (player)", params: TurnParams, body: OrdersBody, security: bearer, response: { 200: SavedOrdersResponse, ...errors(400, 401, 403, 404, 409, 422) } } },
    async (request) => {
      const actor = await actorOf(request, request.params.id);
      return submitOrders(app.db, actor, request.params.id, request.params.n, request.body.orders);
    },
  );

  app.get('/api/games/:id/turns/:n/orders',
    { schema: { tags: ['orders'], summary: "The caller's own sheet (player) or every sheet (GM)", params: TurnParams, security: bearer, response: { 200: OrdersResponse, ...errors(400, 401, 403, 404) } } },
    async (request) => getOrders(app.db, await actorOf(request, request.params.id), request.params.id, request.params.n),
  );

  app.post('/api/games/:id/turns/:n/resolve',
    { schema: { tags: ['turns'], summary: 'Resolve the open turn, exactly once (GM); `gm`: the GM resolution input of rulesets that take one', params: TurnParams, body: ResolveBody, security: bearer, response: { 200: ResolvedResponse, ...errors(400, 401, 403, 404, 409, 422) } } },
    async (request) => {
      const actor = await actorOf(request, request.params.id);
      const onTestDelay = () => request.log.warn('RESOLVE_TEST_DELAY_MS: sleeping inside the resolution transaction');
      return resolveTurn(app.db, actor, request.params.id, request.params.n, { testDelayMs, onTestDelay, gm: request.body?.gm, lifecycle: app.lifecycle });
    },
  );

  app.get('/api/games/:id/turns/:n/report',
    { schema: { tags: ['turns'], summary: "Resolved turn report, the caller's copy (public without a token; a player's own secrets; the GM's everything): json (the document, the resolution through the caller's views, revealed seed) or html/bbcode/markdown", params: TurnParams, querystring: ReportQuery } },
    async (request, reply) => {
      const { format, lang, tables, short } = request.query;
      const actor = await actorOf(request, request.params.id);
      const viewer = viewerOfActor(actor);
      const privateCopy = viewer.role !== 'public';
      if (format === 'json') return reply.header('cache-control', privateCopy ? 'no-store' : 'public, max-age=300').send(await reportJson(app.db, request.params.id, request.params.n, viewer, lang));
      const report = await publishedReport(app.db, request.params.id, request.params.n, format, { lang, bbcodeTables: tables === '1', short: short === '1', viewer, origin: publicUrl(app.config) });
      return reply.type(report.contentType).header('cache-control', privateCopy ? 'no-store' : 'public, max-age=300').send(report.body);
    },
  );
};
