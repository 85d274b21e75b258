import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Language } from '../../i18n/index.ts';
import { ServiceError } from '../../services/errors.ts';
import { submitOrders } from '../../services/submit-orders.ts';
import { checkOwnSheet, findPlayerByToken, loadPlayerView } from '../../services/web-player-view.ts';
import type { PlayerView } from '../../services/web-player-view.ts';
import { filledRows, FormBodySchema, indexedRowsFromForm, rowsToOrders } from '../../engine/rulesets/lords-of-chaos/web/order-rows.ts';
import type { FormBody, OrderRow } from '../../engine/rulesets/lords-of-chaos/web/order-rows.ts';
import { renderErrorPage } from '../pages/error-page.ts';
import type { PlayerNotice } from '../pages/player-page.ts';
import { renderPlayerPage } from '../pages/player-page.ts';
import { playerPageModel, SPARE_ROWS } from '../player-page-model.ts';
import { serviceMessage } from '../service-message.ts';
import { pageLanguage, texts } from '../texts.ts';
import { urls, withLang } from '../urls.ts';
import { playerLinkOr404 } from './link-owner.ts';
import { redirectSeeOther, sendPage } from './page-reply.ts';
import { renderSessionPlayer } from './session-handlers.ts';

const TokenParams = z.object({ token: z.string().max(300) });
const Intent = z.enum(['save', 'check', 'more']).catch('save');
const TurnField = z.coerce.number().int().min(1).max(100_000);

type PlayerRequest = FastifyRequest<{ Params: { token: string }; Querystring: Record<string, unknown> }>;

async function playerOr404(app: FastifyInstance, request: PlayerRequest, reply: FastifyReply): Promise<PlayerView | null> {
  const link = await playerLinkOr404(app.db, request, reply);
  return link && loadPlayerView(app.db, link.player);
}

function render(reply: FastifyReply, status: number, view: PlayerView, lang: Language, token: string, rows: OrderRow[] | null, notice: PlayerNotice, extraSpare = 0) {
  const orders = rows ? rowsToOrders(rows, view.me.id) : (view.sheet?.orders ?? []);
  const check = view.openTurn ? checkOwnSheet(view, orders, lang) : null;
  const model = playerPageModel({ view, lang, token, rows, check, notice, extraSpare });
  return sendPage(reply, status, renderPlayerPage(model));
}

export function registerPlayerPages(app: FastifyInstance): void {
  app.get('/play/:token', { schema: { hide: true } }, async (request: PlayerRequest, reply) => {
    const view = await playerOr404(app, request, reply);
    if (!view) return reply;
    if (view.ruleset.id !== 'lords-of-chaos') return renderSessionPlayer(app, request, reply, { id: view.me.id, gameId: view.game.id }, request.params.token);
    const lang = pageLanguage(request.query, view.game.language);
    const notice: PlayerNotice = (request.query as Record<string, unknown>).saved !== undefined && view.sheet ? 'saved' : null;
    return render(reply, 200, view, lang, request.params.token, null, notice);
  });

  /** The form without JavaScript: save (all-or-nothing, like PUT .../orders), check only, or more rows. */
  app.post('/play/:token', { schema: { hide: true } }, async (request: PlayerRequest, reply) => {
    const view = await playerOr404(app, request, reply);
    if (!view) return reply;
    const lang = pageLanguage(request.query, view.game.language);
    const token = request.params.token;
    const body: FormBody = FormBodySchema.catch({}).parse(request.body ?? {});
    const rows = filledRows(indexedRowsFromForm(body).map(({ row }) => row));
    const intent = Intent.parse(body.intent);
    if (intent === 'more') return render(reply, 200, view, lang, token, rows, null, SPARE_ROWS);
    if (intent === 'check') return render(reply, 200, view, lang, token, rows, 'checked');

    const turn = TurnField.safeParse(body.turn);
    const turnNumber = turn.success ? turn.data : (view.openTurn?.number ?? 0);
    try {
      const saved = await submitOrders(app.db, { role: 'player', playerId: view.me.id }, view.game.id, turnNumber, rowsToOrders(rows, view.me.id));
      return redirectSeeOther(reply, withLang(urls.play(token), lang, { saved: String(saved.version) }));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      if (error.code === 'illegal_orders') return render(reply, 422, view, lang, token, rows, 'refused');
      const t = texts(lang);
      const message = serviceMessage(t, error);
      return sendPage(reply, error.status, renderErrorPage(lang, urls.play(token), message, { href: withLang(urls.play(token), lang), label: t('error.backToPage') }));
    }
  });

  /** Live check for the form script: the same ruleset check as saving, nothing stored. */
  app.post('/play/:token/check', { schema: { hide: true } }, async (request: PlayerRequest, reply) => {
    const { token } = TokenParams.parse(request.params);
    const player = await findPlayerByToken(app.db, token);
    if (!player) return reply.code(404).send({ error: 'not_found', message: 'Unknown link' });
    const view = await loadPlayerView(app.db, player);
    const lang = pageLanguage(request.query, view.game.language);
    const t = texts(lang);
    const body: FormBody = FormBodySchema.catch({}).parse(request.body ?? {});
    const indexed = indexedRowsFromForm(body).filter(({ row }) => row.type !== '');
    const check = view.openTurn ? checkOwnSheet(view, rowsToOrders(indexed.map(({ row }) => row), view.me.id), lang) : null;
    if (!check) return reply.code(409).send({ error: 'turn_not_open', message: t('player.status.running') });
    reply.header('cache-control', 'no-store');
    return {
      summary: {
        actionsAvailable: check.summary.actionsAvailable,
        actionsUsed: check.summary.actionsUsed,
        actionsLeft: check.summary.actionsLeft,
      },
      rows: indexed.map(({ index }, i) => {
        const cost = check.summary.costs[i] ?? null;
        const error = check.errors.find((e) => e.index === i) ?? null;
        return {
          row: index,
          cost,
          costText: cost === null ? '' : t('order.cost', { n: cost }),
          reason: error?.reason ?? null,
          error: error?.message ?? null,
        };
      }),
      labels: { refused: t('order.refused') },
    };
  });
}
