import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RULESETS } from '../../engine/registry.ts';
import { DEFAULT_MAP, MAPS } from '../../engine/rulesets/lords-of-chaos/maps/index.ts';
import { linkOrigin } from '../../http/plugins/public-origin.ts';
import { AddPlayerBody, CreateGameBody } from '../../http/schemas.ts';
import type { Language } from '../../i18n/index.ts';
import { localizeProblem } from '../../i18n/map-problems.ts';
import { addPlayer } from '../../services/add-player.ts';
import { createGame } from '../../services/create-game.ts';
import { ServiceError } from '../../services/errors.ts';
import { resolveTurn } from '../../services/resolve-turn.ts';
import { startGame } from '../../services/start-game.ts';
import { loadGmView } from '../../services/web-gm-view.ts';
import { gmConsoleModel } from '../gm-console-model.ts';
import type { GmConsoleInput } from '../gm-console-model.ts';
import { FormBodySchema } from '../order-rows.ts';
import type { FormBody } from '../order-rows.ts';
import type { GmNotice, GmPlayerForm } from '../pages/gm-console-page.ts';
import { renderGmConsolePage } from '../pages/gm-console-page.ts';
import type { GmCreatePageModel } from '../pages/gm-create-page.ts';
import { renderGmCreatePage } from '../pages/gm-create-page.ts';
import type { ProblemView } from '../partials/problems.ts';
import { serviceMessage } from '../service-message.ts';
import { pageLanguage, texts } from '../texts.ts';
import { urls, withLang } from '../urls.ts';
import { gmLinkOr404 } from './link-owner.ts';
import { redirectSeeOther, sendPage } from './page-reply.ts';
import { renderSessionGm } from './session-handlers.ts';

type GmRequest = FastifyRequest<{ Params: { token: string }; Querystring: Record<string, unknown> }>;

const NOTICES = ['created', 'player_added', 'started', 'resolved', 'paused', 'resumed', 'deadline', 'adjusted', 'reverted', 'settings'] as const;
const NoticeQuery = z.object({ notice: z.enum(NOTICES).optional() }).catch({});
const TurnField = z.coerce.number().int().min(1).max(100_000);

function field(body: FormBody, key: string): string {
  const value = body[key];
  return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();
}

function list(body: FormBody, key: string): string[] {
  const value = body[key];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).filter((v) => v !== '');
}

function zodProblems(error: z.ZodError): ProblemView[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), code: issue.code, message: issue.message }));
}

function serviceProblems(error: ServiceError): ProblemView[] {
  return error.details?.problems ?? [{ path: '', code: error.code, message: error.message }];
}

const origin = linkOrigin;

function createPageModel(lang: Language, values: GmCreatePageModel['values'], problems: ProblemView[]): GmCreatePageModel {
  return {
    lang,
    rulesets: Object.values(RULESETS).map((r) => ({ id: r.id, name: r.names[lang] })),
    maps: Object.entries(MAPS).map(([id, map]) => ({ id, name: map.names?.[lang] ?? map.name ?? id })),
    values,
    problems,
  };
}

const DEFAULT_MAP_ID = DEFAULT_MAP.id ?? 'eye-of-terror';

export function registerGmPages(app: FastifyInstance): void {
  app.get('/gm', { schema: { hide: true } }, async (request, reply) => {
    const lang = pageLanguage(request.query, 'es');
    const values = { name: '', ruleset: 'lords-of-chaos', language: lang, map: DEFAULT_MAP_ID, mapJson: '', turnHours: '' };
    return sendPage(reply, 200, renderGmCreatePage(createPageModel(lang, values, [])));
  });

  app.post('/gm', { schema: { hide: true } }, async (request, reply) => {
    const lang = pageLanguage(request.query, 'es');
    const t = texts(lang);
    const body: FormBody = FormBodySchema.catch({}).parse(request.body ?? {});
    const values = {
      name: field(body, 'name'),
      ruleset: field(body, 'ruleset'),
      language: field(body, 'language'),
      map: field(body, 'map') || DEFAULT_MAP_ID,
      mapJson: field(body, 'mapJson'),
      turnHours: field(body, 'turnHours'),
    };
    const refuse = (problems: ProblemView[]) => sendPage(reply, 422, renderGmCreatePage(createPageModel(lang, values, problems)));

    let map: unknown = undefined;
    if (values.map === 'custom') {
      try {
        map = JSON.parse(values.mapJson);
      } catch (error) {
        return refuse([{ path: 'map', code: 'invalid_json', message: t('gmCreate.badJson', { error: (error as Error).message }) }]);
      }
    } else if (values.map !== DEFAULT_MAP_ID) {
      map = MAPS[values.map];
      if (map === undefined) return refuse([{ path: 'map', code: 'unknown_map', message: values.map }]);
    }
    const input = CreateGameBody.safeParse({
      name: values.name,
      ruleset: values.ruleset,
      ...(values.language ? { language: values.language } : {}),
      ...(map !== undefined ? { map } : {}),
      ...(values.turnHours ? { settings: { turnHours: Number(values.turnHours) } } : {}),
    });
    if (!input.success) return refuse(zodProblems(input.error));
    try {
      const created = await createGame(app.db, input.data);
      return redirectSeeOther(reply, withLang(urls.gm(created.gmToken), input.data.language ?? lang, { notice: 'created' }));
    } catch (error) {
      if (error instanceof ServiceError && error.status === 422) return refuse(serviceProblems(error).map((problem) => localizeProblem(problem, lang)));
      throw error;
    }
  });

  async function consoleOr404(request: GmRequest, reply: FastifyReply) {
    const link = await gmLinkOr404(app.db, request, reply);
    if (!link) return null;
    const { gameId, token } = link;
    const view = await loadGmView(app.db, gameId);
    const lang = pageLanguage(request.query, view.game.language);
    const show = (status: number, extra: Partial<GmConsoleInput> & { notice?: GmNotice }) =>
      sendPage(reply, status, renderGmConsolePage(gmConsoleModel({ view, lang, token, origin: origin(app, request), notice: null, ...extra })));
    return { token, gameId, view, lang, show };
  }

  app.get('/gm/:token', { schema: { hide: true } }, async (request: GmRequest, reply) => {
    const gm = await consoleOr404(request, reply);
    if (!gm) return reply;
    if (gm.view.ruleset.id !== 'lords-of-chaos') return renderSessionGm(app, request, reply, gm.gameId, gm.token);
    return gm.show(200, { notice: NoticeQuery.parse(request.query).notice ?? null });
  });

  app.post('/gm/:token/players', { schema: { hide: true } }, async (request: GmRequest, reply) => {
    const gm = await consoleOr404(request, reply);
    if (!gm) return reply;
    const body: FormBody = FormBodySchema.catch({}).parse(request.body ?? {});
    const form: GmPlayerForm = {
      name: field(body, 'name'),
      warband: field(body, 'warband'),
      god: field(body, 'god'),
      godKind: field(body, 'godKind'),
      planets: list(body, 'planets'),
    };
    const input = AddPlayerBody.safeParse(form);
    if (!input.success) return gm.show(422, { problems: zodProblems(input.error), playerForm: form });
    try {
      const added = await addPlayer(app.db, { role: 'gm' }, gm.gameId, input.data);
      const view = await loadGmView(app.db, gm.gameId);
      // The invitation token exists only in this response (stored hashed): show it once, no redirect.
      return sendPage(
        reply,
        200,
        renderGmConsolePage(
          gmConsoleModel({
            view,
            lang: gm.lang,
            token: gm.token,
            origin: origin(app, request),
            notice: 'player_added',
            invite: { playerName: `${input.data.warband} (${input.data.name})`, token: added.token },
          }),
        ),
      );
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return gm.show(error.status, { problems: serviceProblems(error), playerForm: form });
    }
  });

  app.post('/gm/:token/start', { schema: { hide: true } }, async (request: GmRequest, reply) => {
    const gm = await consoleOr404(request, reply);
    if (!gm) return reply;
    const body: FormBody = FormBodySchema.catch({}).parse(request.body ?? {});
    const raw = field(body, 'deadline');
    let deadline: Date | undefined;
    if (raw !== '') {
      deadline = new Date(/Z$|[+-]\d\d:\d\d$/.test(raw) ? raw : `${raw}Z`);
      if (Number.isNaN(deadline.getTime())) return gm.show(400, { error: texts(gm.lang)('gm.badDeadline') });
    }
    try {
      await startGame(app.db, { role: 'gm' }, gm.gameId, { deadline }, app.lifecycle);
      return redirectSeeOther(reply, withLang(urls.gm(gm.token), gm.lang, { notice: 'started' }));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return gm.show(error.status, { error: serviceMessage(texts(gm.lang), error) });
    }
  });

  app.post('/gm/:token/resolve', { schema: { hide: true } }, async (request: GmRequest, reply) => {
    const gm = await consoleOr404(request, reply);
    if (!gm) return reply;
    const body: FormBody = FormBodySchema.catch({}).parse(request.body ?? {});
    const turn = TurnField.safeParse(field(body, 'turn'));
    const number = turn.success ? turn.data : (gm.view.game.turn ?? 0);
    try {
      await resolveTurn(app.db, { role: 'gm' }, gm.gameId, number, { lifecycle: app.lifecycle });
      return redirectSeeOther(reply, withLang(urls.gm(gm.token), gm.lang, { notice: 'resolved' }));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return gm.show(error.status, { error: serviceMessage(texts(gm.lang), error) });
    }
  });

}
