import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Language } from '../../i18n/index.ts';
import { renderHtml } from '../../reports/render-html.ts';
import { ServiceError } from '../../services/errors.ts';
import { setReady } from '../../services/lifecycle-ready.ts';
import { makeRoll } from '../../services/rolls.ts';
import { submitSheet } from '../../services/submit-orders.ts';
import { markLinkOpened } from '../../services/player-links.ts';
import { submitText } from '../../services/order-text.ts';
import { openSheetTarget } from '../../services/sheet-access.ts';
import { checkAnswer, findPlayerByToken, loadPlayerPage, ownStepDocument, type PlayerPageData } from '../../services/web-player-view.ts';
import { renderErrorPage } from '../pages/error-page.ts';
import type { PlayerNotice } from '../pages/player-page.ts';
import { renderPlayerPage } from '../pages/player-page.ts';
import { playerMapSvg, playerPageModel } from '../player-page-model.ts';
import { answerFeedback } from '../answer-feedback.ts';
import { issuesToFieldErrors, parseSchemaFormFields, wantsAnotherRow, type RowMap } from '../schema-form.ts';
import { serviceMessage } from '../service-message.ts';
import { pageLanguage, texts } from '../texts.ts';
import { urls, withLang } from '../urls.ts';
import { playerLinkOr404 } from './link-owner.ts';
import { redirectSeeOther, sendPage } from './page-reply.ts';

const TokenParams = z.object({ token: z.string().max(300) });
const Intent = z.enum(['save', 'saveReady', 'check', 'text']).catch('save');
const TurnField = z.coerce.number().int().min(1).max(100_000);
/** Urlencoded bodies (@fastify/formbody): repeated names become arrays. */
const FormFields = z.record(z.string(), z.union([z.string(), z.array(z.string())])).catch({});
const RollForm = z.object({ expr: z.string().trim().min(1).max(200), reason: z.string().trim().min(1).max(200), private: z.literal('1').optional() });

/** A map is a picture: no script, nothing loaded from elsewhere. */
const MAP_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'";

type PlayerRequest = FastifyRequest<{ Params: { token: string }; Querystring: Record<string, unknown> }>;

/** The answer a posted form stands for (the generated form read back); `rows` learns which form rows it kept. */
function answerFromForm(
  data: PlayerPageData,
  fields: Record<string, string | string[]>,
  rows?: RowMap,
): { ok: true; value: unknown } | { ok: false; message: string } {
  return parseSchemaFormFields(data.request?.schema ?? data.ctx.ruleset.sheetSchema, fields, 'answer', rows);
}

/**
 * Nothing saved yet: the empty form's answer when the schema takes it (an empty order sheet), so the page shows
 * what the sheet comes to before anything is written (the actions a player has); else nothing to check.
 */
function blankAnswer(data: PlayerPageData): unknown {
  const parsed = answerFromForm(data, {});
  if (!parsed.ok || !data.request) return undefined;
  return (data.request.schema ?? data.ctx.ruleset.sheetSchema).safeParse(parsed.value).success ? parsed.value : undefined;
}

/**
 * The page with `answer` drawn in the form and checked. `blank`: nothing saved yet, the empty form's answer is
 * checked for its summary only (an empty form is not a refused one) and the form is drawn from the schema.
 */
async function render(
  app: FastifyInstance,
  reply: FastifyReply,
  status: number,
  data: PlayerPageData,
  lang: Language,
  token: string,
  posted: Record<string, string | string[]> | null,
  answer: unknown,
  notice: PlayerNotice,
  blank?: unknown,
  text?: { value: string; problems: string[] },
) {
  const checked = answer ?? blank;
  const result = data.openTurn && data.request && checked !== undefined ? checkAnswer(data, checked, lang, plainIssue(lang)) : null;
  const check = result && answer === undefined ? { errors: [], summary: result.summary } : result;
  const latest = data.turns.filter((turn) => turn.status === 'resolved').at(-1);
  const latestReportHtml = latest
    ? {
        turn: latest.number,
        html: renderHtml(await ownStepDocument(app.db, data, latest.number, lang), { title: false, headingTag: 'h3', tableSections: true }),
      }
    : null;
  const model = playerPageModel({ data, lang, token, posted, answer, check, notice, latestReportHtml, ...(text ? { text } : {}) });
  return sendPage(reply, status, renderPlayerPage(model));
}

/** A schema problem in plain words in the page language (the forms' catalogue), never zod's own text. */
const plainIssue = (lang: Language) => (issue: z.core.$ZodIssue) => issuesToFieldErrors([issue], lang)[0]!.message;

export function registerPlayerPages(app: FastifyInstance): void {
  app.get('/play/:token', { schema: { hide: true } }, async (request: PlayerRequest, reply) => {
    const link = await playerLinkOr404(app.db, request, reply);
    if (!link) return reply;
    await markLinkOpened(app.db, link.player.id, app.lifecycle); // the GM console shows the invitation as taken
    const data = await loadPlayerPage(app.db, link.player);
    const lang = pageLanguage(request.query, data.ctx.language);
    const notice: PlayerNotice = request.query.resolved !== undefined ? 'resolved' : request.query.saved !== undefined && data.sheet ? 'saved' : null;
    if (data.sheet) return render(app, reply, 200, data, lang, link.token, null, data.sheet.orders, notice);
    return render(app, reply, 200, data, lang, link.token, null, undefined, notice, blankAnswer(data));
  });

  /** The form without JavaScript: save (all-or-nothing, like PUT .../orders), save and mark ready, check only, or another row. */
  /** Orders pasted as text: read by the ruleset's grammar and saved by the same save (issue 36). */
  async function saveText(reply: FastifyReply, data: PlayerPageData, lang: Language, token: string, fields: Record<string, string | string[]>) {
    const value = (Array.isArray(fields.text) ? fields.text.join('\n') : (fields.text ?? '')).slice(0, 20_000);
    const turn = TurnField.safeParse(fields.turn);
    const turnNumber = turn.success ? turn.data : (data.openTurn?.number ?? 0);
    const t = texts(lang);
    try {
      const target = await openSheetTarget(app.db, { role: 'player', playerId: data.me.id }, data.ctx.id, turnNumber);
      const saved = await submitText(app.db, target, value, app.lifecycle);
      if (saved.resolved) return redirectSeeOther(reply, withLang(urls.play(token), lang, { resolved: String(turnNumber) }));
      return redirectSeeOther(reply, withLang(urls.play(token), lang, { saved: String(saved.version) }));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      if (error.code === 'unreadable_text' || error.code === 'illegal_orders') {
        const problems = (error.details?.problems ?? []).map((p) => p.message);
        return render(app, reply, 422, data, lang, token, null, data.sheet?.orders, null, undefined, {
          value,
          problems: problems.length > 0 ? problems : [error.message],
        });
      }
      const back = { href: withLang(urls.play(token), lang), label: t('error.backToPage') };
      return sendPage(reply, error.status, renderErrorPage(lang, urls.play(token), serviceMessage(t, error), back));
    }
  }

  app.post('/play/:token', { schema: { hide: true } }, async (request: PlayerRequest, reply) => {
    const link = await playerLinkOr404(app.db, request, reply);
    if (!link) return reply;
    const data = await loadPlayerPage(app.db, link.player);
    const lang = pageLanguage(request.query, data.ctx.language);
    const { token } = link;
    const t = texts(lang);
    const fields = FormFields.parse(request.body ?? {});
    const intent = Intent.parse(fields.intent);
    if (intent === 'text') return saveText(reply, data, lang, token, fields);
    const parsed = answerFromForm(data, fields);
    const back = { href: withLang(urls.play(token), lang), label: t('error.backToPage') };
    if (!parsed.ok) return sendPage(reply, 400, renderErrorPage(lang, urls.play(token), t('form.badJson', { message: parsed.message }), back));
    if (wantsAnotherRow(fields)) return render(app, reply, 200, data, lang, token, fields, parsed.value, null);
    if (intent === 'check') return render(app, reply, 200, data, lang, token, fields, parsed.value, 'checked');

    const turn = TurnField.safeParse(fields.turn);
    const turnNumber = turn.success ? turn.data : (data.openTurn?.number ?? 0);
    const actor = { role: 'player' as const, playerId: data.me.id };
    try {
      const saved = await submitSheet(app.db, { actor, gameId: data.ctx.id, turnNumber }, parsed.value, app.lifecycle);
      // Save and ready in one step: the flag goes on the sheet just saved (never on an older one).
      if (intent === 'saveReady' && !saved.resolved) await setReady(app.db, actor, data.ctx.id, turnNumber, true, app.lifecycle);
      // Everybody asked had answered: the step was resolved at once, and the page shows what happened.
      if (saved.resolved) return redirectSeeOther(reply, withLang(urls.play(token), lang, { resolved: String(turnNumber) }));
      return redirectSeeOther(reply, withLang(urls.play(token), lang, { saved: String(saved.version) }));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      if (error.code === 'illegal_orders' || error.code === 'invalid_sheet') return render(app, reply, 422, data, lang, token, fields, parsed.value, 'refused');
      return sendPage(reply, error.status, renderErrorPage(lang, urls.play(token), serviceMessage(t, error), back));
    }
  });

  /**
   * The full-size map: the player's own view of the current position (their planets and targets marked), the
   * same picture as their page, alone. Behind their token like the page: never cached, never a referrer.
   */
  app.get('/play/:token/map.svg', { schema: { hide: true } }, async (request: PlayerRequest, reply) => {
    const link = await playerLinkOr404(app.db, request, reply);
    if (!link) return reply;
    const data = await loadPlayerPage(app.db, link.player);
    const lang = pageLanguage(request.query, data.ctx.language);
    const svg = playerMapSvg(data, lang);
    if (svg === null) {
      const t = texts(lang);
      return sendPage(
        reply,
        404,
        renderErrorPage(lang, urls.playerMap(link.token), t('player.noMap'), { href: withLang(urls.play(link.token), lang), label: t('error.backToPage') }),
      );
    }
    return reply
      .code(200)
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', MAP_CSP)
      .send(svg);
  });

  /**
   * Live check for the form script: the same parse and ruleset check as saving, nothing stored. Answers
   * `{ errors, notes, lines }` with every path naming the field as drawn in the posted form (assets/schema-form.js).
   */
  app.post('/play/:token/check', { schema: { hide: true } }, async (request: PlayerRequest, reply) => {
    const { token } = TokenParams.parse(request.params);
    const player = await findPlayerByToken(app.db, token);
    if (!player) return reply.code(404).send({ error: 'not_found', message: 'Unknown link' });
    const data = await loadPlayerPage(app.db, player);
    const lang = pageLanguage(request.query, data.ctx.language);
    const fields = FormFields.parse(request.body ?? {});
    reply.header('cache-control', 'no-store');
    if (!data.openTurn || !data.request) return reply.code(409).send({ error: 'not_asked', message: texts(lang)('player.waitingNobody') });
    const rows: RowMap = {};
    const parsed = answerFromForm(data, fields, rows);
    if (!parsed.ok) return reply.code(400).send({ error: 'invalid_json', message: parsed.message });
    return answerFeedback(checkAnswer(data, parsed.value, lang, plainIssue(lang)), parsed.value, rows);
  });

  /** The ready toggle (plain form): same service as PUT /api/games/:id/turns/:n/ready. */
  app.post('/play/:token/ready', { schema: { hide: true } }, async (request: PlayerRequest, reply) => {
    const link = await playerLinkOr404(app.db, request, reply);
    if (!link) return reply;
    const data = await loadPlayerPage(app.db, link.player);
    const lang = pageLanguage(request.query, data.ctx.language);
    const t = texts(lang);
    const back = { href: withLang(urls.play(link.token), lang), label: t('error.backToPage') };
    const form = z.object({ turn: TurnField, ready: z.enum(['0', '1']) }).safeParse(FormFields.parse(request.body ?? {}));
    if (!form.success) return sendPage(reply, 400, renderErrorPage(lang, urls.play(link.token), t('error.title'), back));
    try {
      await setReady(app.db, { role: 'player', playerId: data.me.id }, data.ctx.id, form.data.turn, form.data.ready === '1', app.lifecycle);
      return redirectSeeOther(reply, withLang(urls.play(link.token), lang));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return sendPage(reply, error.status, renderErrorPage(lang, urls.play(link.token), serviceMessage(t, error), back));
    }
  });

  /** Dice from the player's page: same service as POST /api/games/:id/rolls. */
  app.post('/play/:token/rolls', { schema: { hide: true } }, async (request: PlayerRequest, reply) => {
    const link = await playerLinkOr404(app.db, request, reply);
    if (!link) return reply;
    const data = await loadPlayerPage(app.db, link.player);
    const lang = pageLanguage(request.query, data.ctx.language);
    const t = texts(lang);
    const back = { href: withLang(urls.play(link.token), lang), label: t('error.backToPage') };
    const form = RollForm.safeParse(FormFields.parse(request.body ?? {}));
    if (!form.success) return sendPage(reply, 400, renderErrorPage(lang, urls.play(link.token), t('error.title'), back));
    try {
      await makeRoll(
        app.db,
        { role: 'player', playerId: data.me.id },
        data.ctx.id,
        { expr: form.data.expr, reason: form.data.reason, private: form.data.private === '1' },
        lang,
      );
      return redirectSeeOther(reply, withLang(urls.play(link.token), lang));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return sendPage(reply, error.status, renderErrorPage(lang, urls.play(link.token), serviceMessage(t, error), back));
    }
  });
}
