import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ServiceError } from '../../services/errors.ts';
import { setReady } from '../../services/lifecycle-ready.ts';
import { lifecycleRepository } from '../../repositories/lifecycle-repository.ts';
import { FormBodySchema } from '../../engine/rulesets/lords-of-chaos/web/order-rows.ts';
import { renderErrorPage } from '../pages/error-page.ts';
import { serviceMessage } from '../service-message.ts';
import { pageLanguage, texts } from '../texts.ts';
import { urls, withLang } from '../urls.ts';
import { playerLinkOr404 } from './link-owner.ts';
import { redirectSeeOther, sendPage } from './page-reply.ts';

type PlayerRequest = FastifyRequest<{ Params: { token: string }; Querystring: Record<string, unknown> }>;
const ReadyForm = z.object({ turn: z.coerce.number().int().min(1).max(100_000), ready: z.enum(['0', '1']) });

/** The player page's ready toggle (plain form): same service as PUT /api/games/:id/turns/:n/ready. */
export function registerPlayerReadyPage(app: FastifyInstance): void {
  app.post('/play/:token/ready', { schema: { hide: true } }, async (request: PlayerRequest, reply) => {
    const link = await playerLinkOr404(app.db, request, reply);
    if (!link) return reply;
    const { player, token } = link;
    const game = await lifecycleRepository.findGame(app.db, player.gameId);
    const lang = pageLanguage(request.query, game?.language ?? 'es');
    const t = texts(lang);
    const form = ReadyForm.safeParse(FormBodySchema.catch({}).parse(request.body ?? {}));
    const back = { href: withLang(urls.play(token), lang), label: t('error.backToPage') };
    if (!form.success) return sendPage(reply, 400, renderErrorPage(lang, urls.play(token), t('error.title'), back));
    try {
      await setReady(app.db, { role: 'player', playerId: player.id }, player.gameId, form.data.turn, form.data.ready === '1', app.lifecycle);
      return redirectSeeOther(reply, withLang(urls.play(token), lang));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return sendPage(reply, error.status, renderErrorPage(lang, urls.play(token), serviceMessage(t, error), back));
    }
  });
}
