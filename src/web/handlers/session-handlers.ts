import { linkOrigin } from '../../http/plugins/public-origin.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formatDiceResult } from '../../i18n/dice.ts';
import type { Language } from '../../i18n/index.ts';
import { addPlayer } from '../../services/add-player.ts';
import { createGame } from '../../services/create-game.ts';
import { ServiceError } from '../../services/errors.ts';
import { resolveTurn } from '../../services/resolve-turn.ts';
import { makeRoll } from '../../services/rolls.ts';
import { sessionReports } from '../../services/session-report.ts';
import { sessionMapSvg, sessionPosition, type SessionPosition } from '../../services/session-view.ts';
import { submitOrders } from '../../services/submit-orders.ts';
import type { DiceResult } from '../../engine/dice/index.ts';
import { FormBodySchema, type FormBody } from '../order-rows.ts';
import { renderSessionCreatePage, type SessionCreateValues } from '../pages/session-create-page.ts';
import { renderSessionGmPage, type SessionGmPageModel } from '../pages/session-gm-page.ts';
import { renderSessionPlayerPage, type SessionPlayerPageModel } from '../pages/session-player-page.ts';
import { sessionTexts, type ST, type TracksView } from '../pages/session-parts.ts';
import { pageLanguage, texts } from '../texts.ts';
import { urls, withLang } from '../urls.ts';
import { gmLinkOr404, playerLinkOr404 } from './link-owner.ts';
import { redirectSeeOther, sendPage } from './page-reply.ts';

/**
 * Pages of games run by rulesets other than Lords of Chaos (built for the generic ruleset): the creation form
 * (/gm/session), and the GM console and player page, which /gm/:token and /play/:token hand over to for such
 * games. Forms post to /gm/:token/session/* and /play/:token/session*; everything goes through the same
 * services as the API, nothing needs JavaScript.
 */

type TokenRequest = FastifyRequest<{ Params: { token: string }; Querystring: Record<string, unknown> }>;

function field(body: FormBody, key: string): string {
  const value = body[key];
  return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();
}

const problemMessages = (error: ServiceError): string[] => (error.details?.problems ?? error.details?.errors ?? [{ message: error.message }]).map((p) => p.message);

function slug(name: string, index: number, prefix: string): string {
  const id = name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
  return id === '' ? `${prefix}${index + 1}` : id;
}

const lines = (text: string) => text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '');

/** "Orders | secret" lines -> phases; "VP = 0" lines -> tracks. Returns the problems of unreadable lines. */
export function setupFromForm(values: SessionCreateValues, t: ST): { setup: unknown; problems: string[] } {
  const problems: string[] = [];
  const phases = lines(values.phases).map((line, i) => {
    const [name = '', kind = ''] = line.split('|').map((part) => part.trim());
    const secret = /^(secret|secreta|s)$/i.test(kind);
    if (name === '' || (!secret && !/^(public|p[uú]blica|p)$/i.test(kind))) problems.push(t('create.badPhase', { line: i + 1 }));
    return { id: slug(name, i, 'phase'), name, secret };
  });
  const tracks = lines(values.tracks).map((line, i) => {
    const match = /^(.+?)\s*=\s*(-?\d+)$/.exec(line);
    if (!match) problems.push(t('create.badTrack', { line: i + 1 }));
    const name = match?.[1] ?? line;
    return { id: slug(name, i, 'track'), name, initial: Number(match?.[2] ?? 0) };
  });
  const board = values.board.trim() === '' ? null : values.board;
  return { setup: { phases, tracks, board }, problems };
}

function sheetText(orders: unknown): string {
  const text = (orders as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : JSON.stringify(orders);
}

const ViewShape = z
  .object({
    tracks: z.record(z.string(), z.record(z.string(), z.number())),
    trackHistory: z.array(z.object({ step: z.number(), phase: z.string(), player: z.string(), track: z.string(), from: z.number(), to: z.number() })),
    board: z.unknown(),
  })
  .partial();
const SetupTracks = z.object({ tracks: z.array(z.object({ id: z.string(), name: z.string() })) });

function readModel(position: SessionPosition, lang: Language) {
  const t = sessionTexts(lang);
  const names = new Map(position.players.map((p) => [p.id, p.name]));
  const nameOf = (id: string) => (id === 'gm' ? t('gm') : (names.get(id) ?? id));
  const view = ViewShape.safeParse(position.view).data ?? {};
  const trackDefs = SetupTracks.safeParse(position.setup).data?.tracks ?? [];
  const trackName = (id: string) => trackDefs.find((d) => d.id === id)?.name ?? id;
  const tracks: TracksView = {
    names: trackDefs,
    rows: position.players.map((p) => ({ player: p.name, values: trackDefs.map((d) => view.tracks?.[p.id]?.[d.id] ?? null) })),
    history: (view.trackHistory ?? []).map((c) => t('tracks.historyLine', { step: c.step, phase: c.phase, player: nameOf(c.player), track: trackName(c.track), from: c.from, to: c.to })),
  };
  const board = view.board === undefined || view.board === null ? null : typeof view.board === 'string' ? view.board : JSON.stringify(view.board, null, 2);
  const rolls = position.rolls.map((r) =>
    `${t('dice.line', { counter: r.counter, who: nameOf(r.by), reason: r.reason, result: formatDiceResult((r.record as { result: DiceResult }).result, lang) })}${r.private ? ` ${t('dice.privateMark')}` : ''}`,
  );
  const phase = position.phase && position.turn ? { turn: position.phase.turn, name: position.phase.name, secret: position.phase.secret, acceptsOrders: position.phase.acceptsOrders } : null;
  return { t, nameOf, tracks, board, rolls, phase, trackDefs };
}

const GM_NOTICES = ['created', 'started', 'player_added', 'resolved', 'rolled'] as const;

export interface GmExtras {
  status?: number;
  invite?: SessionGmPageModel['invite'];
  errors?: string[];
  diceErrors?: string[];
  dice?: SessionGmPageModel['dice'];
  resolveValues?: SessionGmPageModel['resolveValues'];
}

/** The GM console of a non-Lords-of-Chaos game (called by GET /gm/:token for such games). */
export async function renderSessionGm(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, gameId: string, token: string, extras: GmExtras = {}) {
  const position = await sessionPosition(app.db, { role: 'gm' }, gameId);
  const lang = pageLanguage(request.query, position.game.language);
  const { tracks, board, rolls, phase, trackDefs, nameOf } = readModel(position, lang);
  const notice = z.enum(GM_NOTICES).safeParse((request.query as Record<string, unknown>).notice).data ?? null;
  const model: SessionGmPageModel = {
    lang,
    path: urls.gm(token),
    game: { name: position.game.name, status: position.game.status, publicUrl: urls.publicGame(gameId) },
    phase,
    step: position.turn?.number ?? null,
    notice: extras.invite ? 'player_added' : notice,
    invite: extras.invite ?? null,
    errors: extras.errors ?? [],
    players: position.players.map((p, index) => ({ index, name: p.name, submitted: p.submitted })),
    sheets: position.sheets.map((s) => ({ name: nameOf(s.player), text: sheetText(s.orders) })),
    trackInputs: trackDefs,
    resolveValues: extras.resolveValues ?? { report: '', board: board ?? '' },
    tracks,
    board,
    map: await sessionMapSvg(app.db, gameId, lang),
    rolls,
    diceErrors: extras.diceErrors ?? [],
    dice: extras.dice ?? { expr: '', reason: '' },
    reports: await sessionReports(app.db, gameId, { role: 'gm' }, lang),
  };
  return sendPage(reply, extras.status ?? 200, renderSessionGmPage(model));
}

export interface PlayerExtras {
  status?: number;
  orderText?: string;
  errors?: string[];
  diceErrors?: string[];
  dice?: SessionPlayerPageModel['dice'];
}

/** The player page of a non-Lords-of-Chaos game (called by GET /play/:token for such games). */
export async function renderSessionPlayer(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, player: { id: string; gameId: string }, token: string, extras: PlayerExtras = {}) {
  const position = await sessionPosition(app.db, { role: 'player', playerId: player.id }, player.gameId);
  const lang = pageLanguage(request.query, position.game.language);
  const { tracks, board, rolls, phase, nameOf } = readModel(position, lang);
  const own = position.sheets.find((s) => s.player === player.id) ?? null;
  const query = request.query as Record<string, unknown>;
  const model: SessionPlayerPageModel = {
    lang,
    path: urls.play(token),
    game: { name: position.game.name, status: position.game.status },
    me: { name: nameOf(player.id) },
    phase,
    step: position.turn?.number ?? null,
    orderText: extras.orderText ?? (own ? sheetText(own.orders) : ''),
    notice: query.saved !== undefined && own ? 'saved' : query.rolled !== undefined ? 'rolled' : null,
    savedVersion: own?.version ?? null,
    errors: extras.errors ?? [],
    diceErrors: extras.diceErrors ?? [],
    dice: extras.dice ?? { expr: '', reason: '' },
    others: position.sheets.filter((s) => s.player !== player.id).map((s) => ({ name: nameOf(s.player), text: sheetText(s.orders) })),
    tracks,
    board,
    map: await sessionMapSvg(app.db, player.gameId, lang),
    rolls,
    reports: await sessionReports(app.db, player.gameId, { role: 'player', id: player.id }, lang),
  };
  return sendPage(reply, extras.status ?? 200, renderSessionPlayerPage(model));
}

/** The GM's resolution from the form: report, per player and track "add" or "set", board, end. */
function gmInputFromForm(body: FormBody, position: SessionPosition, t: ST): { gm: Record<string, unknown>; problems: string[] } {
  const problems: string[] = [];
  const trackIds = SetupTracks.safeParse(position.setup).data?.tracks.map((d) => d.id) ?? [];
  const updates: Record<string, unknown>[] = [];
  position.players.forEach((player, index) => {
    for (const track of trackIds) {
      for (const kind of ['delta', 'set'] as const) {
        const raw = field(body, `${kind}.${index}.${track}`);
        if (raw === '') continue;
        if (!/^[+-]?\d{1,7}$/.test(raw)) {
          problems.push(t('resolve.badNumber', { value: raw, field: `${player.name} ${track}` }));
          continue;
        }
        updates.push({ player: player.id, track, [kind]: Number(raw) });
      }
    }
  });
  const currentBoard = typeof (position.view as { board?: unknown } | null)?.board === 'string' ? (position.view as { board: string }).board : null;
  const board = field(body, 'board');
  const gm: Record<string, unknown> = { report: typeof body.report === 'string' ? body.report : field(body, 'report'), tracks: updates, end: field(body, 'end') === '1' };
  if (board !== (currentBoard ?? '').trim()) gm.board = board === '' ? null : board;
  return { gm, problems };
}

export function registerSessionPages(app: FastifyInstance): void {
  const DEFAULT_VALUES = (lang: Language): SessionCreateValues => ({
    name: '',
    language: lang,
    phases: lang === 'es' ? 'Órdenes | secreta\nDiplomacia | pública' : 'Orders | secret\nDiplomacy | public',
    tracks: lang === 'es' ? 'PV = 0' : 'VP = 0',
    board: '',
  });

  app.get('/gm/session', { schema: { hide: true } }, async (request, reply) => {
    const lang = pageLanguage(request.query, 'es');
    return sendPage(reply, 200, renderSessionCreatePage(lang, DEFAULT_VALUES(lang), []));
  });

  app.post('/gm/session', { schema: { hide: true } }, async (request, reply) => {
    const lang = pageLanguage(request.query, 'es');
    const body: FormBody = FormBodySchema.catch({}).parse(request.body ?? {});
    const values: SessionCreateValues = {
      name: field(body, 'name'),
      language: field(body, 'language') === 'en' ? 'en' : 'es',
      phases: field(body, 'phases'),
      tracks: field(body, 'tracks'),
      board: typeof body.board === 'string' ? body.board : '',
    };
    const { setup, problems } = setupFromForm(values, sessionTexts(lang));
    if (values.name === '') problems.unshift(sessionTexts(lang)('create.name'));
    if (problems.length > 0) return sendPage(reply, 422, renderSessionCreatePage(lang, values, problems));
    try {
      const created = await createGame(app.db, { name: values.name, ruleset: 'generic', language: values.language as Language, setup });
      return redirectSeeOther(reply, withLang(urls.gm(created.gmToken), values.language, { notice: 'created' }));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return sendPage(reply, error.status, renderSessionCreatePage(lang, values, problemMessages(error)));
    }
  });

  async function gmOr404(request: TokenRequest, reply: FastifyReply): Promise<{ gameId: string; token: string; lang: Language } | null> {
    const link = await gmLinkOr404(app.db, request, reply);
    return link && { ...link, lang: pageLanguage(request.query, 'es') };
  }

  app.post('/gm/:token/session/players', { schema: { hide: true } }, async (request: TokenRequest, reply) => {
    const gm = await gmOr404(request, reply);
    if (!gm) return reply;
    const body: FormBody = FormBodySchema.catch({}).parse(request.body ?? {});
    const name = field(body, 'name').slice(0, 100);
    try {
      if (name === '') throw new ServiceError(422, 'invalid_player', sessionTexts(gm.lang)('players.name'));
      const added = await addPlayer(app.db, { role: 'gm' }, gm.gameId, { name });
      const origin = linkOrigin(app, request);
      return renderSessionGm(app, request, reply, gm.gameId, gm.token, { invite: { name, url: `${origin}${urls.play(added.token)}` } });
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return renderSessionGm(app, request, reply, gm.gameId, gm.token, { status: error.status, errors: problemMessages(error) });
    }
  });

  app.post('/gm/:token/session/resolve', { schema: { hide: true } }, async (request: TokenRequest, reply) => {
    const gm = await gmOr404(request, reply);
    if (!gm) return reply;
    const body: FormBody = FormBodySchema.catch({}).parse(request.body ?? {});
    const position = await sessionPosition(app.db, { role: 'gm' }, gm.gameId);
    const lang = pageLanguage(request.query, position.game.language);
    const { gm: input, problems } = gmInputFromForm(body, position, sessionTexts(lang));
    const resolveValues = { report: String(input.report ?? ''), board: typeof body.board === 'string' ? body.board : '' };
    if (problems.length > 0) return renderSessionGm(app, request, reply, gm.gameId, gm.token, { status: 422, errors: problems, resolveValues });
    const turn = z.coerce.number().int().min(1).safeParse(field(body, 'turn')).data ?? position.turn?.number ?? 0;
    try {
      await resolveTurn(app.db, { role: 'gm' }, gm.gameId, turn, { gm: input, lifecycle: app.lifecycle });
      return redirectSeeOther(reply, withLang(urls.gm(gm.token), lang, { notice: 'resolved' }));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return renderSessionGm(app, request, reply, gm.gameId, gm.token, { status: error.status, errors: problemMessages(error), resolveValues });
    }
  });

  app.post('/gm/:token/session/rolls', { schema: { hide: true } }, async (request: TokenRequest, reply) => {
    const gm = await gmOr404(request, reply);
    if (!gm) return reply;
    return rollFromForm(request, reply, { role: 'gm' }, gm.gameId, urls.gm(gm.token), (status, diceErrors, dice) =>
      renderSessionGm(app, request, reply, gm.gameId, gm.token, { status, diceErrors, dice }),
    );
  });

  const playerOr404 = (request: TokenRequest, reply: FastifyReply) => playerLinkOr404(app.db, request, reply);

  app.post('/play/:token/session', { schema: { hide: true } }, async (request: TokenRequest, reply) => {
    const found = await playerOr404(request, reply);
    if (!found) return reply;
    const body: FormBody = FormBodySchema.catch({}).parse(request.body ?? {});
    const text = typeof body.text === 'string' ? body.text : '';
    const turn = z.coerce.number().int().min(1).safeParse(field(body, 'turn')).data ?? 0;
    try {
      const saved = await submitOrders(app.db, { role: 'player', playerId: found.player.id }, found.player.gameId, turn, { text });
      const lang = pageLanguage(request.query, (await sessionPosition(app.db, { role: 'public' }, found.player.gameId)).game.language);
      return redirectSeeOther(reply, withLang(urls.play(found.token), lang, { saved: String(saved.version) }));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return renderSessionPlayer(app, request, reply, found.player, found.token, { status: error.status, orderText: text, errors: problemMessages(error) });
    }
  });

  app.post('/play/:token/session/rolls', { schema: { hide: true } }, async (request: TokenRequest, reply) => {
    const found = await playerOr404(request, reply);
    if (!found) return reply;
    return rollFromForm(request, reply, { role: 'player', playerId: found.player.id }, found.player.gameId, urls.play(found.token), (status, diceErrors, dice) =>
      renderSessionPlayer(app, request, reply, found.player, found.token, { status, diceErrors, dice }),
    );
  });

  async function rollFromForm(
    request: TokenRequest,
    reply: FastifyReply,
    actor: { role: 'gm' } | { role: 'player'; playerId: string },
    gameId: string,
    page: string,
    refuse: (status: number, errors: string[], dice: { expr: string; reason: string }) => Promise<FastifyReply>,
  ) {
    const body: FormBody = FormBodySchema.catch({}).parse(request.body ?? {});
    const dice = { expr: field(body, 'expr').slice(0, 200), reason: field(body, 'reason').slice(0, 200) };
    const lang = pageLanguage(request.query, 'es');
    if (dice.expr === '' || dice.reason === '') return refuse(422, [sessionTexts(lang)(dice.expr === '' ? 'dice.expr' : 'dice.reason')], dice);
    try {
      await makeRoll(app.db, actor, gameId, { ...dice, private: field(body, 'private') === '1' }, request.query.lang === 'en' || request.query.lang === 'es' ? (request.query.lang as Language) : undefined);
      const gameLang = (await sessionPosition(app.db, { role: 'public' }, gameId)).game.language;
      return redirectSeeOther(reply, withLang(page, pageLanguage(request.query, gameLang), { ...(actor.role === 'gm' ? { notice: 'rolled' } : { rolled: '1' }) }));
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return refuse(error.status, problemMessages(error), dice);
    }
  }
}

