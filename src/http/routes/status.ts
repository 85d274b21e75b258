import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '../../i18n/index.ts';
import { statusImage } from '../../services/published/status-image.ts';
import { REVALIDATE, sendArtifact } from '../published-reply.ts';
import { GameParams } from '../schemas.ts';
import { fileErrors, fileResponse, NOT_MODIFIED } from '../responses.ts';

const StatusQuery = z.object({ lang: z.enum(LANGUAGES).optional() }).strict();
/** The status SVG is a picture: no script, nothing loaded from elsewhere. */
const PICTURE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/**
 * A game's status image for forum posts and signatures (issue 36): one stable address per game, revalidated on
 * every use (`public, no-cache` with a strong ETag), so a forum shows the current turn, deadline and who has sent
 * as soon as a player saves or the turn is resolved.
 */
export const statusRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const format of ['svg', 'png'] as const) {
    app.get(
      `/games/:id/status.${format}`,
      {
        compress: false,
        schema: {
          operationId: format === 'svg' ? 'getStatusSvg' : 'getStatusPng',
          tags: ['published'],
          summary: `Status image of a game (${format.toUpperCase()}): turn, deadline in the game's time zone, the map and who has sent orders (never what)`,
          params: GameParams,
          querystring: StatusQuery,
          security: [],
          response: {
            200: format === 'svg' ? fileResponse('The status image', 'image/svg+xml') : fileResponse('The status image', 'image/png', 'binary'),
            ...NOT_MODIFIED,
            ...fileErrors(400, 503),
          },
        },
      },
      async (request, reply) => {
        const image = await statusImage(app.db, request.params.id, format, request.query.lang, (svg) => app.renderPng(svg));
        if (format === 'svg') reply.header('content-security-policy', PICTURE_CSP);
        return sendArtifact(request, reply, image, REVALIDATE);
      },
    );
  }
};
