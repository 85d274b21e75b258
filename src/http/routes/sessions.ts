import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionPosition } from '../../services/session-view.ts';
import { sessionReportText } from '../../services/session-report.ts';
import { viewerOf } from '../../services/session-view.ts';
import { actorOf } from '../plugins/auth.ts';
import { GameParams, TurnParams } from '../schemas.ts';
import { z } from 'zod';

const LangQuery = z.object({ lang: z.enum(['es', 'en']).optional() }).strict();

/** Any ruleset's position and reports as the caller may see them (docs/rulesets.md §3 "read position"). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/games/:id/position',
    { schema: { tags: ['games'], summary: "The position as the caller may see it: phase, the ruleset's player view, visible open sheets, rolls", params: GameParams } },
    async (request) => {
      const { setup: _setup, ...position } = await sessionPosition(app.db, await actorOf(request, request.params.id), request.params.id);
      return position;
    },
  );

  app.get('/api/games/:id/turns/:n/report.txt',
    { schema: { tags: ['turns'], summary: "A resolved step's report as plain text, the caller's copy (GM: private rolls and hidden tracks too)", params: TurnParams, querystring: LangQuery } },
    async (request, reply) => {
      const viewer = viewerOf(await actorOf(request, request.params.id));
      const text = await sessionReportText(app.db, request.params.id, request.params.n, viewer, request.query.lang);
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(text);
    },
  );
};
