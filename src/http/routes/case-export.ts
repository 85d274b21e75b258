import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportCase } from '../../services/case-export.ts';
import { TurnParams } from '../schemas.ts';

/**
 * `GET /api/games/:id/turns/:n/case.json`: a resolved Lords of Chaos turn as an adjudication case file, so
 * anybody can check the resolution with `npm run --silent adjudicate -- --check case.json` (public once
 * resolved, 404 before and for other rulesets).
 */
export const caseExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/games/:id/turns/:n/case.json',
    { schema: { tags: ['published'], summary: 'Resolved turn as an adjudication case file (input + revealed seed + outcome as expect) for `adjudicate --check` (public once resolved)', params: TurnParams } },
    async (request, reply) => {
      const file = await exportCase(app.db, request.params.id, request.params.n);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', 'attachment; filename="case.json"')
        .header('cache-control', 'public, max-age=300')
        .send(`${JSON.stringify(file, null, 2)}\n`);
    },
  );
};
