import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { linkOrigin } from '../../http/plugins/public-origin.ts';
import { SettingsBody } from '../../http/routes/gm-tools.ts';
import { lifecycleRepository } from '../../repositories/lifecycle-repository.ts';
import { ServiceError } from '../../services/errors.ts';
import { addAdjustment } from '../../services/gm-adjustments.ts';
import { changeDeadline, pauseGame, resumeGame, type DeadlineChange } from '../../services/gm-clock.ts';
import { replacePlayer } from '../../services/gm-replace-player.ts';
import { revertToTurn } from '../../services/gm-revert.ts';
import { updateLifecycleSettings } from '../../services/lifecycle-settings.ts';
import { loadGmView } from '../../services/web-gm-view.ts';
import { gmConsoleModel, type GmConsoleInput } from '../gm-console-model.ts';
import { FormBodySchema, type FormBody } from '../order-rows.ts';
import { renderGmConsolePage, type GmNotice } from '../pages/gm-console-page.ts';
import type { ProblemView } from '../partials/problems.ts';
import { serviceMessage } from '../service-message.ts';
import { pageLanguage, texts } from '../texts.ts';
import { urls, withLang } from '../urls.ts';
import { gmLinkOr404 } from './link-owner.ts';
import { redirectSeeOther, sendPage } from './page-reply.ts';

type GmRequest = FastifyRequest<{ Params: { token: string; pid?: string }; Querystring: Record<string, unknown> }>;
const GM = { role: 'gm' } as const;

function field(body: FormBody, key: string): string {
  const value = body[key];
  return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();
}
const number = (text: string) => (text === '' ? undefined : Number(text));

/**
 * GM console forms of the turn lifecycle (pause/resume, deadline, corrections, undo, settings, replace a
 * player). They call the same services as the API routes in src/http/routes/gm-tools.ts; success redirects
 * back to the console with a notice, a refusal shows the console with the reason.
 */
export function registerGmLifecyclePages(app: FastifyInstance): void {
  async function gmOf(request: GmRequest, reply: FastifyReply) {
    const link = await gmLinkOr404(app.db, request, reply);
    if (!link) return null;
    const { gameId, token } = link;
    const game = await lifecycleRepository.findGame(app.db, gameId);
    const lang = pageLanguage(request.query, game?.language ?? 'es');
    const origin = linkOrigin(app, request);
    const show = async (status: number, extra: Partial<GmConsoleInput>) =>
      sendPage(reply, status, renderGmConsolePage(gmConsoleModel({ view: await loadGmView(app.db, gameId), lang, token, origin, notice: null, ...extra })));
    return { token, gameId, lang, show, body: FormBodySchema.catch({}).parse(request.body ?? {}) };
  }

  /** Runs a GM action: redirect with `notice` on success, the console with the reason on a refusal. */
  function gmAction(path: string, notice: GmNotice, run: (gm: NonNullable<Awaited<ReturnType<typeof gmOf>>>) => Promise<unknown>) {
    app.post(path, { schema: { hide: true } }, async (request: GmRequest, reply) => {
      const gm = await gmOf(request, reply);
      if (!gm) return reply;
      try {
        await run(gm);
        return redirectSeeOther(reply, withLang(urls.gm(gm.token), gm.lang, { notice: notice ?? '' }));
      } catch (error) {
        if (error instanceof BadForm) return gm.show(400, { problems: error.problems });
        if (!(error instanceof ServiceError)) throw error;
        const problems = error.details?.problems;
        return gm.show(error.status, problems ? { problems } : { error: serviceMessage(texts(gm.lang), error) });
      }
    });
  }

  gmAction('/gm/:token/pause', 'paused', (gm) => pauseGame(app.db, GM, gm.gameId, app.lifecycle));
  gmAction('/gm/:token/resume', 'resumed', (gm) => resumeGame(app.db, GM, gm.gameId, app.lifecycle));

  gmAction('/gm/:token/deadline', 'deadline', (gm) => {
    const raw = field(gm.body, 'deadline');
    const hours = number(field(gm.body, 'extendHours'));
    let change: DeadlineChange;
    if (raw !== '') {
      const deadline = new Date(/Z$|[+-]\d\d:\d\d$/.test(raw) ? raw : `${raw}Z`); // the form's local time is UTC
      if (Number.isNaN(deadline.getTime())) throw new BadForm([{ path: 'deadline', code: 'invalid_date', message: texts(gm.lang)('gm.badDeadline') }]);
      change = { deadline };
    } else if (hours !== undefined && Number.isFinite(hours) && hours > 0 && hours <= 2160) change = { extendHours: hours };
    else throw new BadForm([{ path: 'extendHours', code: 'invalid', message: texts(gm.lang)('gm.badDeadline') }]);
    return changeDeadline(app.db, GM, gm.gameId, change, app.lifecycle);
  });

  gmAction('/gm/:token/adjustments', 'adjusted', (gm) => {
    const kind = field(gm.body, 'kind');
    const reason = field(gm.body, 'reason');
    const player = field(gm.body, 'player');
    const request =
      kind === 'set_control'
        ? { kind, reason, planet: field(gm.body, 'planet'), player: player === '' ? null : player }
        : { kind, reason, player, deed: field(gm.body, 'deed'), points: number(field(gm.body, 'points')) ?? 0 };
    if (reason === '') throw new BadForm([{ path: 'reason', code: 'required', message: texts(gm.lang)('gm.lc.reason') }]);
    return addAdjustment(app.db, GM, gm.gameId, request);
  });

  gmAction('/gm/:token/revert', 'reverted', (gm) => {
    const turn = z.coerce.number().int().min(1).max(100_000).safeParse(field(gm.body, 'turn'));
    if (!turn.success) throw new BadForm([{ path: 'turn', code: 'invalid', message: 'turn' }]);
    return revertToTurn(app.db, GM, gm.gameId, { turn: turn.data }, app.lifecycle);
  });

  gmAction('/gm/:token/settings', 'settings', async (gm) => {
    const current = await lifecycleRepository.findGame(app.db, gm.gameId);
    const policy = field(gm.body, 'policy');
    const civil = number(field(gm.body, 'civilDisorderAfter'));
    const webhookUrl = field(gm.body, 'webhookUrl');
    const reminderHours = number(field(gm.body, 'reminderHours'));
    const notify = { ...((current?.notify ?? {}) as Record<string, unknown>) };
    delete notify.webhookUrl;
    delete notify.reminderHours;
    const patch = SettingsBody.safeParse({
      deadlinePolicy:
        policy === 'duration'
          ? { kind: 'duration', hours: number(field(gm.body, 'hours')) }
          : policy === 'weekly'
            ? { kind: 'weekly', weekday: number(field(gm.body, 'weekday')), time: field(gm.body, 'time'), timeZone: field(gm.body, 'timeZone') }
            : null,
      nmrPolicy:
        field(gm.body, 'nmr') === 'extend'
          ? { kind: 'extend', hours: number(field(gm.body, 'nmrHours')), ...(civil ? { civilDisorderAfter: civil } : {}) }
          : { kind: 'none', ...(civil ? { civilDisorderAfter: civil } : {}) },
      readyEarly: field(gm.body, 'readyEarly') === '1',
      notify: { ...notify, ...(webhookUrl ? { webhookUrl } : {}), ...(reminderHours ? { reminderHours } : {}) },
    });
    if (!patch.success) {
      throw new BadForm(patch.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), code: issue.code, message: issue.message })));
    }
    return updateLifecycleSettings(app.db, GM, gm.gameId, patch.data, app.lifecycle.webhooks);
  });

  app.post('/gm/:token/players/:pid/replace', { schema: { hide: true } }, async (request: GmRequest, reply) => {
    const gm = await gmOf(request, reply);
    if (!gm) return reply;
    const pid = z.string().min(1).max(100).parse(request.params.pid);
    try {
      const replaced = await replacePlayer(app.db, GM, gm.gameId, pid, {}, app.lifecycle);
      const seat = (await lifecycleRepository.listPlayers(app.db, gm.gameId)).find((p) => p.id === pid);
      const name = seat ? (seat.warband ? `${seat.warband} (${seat.name})` : seat.name) : pid;
      // The new token exists only in this response (stored hashed): shown once, no redirect.
      return gm.show(200, { invite: { playerName: name, token: replaced.token } });
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return gm.show(error.status, { error: serviceMessage(texts(gm.lang), error) });
    }
  });
}

class BadForm extends Error {
  constructor(readonly problems: ProblemView[]) {
    super('bad form');
  }
}
