import { isTimeZone, parseLocalInZone } from '../../time/time-zone.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { DEFAULT_RULESET_ID, getRuleset, RULESETS } from '../../engine/registry.ts';
import type { Language } from '../../i18n/index.ts';
import { addPlayer } from '../../services/add-player.ts';
import { issuePlayerLink, removeSeat } from '../../services/player-links.ts';
import { enterOrdersForPlayer } from '../../services/order-text.ts';
import { answerJoinRequest, setInviteLink } from '../../services/invitations.ts';
import { startNextGame } from '../../services/campaign.ts';
import { createGame } from '../../services/create-game.ts';
import { ServiceError } from '../../services/errors.ts';
import { updateSetup } from '../../services/game-setup.ts';
import { resolveTurn } from '../../services/resolve-turn.ts';
import { makeRoll } from '../../services/rolls.ts';
import { startGame } from '../../services/start-game.ts';
import { loadGmView } from '../../services/web-gm-view.ts';
import type { GmNotice } from '../pages/gm-console-page.ts';
import type { GmCreateForm } from '../pages/gm-create-page.ts';
import { renderGmCreatePage } from '../pages/gm-create-page.ts';
import type { ProblemView } from '../partials/problems.ts';
import { describeIssues, issuesToFieldErrors, parseSchemaFormFields, schemaFormFields, wantsAnotherRow } from '../schema-form.ts';
import { serviceMessage } from '../service-message.ts';
import { pageLanguage, texts } from '../texts.ts';
import { urls, withLang } from '../urls.ts';
import { redirectSeeOther, sendPage } from './page-reply.ts';
import { gmConsoleOf, type GmConsoleRequest, type GmRequest } from './gm-console-reply.ts';

type Fields = Record<string, string | string[]>;

const NOTICES = [
  'created',
  'player_added',
  'player_removed',
  'new_link',
  'orders_entered',
  'invite_open',
  'invite_closed',
  'join_approved',
  'join_declined',
  'started',
  'resolved',
  'paused',
  'resumed',
  'deadline',
  'adjusted',
  'reverted',
  'settings',
  'setup',
  'rolled',
] as const;
const NoticeQuery = z.object({ notice: z.enum(NOTICES).optional(), seat: z.uuid().optional(), setup: z.enum(['1']).optional() }).catch({});
const TurnField = z.coerce.number().int().min(1).max(100_000);
const FormFields = z.record(z.string(), z.union([z.string(), z.array(z.string())])).catch({});
const GM = { role: 'gm' } as const;

function field(body: Fields, key: string): string {
  const value = body[key];
  return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();
}

function serviceProblems(error: ServiceError): ProblemView[] {
  return error.details?.problems ?? [{ path: '', code: error.code, message: error.message }];
}

function createForm(lang: Language, values: GmCreateForm, problems: ProblemView[], setupValue?: unknown, posted?: Record<string, string | string[]>) {
  const ruleset = getRuleset(values.ruleset) ?? getRuleset(DEFAULT_RULESET_ID)!;
  const presets = (ruleset.setupPresets ?? []).map((p) => ({ id: p.id, name: p.names[lang] }));
  return renderGmCreatePage({
    lang,
    rulesets: Object.values(RULESETS).map((r) => ({ id: r.id, name: r.names[lang], summary: r.summary?.[lang] ?? '' })),
    presets,
    values: { ...values, ruleset: ruleset.id },
    setupFieldsHtml: schemaFormFields({ schema: ruleset.setupSchema, value: setupValue ?? ruleset.defaultSetup(), lang, prefix: 'setup', posted }).toString(),
    problems,
  });
}

export function registerGmPages(app: FastifyInstance): void {
  app.get('/gm', { schema: { hide: true } }, async (request, reply) => {
    const lang = pageLanguage(request.query, 'es');
    const query = z
      .object({ ruleset: z.string().max(64).optional() })
      .catch({})
      .parse(request.query);
    const ruleset = getRuleset(query.ruleset ?? DEFAULT_RULESET_ID) ?? getRuleset(DEFAULT_RULESET_ID)!;
    const values: GmCreateForm = {
      name: '',
      ruleset: ruleset.id,
      language: lang,
      preset: ruleset.setupPresets?.[0]?.id ?? '',
      turnHours: '',
      resolveWhen: 'answers',
    };
    return sendPage(reply, 200, createForm(lang, values, []));
  });

  app.post('/gm', { schema: { hide: true } }, async (request, reply) => {
    const lang = pageLanguage(request.query, 'es');
    const t = texts(lang);
    const body = FormFields.parse(request.body ?? {});
    const values: GmCreateForm = {
      name: field(body, 'name'),
      ruleset: field(body, 'ruleset') || DEFAULT_RULESET_ID,
      language: field(body, 'language'),
      preset: field(body, 'preset'),
      turnHours: field(body, 'turnHours'),
      timeZone: field(body, 'timeZone'),
      resolveWhen: field(body, 'resolveWhen') || 'answers',
    };
    const ruleset = getRuleset(values.ruleset);
    const typed = parseSchemaFormFields(ruleset?.setupSchema ?? z.unknown(), body, 'setup');
    const refuse = (problems: ProblemView[]) => sendPage(reply, 422, createForm(lang, values, problems, typed.ok ? typed.value : undefined));
    if (!ruleset) return refuse([{ path: 'ruleset', code: 'unknown_ruleset', message: values.ruleset }]);
    if (wantsAnotherRow(body)) return sendPage(reply, 200, createForm(lang, values, [], typed.ok ? typed.value : undefined, body));
    if (request.budgetRefusal)
      return sendPage(
        reply,
        429,
        createForm(
          lang,
          values,
          [{ path: '', code: 'rate_limited', message: t('budget.create', request.budgetRefusal) }],
          typed.ok ? typed.value : undefined,
          body,
        ),
      );
    const preset = ruleset.setupPresets?.find((p) => p.id === values.preset);
    if (!preset && !typed.ok) return refuse([{ path: 'setup', code: 'invalid_json', message: t('form.badJson', { message: typed.message }) }]);
    const name = z.string().trim().min(1).max(200).safeParse(values.name);
    if (!name.success) return refuse([{ path: 'name', code: 'required', message: t('gmCreate.nameRequired') }]);
    const hours = values.turnHours === '' ? undefined : Number(values.turnHours);
    if (hours !== undefined && !(Number.isFinite(hours) && hours > 0 && hours <= 24 * 365))
      return refuse([{ path: 'turnHours', code: 'invalid', message: t('gmCreate.turnHoursHint') }]);
    const timeZone = values.timeZone || undefined;
    if (timeZone !== undefined && !isTimeZone(timeZone)) return refuse([{ path: 'timeZone', code: 'invalid', message: t('gmCreate.timeZoneHint') }]);
    try {
      const created = await createGame(app.db, {
        name: name.data,
        ruleset: ruleset.id,
        setup: preset ? preset.setup() : typed.ok ? typed.value : undefined,
        language: values.language === 'en' ? 'en' : values.language === 'es' ? 'es' : lang,
        settings: { ...(hours !== undefined ? { turnHours: hours } : {}), ...(timeZone ? { timeZone } : {}) },
        resolveWhen: z.enum(['answers', 'deadline', 'gm']).catch('answers').parse(values.resolveWhen),
      });
      return redirectSeeOther(
        reply,
        withLang(urls.gm(created.gmToken), values.language === 'en' || values.language === 'es' ? values.language : lang, { notice: 'created' }),
      );
    } catch (error) {
      if (error instanceof ServiceError && error.status === 422) return refuse(serviceProblems(error).map((p) => ruleset.localizeProblem?.(p, lang) ?? p));
      throw error;
    }
  });

  const consoleOr404 = (request: GmRequest, reply: FastifyReply) => gmConsoleOf(app, request, reply);

  /** A GM form action: redirect to the console with `notice`, or the console with the reason it was refused. */
  function gmAction(path: string, run: (gm: GmConsoleRequest, reply: FastifyReply) => Promise<GmNotice | FastifyReply>) {
    app.post(path, { schema: { hide: true } }, async (request: GmRequest, reply) => {
      const gm = await consoleOr404(request, reply);
      if (!gm) return reply;
      try {
        const result = await run(gm, reply);
        if (typeof result !== 'string' && result !== null) return result;
        return redirectSeeOther(reply, withLang(urls.gm(gm.token), gm.lang, { notice: result ?? '' }));
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error;
        return gm.show(error.status, { error: serviceMessage(texts(gm.lang), error), problems: error.details?.problems ?? [] });
      }
    });
  }

  app.get('/gm/:token', { schema: { hide: true } }, async (request: GmRequest, reply) => {
    const gm = await consoleOr404(request, reply);
    if (!gm) return reply;
    const query = NoticeQuery.parse(request.query);
    // After seating a player or making a seat a new link: that seat's link, up front (it is in the table too).
    return gm.show(200, { notice: query.notice ?? null, showSetup: query.setup === '1', ...(query.seat ? { inviteSeat: query.seat } : {}) });
  });

  /** Seat a player: the name, an optional e-mail and the ruleset's player data (its generated form). */
  app.post('/gm/:token/players', { schema: { hide: true } }, async (request: GmRequest, reply) => {
    const gm = await consoleOr404(request, reply);
    if (!gm) return reply;
    const view = await loadGmView(app.db, gm.gameId);
    const name = field(gm.body, 'name');
    const email = field(gm.body, 'email');
    const data = parseSchemaFormFields(view.ctx.ruleset.playerSchema, gm.body, 'seat');
    const seatValue = { name, email, data: data.ok ? data.value : {} };
    if (wantsAnotherRow(gm.body)) return gm.show(200, { seatValue, posted: gm.body });
    if (!data.ok)
      return gm.show(400, {
        problems: [{ path: 'data', code: 'invalid_json', message: texts(gm.lang)('form.badJson', { message: data.message }) }],
        seatValue,
      });
    if (request.budgetRefusal)
      return gm.show(429, {
        problems: [{ path: '', code: 'rate_limited', message: texts(gm.lang)('budget.seat', request.budgetRefusal) }],
        seatValue,
        posted: gm.body,
      });
    const input = z.object({ name: z.string().trim().min(1).max(100), email: z.email().max(320).optional() }).safeParse({ name, ...(email ? { email } : {}) });
    // Every problem of the form at once, in words, beside its field and listed above the form (issue 37).
    const t = texts(gm.lang);
    const seatLabels: Record<string, string> = { name: t('gm.seatName'), email: t('gm.seatEmail') };
    const own = input.success
      ? []
      : issuesToFieldErrors(input.error.issues, gm.lang).map((e, i) => ({ ...e, code: input.error.issues[i]!.code, label: seatLabels[e.path] ?? e.path }));
    const ruleset = view.ctx.ruleset;
    const checked = ruleset.playerSchema.safeParse({ ...(data.value as Record<string, unknown>), id: 'seat', name: name || 'seat' });
    const described = checked.success
      ? { errors: [], problems: [] }
      : describeIssues(ruleset.playerSchema, checked.error.issues, gm.lang, ruleset.seatChoices?.(view.ctx.setup, view.ctx.players, gm.lang));
    if (!input.success || !checked.success)
      return gm.show(422, {
        problems: [...own, ...described.problems],
        problemsAt: 'seat',
        fieldErrors: { form: 'seat', errors: described.errors },
        seatValue,
      });
    try {
      const added = await addPlayer(app.db, GM, gm.gameId, { ...input.data, data: (data.value ?? {}) as Record<string, unknown> }, gm.token);
      // Post/redirect/get: a reload does not seat the player twice, and the console shows the seat's link (derived
      // from the GM link, player-links.ts) for as long as the GM needs it.
      return redirectSeeOther(reply, withLang(urls.gm(gm.token), gm.lang, { notice: 'player_added', seat: added.id }));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return gm.show(error.status, { problems: serviceProblems(error), problemsAt: 'seat', seatValue });
    }
  });

  /** Edit the setup before the start; correct it afterwards with a reason (audited). */
  app.post('/gm/:token/setup', { schema: { hide: true } }, async (request: GmRequest, reply) => {
    const gm = await consoleOr404(request, reply);
    if (!gm) return reply;
    const view = await loadGmView(app.db, gm.gameId);
    const typed = parseSchemaFormFields(view.ctx.ruleset.setupSchema, gm.body, 'setup');
    const kept = { problemsAt: 'setup', reason: field(gm.body, 'reason') } as const;
    if (!typed.ok)
      return gm.show(400, {
        ...kept,
        problems: [{ path: 'setup', code: 'invalid_json', message: texts(gm.lang)('form.badJson', { message: typed.message }) }],
      });
    if (wantsAnotherRow(gm.body)) return gm.show(200, { setupValue: typed.value, posted: gm.body });
    const checked = view.ctx.ruleset.setupSchema.safeParse(typed.value);
    if (!checked.success) {
      const described = describeIssues(view.ctx.ruleset.setupSchema, checked.error.issues, gm.lang);
      return gm.show(422, { ...kept, problems: described.problems, fieldErrors: { form: 'setup', errors: described.errors }, setupValue: typed.value });
    }
    try {
      await updateSetup(app.db, GM, gm.gameId, { setup: typed.value, reason: field(gm.body, 'reason') });
      return redirectSeeOther(reply, withLang(urls.gm(gm.token), gm.lang, { notice: 'setup' }));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return gm.show(error.status, { ...kept, problems: serviceProblems(error), setupValue: typed.value });
    }
  });

  /** A new link for a seat (lost, or posted where others can read it): the old one stops working. */
  gmAction('/gm/:token/players/:playerId/link', async (gm, reply) => {
    const playerId = z.uuid().safeParse((gm.params as { playerId?: string }).playerId);
    if (!playerId.success) return gm.show(404, { error: texts(gm.lang)('gm.seat.unknown') });
    await issuePlayerLink(app.db, GM, gm.token, gm.gameId, playerId.data);
    return redirectSeeOther(reply, withLang(urls.gm(gm.token), gm.lang, { notice: 'new_link', seat: playerId.data }));
  });

  /** Orders a player sent privately, entered by the GM as written (issue 36): the same save, audited. */
  app.post('/gm/:token/orders', { schema: { hide: true } }, async (request: GmRequest, reply) => {
    const gm = await consoleOr404(request, reply);
    if (!gm) return reply;
    const player = field(gm.body, 'player');
    const value = field(gm.body, 'text').slice(0, 20_000);
    const view = await loadGmView(app.db, gm.gameId);
    if (!view.openTurn) return gm.show(409, { error: serviceMessage(texts(gm.lang), new ServiceError(409, 'turn_not_open', 'No open turn')) });
    try {
      await enterOrdersForPlayer(app.db, GM, { gameId: gm.gameId, turnNumber: view.openTurn.number, playerId: player, answer: { text: value } }, app.lifecycle);
      return redirectSeeOther(reply, withLang(urls.gm(gm.token), gm.lang, { notice: 'orders_entered' }));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      const problems = (error.details?.problems ?? []).map((p) => p.message);
      return gm.show(error.status, { enterOrders: { player, value, problems: problems.length > 0 ? problems : [serviceMessage(texts(gm.lang), error)] } });
    }
  });

  /** Remove a seat before the start. */
  gmAction('/gm/:token/players/:playerId/remove', async (gm) => {
    const playerId = z.uuid().safeParse((gm.params as { playerId?: string }).playerId);
    if (!playerId.success) return gm.show(404, { error: texts(gm.lang)('gm.seat.unknown') });
    await removeSeat(app.db, GM, gm.gameId, playerId.data, app.lifecycle);
    return 'player_removed';
  });

  /** Open or close the shared invitation link (before the start). */
  gmAction('/gm/:token/invite', async (gm) => {
    const open = field(gm.body, 'open') === '1';
    await setInviteLink(app.db, GM, gm.gameId, open);
    return open ? 'invite_open' : 'invite_closed';
  });

  /** Approve or decline a request made through the invitation link. */
  gmAction('/gm/:token/join-requests', async (gm) => {
    const request = z.string().uuid().safeParse(field(gm.body, 'request'));
    if (!request.success) return gm.show(400, { error: texts(gm.lang)('gm.join.none') });
    const approve = field(gm.body, 'answer') === 'approve';
    await answerJoinRequest(app.db, GM, gm.gameId, request.data, approve);
    return approve ? 'join_approved' : 'join_declined';
  });

  /** Start the game; a refusal (a deadline in the past, nobody seated) is shown in the start form, as typed. */
  gmAction('/gm/:token/start', async (gm) => {
    const raw = field(gm.body, 'deadline');
    const refuse = (status: number, message: string) => gm.show(status, { start: { deadline: raw, error: message } });
    let deadline: Date | undefined;
    if (raw !== '') {
      // The form's local time is the game's time zone.
      deadline = parseLocalInZone(raw, (await loadGmView(app.db, gm.gameId)).ctx.timeZone) ?? undefined;
      if (!deadline) return refuse(400, texts(gm.lang)('gm.badDeadline'));
    }
    try {
      await startGame(app.db, GM, gm.gameId, { deadline }, app.lifecycle);
    } catch (error) {
      if (error instanceof ServiceError && error.status !== 404) return refuse(error.status, serviceMessage(texts(gm.lang), error));
      throw error;
    }
    return 'started';
  });

  /** Resolve now, with the GM's resolution input when the ruleset takes one (its generated form). */
  gmAction('/gm/:token/resolve', async (gm) => {
    const view = await loadGmView(app.db, gm.gameId);
    const turn = TurnField.safeParse(field(gm.body, 'turn'));
    const number = turn.success ? turn.data : (view.openTurn?.number ?? 0);
    let gmInput: unknown = undefined;
    if (view.ctx.ruleset.gmInputSchema) {
      const typed = parseSchemaFormFields(view.ctx.ruleset.gmInputSchema, gm.body, 'gm');
      if (!typed.ok)
        return gm.show(400, {
          problems: [{ path: 'gm', code: 'invalid_json', message: texts(gm.lang)('form.badJson', { message: typed.message }) }],
          problemsAt: 'gm',
        });
      gmInput = typed.value;
      if (wantsAnotherRow(gm.body)) return gm.show(200, { gmInputValue: gmInput, posted: gm.body });
    }
    try {
      await resolveTurn(app.db, GM, gm.gameId, number, { lifecycle: app.lifecycle, ...(gmInput !== undefined ? { gm: gmInput } : {}) });
    } catch (error) {
      if (error instanceof ServiceError && (error.code === 'invalid_gm_input' || error.code === 'gm_input_not_accepted')) {
        return gm.show(error.status, {
          error: serviceMessage(texts(gm.lang), error),
          problems: error.details?.problems ?? [],
          problemsAt: 'gm',
          gmInputValue: gmInput,
        });
      }
      throw error;
    }
    return 'resolved';
  });

  gmAction('/gm/:token/rolls', async (gm) => {
    const form = z
      .object({ expr: z.string().trim().min(1).max(200), reason: z.string().trim().min(1).max(200) })
      .safeParse({ expr: field(gm.body, 'expr'), reason: field(gm.body, 'reason') });
    if (!form.success) return gm.show(400, { error: texts(gm.lang)('error.title') });
    await makeRoll(app.db, GM, gm.gameId, { ...form.data, private: field(gm.body, 'private') === '1' }, gm.lang);
    return 'rolled';
  });

  /** Campaigns: the next game, with its console link and the players' new links shown once. */
  gmAction('/gm/:token/next', async (gm) => {
    const next = await startNextGame(app.db, GM, gm.gameId, { name: field(gm.body, 'name') || undefined });
    return gm.show(201, { newConsole: urls.gm(next.gmToken), invites: next.players.map((p) => ({ playerName: p.name, token: p.token })) });
  });
}
