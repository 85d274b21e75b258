import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '../../i18n/index.ts';
import type { Language } from '../../i18n/index.ts';
import { atomFeed } from '../../reports/atom-feed.ts';
import { buildReport } from '../../reports/build-report.ts';
import { plainText } from '../../reports/document.ts';
import { escapeHtml } from '../../reports/escape.ts';
import { renderMapSvg } from '../../reports/map-svg.ts';
import { TURN_SLIDER_SCRIPT, gamePage, turnPage } from '../../reports/pages.ts';
import { renderHtml } from '../../reports/render-html.ts';
import { scoreHistory, scoreHistoryCsv } from '../../reports/score-history.ts';
import { publishedRepository } from '../../repositories/published-repository.ts';
import { publicUrl } from '../../config.ts';
import { ServiceError, notFound } from '../../services/errors.ts';
import { GameParams } from '../schemas.ts';
import { loadPublishedGame, loadPublishedTurn, loadPublishedTurns, renderPublishedReport } from './published-context.ts';
import { loadPublishedSession, loadSessionMapSvg, renderSessionFeed, renderSessionGamePage, renderSessionTurnPage, sessionScores, sessionScoresCsv } from './published-sessions.ts';
import type { PublishedGame, PublishedTurn } from './published-context.ts';

const LangQuery = z.object({ lang: z.enum(LANGUAGES).optional() });
const ReportFileParams = GameParams.extend({
  n: z.coerce.number().int().min(1).max(100_000),
  format: z.enum(['html', 'bbcode', 'md']),
});
const ReportFileQuery = LangQuery.extend({ tables: z.enum(['0', '1']).optional() });
/** Map of turn n: n = 0 is the starting position. */
const MapParams = GameParams.extend({ n: z.coerce.number().int().min(0).max(100_000) });
const PageTurnParams = GameParams.extend({ n: z.coerce.number().int().min(1).max(100_000) });
/** The game page's turn slider without JavaScript: `?turn=k` (0 = the start; default: the latest resolved turn). */
const GamePageQuery = LangQuery.extend({ turn: z.coerce.number().int().min(0).max(100_000).optional() });

/** Published content of resolved turns never changes: let forums and browsers cache it. */
const CACHE = 'public, max-age=300';
/** Our published documents carry no script; say so to the browser. */
const NO_SCRIPTS_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:";
/** The game page runs one static script of ours (its turn slider), which fetches the page itself. */
const GAME_PAGE_CSP = `${NO_SCRIPTS_CSP}; script-src 'self'; connect-src 'self'`;
const turnSliderJs = readFileSync(new URL('../../web/assets/turn-slider.js', import.meta.url));

/**
 * Published turn reports and maps (public once a turn is resolved, never before): report files for forums,
 * the SVG/PNG map, the score history, the public game page, the per-turn report page and the Atom feed.
 */
export const publishedRoutes: FastifyPluginAsyncZod = async (app) => {
  const pageErrors = app.errorHandler;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const isPage = request.url.startsWith('/games/') && !request.url.includes('/feed.xml');
    if (isPage && error instanceof ServiceError && error.status === 404) {
      return reply.code(404).type('text/html; charset=utf-8').header('content-security-policy', NO_SCRIPTS_CSP).send(notFoundPage(error.message));
    }
    return pageErrors.call(app, error, request, reply);
  });

  app.get('/api/games/:id/turns/:n/report.:format',
    { schema: { tags: ['published'], summary: 'Turn report ready to paste: html fragment, bbcode (tables=1 for [table]) or markdown (public once resolved)', params: ReportFileParams, querystring: ReportFileQuery } },
    async (request, reply) => {
      const { id, n, format } = request.params;
      const { contentType, body } = await renderPublishedReport(app.db, id, n, format === 'md' ? 'markdown' : format, {
        ...(request.query.lang ? { lang: request.query.lang } : {}),
        bbcodeTables: request.query.tables === '1',
      });
      return reply.type(contentType).header('cache-control', CACHE).header('content-security-policy', NO_SCRIPTS_CSP).send(body);
    },
  );

  app.get('/api/games/:id/turns/:n/map.svg',
    { schema: { tags: ['published'], summary: 'Map after turn n as SVG (n = 0: the start); other rulesets: their renderMap, 404 without one', params: MapParams, querystring: LangQuery } },
    async (request, reply) => {
      const svg = await mapSvg(request.params.id, request.params.n, request.query.lang);
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', CACHE).header('content-security-policy', NO_SCRIPTS_CSP).send(svg);
    },
  );

  app.get('/api/games/:id/turns/:n/map.png',
    { schema: { tags: ['published'], summary: 'Map after turn n as PNG (n = 0: the start)', params: MapParams, querystring: LangQuery } },
    async (request, reply) => {
      // Keyed by the SVG itself: rendering the SVG is cheap, the PNG is not, and a turn reverted and
      // re-resolved by the GM (lifecycle) must never be served its old picture.
      const svg = await mapSvg(request.params.id, request.params.n, request.query.lang);
      const key = createHash('sha256').update(svg).digest('hex');
      let png = pngCache.get(key);
      if (!png) {
        png = await app.renderPng(svg); // worker thread, bounded queue, time limit (503 when busy)
        remember(pngCache, key, png);
      }
      return reply.type('image/png').header('cache-control', CACHE).send(png);
    },
  );

  app.get('/api/games/:id/scores',
    { schema: { tags: ['published'], summary: 'Per-turn score history (resolved turns)', params: GameParams } },
    async (request) => {
      // Other rulesets: their public score track, step by step (published-sessions.ts); 404 when there is none.
      const session = await loadPublishedSession(app.db, request.params.id);
      if (session) return sessionScores(session);
      return history(await loadPublishedGame(app.db, request.params.id));
    },
  );

  app.get('/api/games/:id/scores.csv',
    { schema: { tags: ['published'], summary: 'Per-turn score history as CSV', params: GameParams } },
    async (request, reply) => {
      const session = await loadPublishedSession(app.db, request.params.id);
      const [gameId, csv] = session
        ? [session.game.id, sessionScoresCsv(session)]
        : await loadPublishedGame(app.db, request.params.id).then(async (game) => [game.id, scoreHistoryCsv(await history(game))] as const);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="scores-${gameId.replace(/[^\w-]/g, '')}.csv"`)
        .send(csv);
    },
  );

  app.get('/games/:id',
    { schema: { tags: ['published'], summary: 'Public game page (HTML); ?turn=k shows the map and standings of turn k (0: the start)', params: GameParams, querystring: GamePageQuery } },
    async (request, reply) => {
      const session = await loadPublishedSession(app.db, request.params.id, request.query.lang);
      if (session) return sendPage(reply, renderSessionGamePage(session, request.query.lang));
      const game = await loadPublishedGame(app.db, request.params.id, request.query.lang);
      const turns = await loadPublishedTurns(app.db, game);
      const shownTurn = request.query.turn ?? turns.at(-1)?.turn ?? 0;
      const shown = turns.find((turn) => turn.turn === shownTurn);
      if (shownTurn !== 0 && !shown) throw notFound('Turn (not resolved yet)');
      const page = gamePage({
        game,
        players: game.players,
        turns: turns.map((turn) => ({ turn: turn.turn, title: plainText(buildReport(turn.input).title) })),
        mapSvg: shown ? turnMapSvg(game, shown) : startMapSvg(game),
        mapTurn: shownTurn,
        history: scoreHistory(game.players, turns.map(scoresOf)),
        ...(request.query.lang ? { langParam: request.query.lang } : {}),
      });
      return sendPage(reply, page, GAME_PAGE_CSP);
    },
  );

  app.get(TURN_SLIDER_SCRIPT, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(turnSliderJs),
  );

  app.get('/games/:id/turns/:n',
    { schema: { tags: ['published'], summary: 'Per-turn report page with the map (HTML)', params: PageTurnParams, querystring: LangQuery } },
    async (request, reply) => {
      const session = await loadPublishedSession(app.db, request.params.id, request.query.lang);
      if (session) return sendPage(reply, renderSessionTurnPage(session, request.params.n, request.query.lang));
      const game = await loadPublishedGame(app.db, request.params.id, request.query.lang);
      const turn = await loadPublishedTurn(app.db, game, request.params.n);
      const doc = buildReport(turn.input);
      const resolved = new Set((await publishedRepository.listResolvedTurnNumbers(app.db, game.id)).map((row) => row.number));
      const page = turnPage({
        game,
        turn: turn.turn,
        title: plainText(doc.title),
        reportHtml: renderHtml(doc, { title: false, headingTag: 'h2' }),
        mapSvg: turnMapSvg(game, turn),
        hasPrevious: turn.turn > 1,
        hasNext: resolved.has(turn.turn + 1),
      });
      return sendPage(reply, page);
    },
  );

  app.get('/games/:id/feed.xml',
    { schema: { tags: ['published'], summary: 'Atom feed of the published turn reports', params: GameParams, querystring: LangQuery } },
    async (request, reply) => {
      const session = await loadPublishedSession(app.db, request.params.id, request.query.lang);
      if (session) {
        const xml = renderSessionFeed(session, publicUrl(app.config));
        return reply.type('application/atom+xml; charset=utf-8').header('cache-control', CACHE).send(xml);
      }
      const game = await loadPublishedGame(app.db, request.params.id, request.query.lang);
      const turns = await loadPublishedTurns(app.db, game);
      const xml = atomFeed({
        gameId: game.id,
        gameName: game.name,
        language: game.language,
        baseUrl: publicUrl(app.config), // cacheable: never from Host / X-Forwarded-Host
        fallbackUpdated: game.createdAt.toISOString(),
        entries: turns.map((turn) => {
          const doc = buildReport(turn.input);
          return { turn: turn.turn, title: plainText(doc.title), html: renderHtml(doc), resolvedAt: turn.resolvedAt.toISOString() };
        }),
      });
      return reply.type('application/atom+xml; charset=utf-8').header('cache-control', CACHE).send(xml);
    },
  );

  async function mapSvg(gameId: string, n: number, lang: Language | undefined): Promise<string> {
    // Other rulesets: their own renderMap (published-sessions.ts); 404 when they draw none.
    const sessionSvg = await loadSessionMapSvg(app.db, gameId, n, lang);
    if (sessionSvg !== null) return sessionSvg;
    const game = await loadPublishedGame(app.db, gameId, lang);
    if (n === 0) {
      if (game.startControl === null) throw notFound('Map (the game has not started)');
      return startMapSvg(game);
    }
    return turnMapSvg(game, await loadPublishedTurn(app.db, game, n));
  }

  async function history(game: PublishedGame) {
    return scoreHistory(game.players, (await loadPublishedTurns(app.db, game)).map(scoresOf));
  }
};

const pngCache = new Map<string, Buffer>();

/** Keeps at most 100 rendered PNGs (resolved turns never change; rasterizing costs 0.1–2 s in the worker). */
function remember<T>(cache: Map<string, T>, key: string, value: T): void {
  if (cache.size >= 100) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
}

function scoresOf(turn: PublishedTurn) {
  return { turn: turn.turn, turnPoints: turn.input.outcome.turnPoints, scores: turn.input.outcome.scores };
}

function turnMapSvg(game: PublishedGame, turn: PublishedTurn): string {
  return renderMapSvg({
    map: game.map,
    lang: game.language,
    players: game.players,
    control: turn.input.outcome.control,
    inhabitants: turn.inhabitants,
    conquered: turn.conquered,
    turn: turn.turn,
  });
}

function startMapSvg(game: PublishedGame): string {
  return renderMapSvg({ map: game.map, lang: game.language, players: game.players, control: game.startControl ?? {}, turn: 0 });
}

function sendPage(reply: import('fastify').FastifyReply, html: string, csp = NO_SCRIPTS_CSP) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'public, max-age=60')
    .header('content-security-policy', csp)
    .send(html);
}

function notFoundPage(message: string): string {
  return `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>404 · Turnkeeper</title></head>\n<body><main><h1>404</h1><p>${escapeHtml(message)}</p></main></body>\n</html>\n`;
}
