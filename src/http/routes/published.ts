import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../engine/core/escape.ts';
import { LANGUAGES } from '../../i18n/index.ts';
import { TURN_SLIDER_SCRIPT } from '../../reports/pages.ts';
import { publicUrl } from '../../config.ts';
import { ServiceError } from '../../services/errors.ts';
import {
  gameCaseFile,
  publicGamePage,
  publicTurnPage,
  publishedFeed,
  publishedMap,
  publishedReport,
  publishedScores,
  publishedScoresCsv,
  stepCaseFile,
  withdrawnPage,
} from '../../services/published/published.ts';
import { viewerOfActor } from '../../services/published/steps.ts';
import { actorOf } from '../plugins/auth.ts';
import { GameParams, TurnParams } from '../schemas.ts';
import { CaseFileResponse, errors, ScoresResponse } from '../responses.ts';

const LangQuery = z.object({ lang: z.enum(LANGUAGES).optional() });
const ReportFileParams = GameParams.extend({
  n: z.coerce.number().int().min(1).max(100_000),
  format: z.enum(['html', 'bbcode', 'md']),
});
const ReportFileQuery = LangQuery.extend({
  tables: z.enum(['0', '1']).optional().describe('bbcode only: 1 = use [table] (phpBB boards that support it)'),
  short: z.enum(['0', '1']).optional().describe('1 = the short copy that fits one chat message'),
});
/** Map of turn n: n = 0 is the starting position. */
const MapParams = GameParams.extend({ n: z.coerce.number().int().min(0).max(100_000) });
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
 * Published artifacts of every game (public once a turn is resolved, never before), one path for every
 * ruleset: report files for forums, the SVG/PNG map, the score history, the public game page, the per-turn
 * report page, the Atom feed and case files. The work is in src/services/published.
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
    { schema: { tags: ['published'], summary: 'Turn report ready to paste: html fragment, bbcode (tables=1 for [table]) or markdown (public once resolved; short=1: one chat message)', params: ReportFileParams, querystring: ReportFileQuery } },
    async (request, reply) => {
      const { id, n, format } = request.params;
      const { contentType, body } = await publishedReport(app.db, id, n, format === 'md' ? 'markdown' : format, {
        ...(request.query.lang ? { lang: request.query.lang } : {}),
        bbcodeTables: request.query.tables === '1',
        short: request.query.short === '1',
        // Pasted in forums and chats: absolute links and the map image, from PUBLIC_URL (never the Host header: cached).
        origin: publicUrl(app.config),
      });
      return reply.type(contentType).header('cache-control', CACHE).header('content-security-policy', NO_SCRIPTS_CSP).send(body);
    },
  );

  app.get('/api/games/:id/turns/:n/map.svg',
    { schema: { tags: ['published'], summary: "Map after turn n as SVG (n = 0: the start); 404 for rulesets that draw no map", params: MapParams, querystring: LangQuery } },
    async (request, reply) => {
      const svg = await publishedMap(app.db, request.params.id, request.params.n, request.query.lang);
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', CACHE).header('content-security-policy', NO_SCRIPTS_CSP).send(svg);
    },
  );

  app.get('/api/games/:id/turns/:n/map.png',
    { schema: { tags: ['published'], summary: 'Map after turn n as PNG (n = 0: the start)', params: MapParams, querystring: LangQuery } },
    async (request, reply) => {
      // Keyed by the SVG itself: rendering the SVG is cheap, the PNG is not, and a turn reverted and
      // re-resolved by the GM (lifecycle) must never be served its old picture.
      const svg = await publishedMap(app.db, request.params.id, request.params.n, request.query.lang);
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
    { schema: { tags: ['published'], summary: "Per-turn public score history (the ruleset's public scores); 404 when the game keeps none", params: GameParams, querystring: LangQuery, response: { 200: ScoresResponse, ...errors(400, 404) } } },
    async (request) => publishedScores(app.db, request.params.id, request.query.lang),
  );

  app.get('/api/games/:id/scores.csv',
    { schema: { tags: ['published'], summary: 'Per-turn score history as CSV', params: GameParams } },
    async (request, reply) => {
      const { gameId, csv } = await publishedScoresCsv(app.db, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="scores-${gameId.replace(/[^\w-]/g, '')}.csv"`)
        .send(csv);
    },
  );

  app.get('/api/games/:id/turns/:n/case.json',
    { schema: { tags: ['published'], summary: 'Resolved turn as an adjudication case file for `adjudicate --check` (public once resolved; games with hidden information: at the end, or the GM)', params: TurnParams, response: { 200: CaseFileResponse, ...errors(400, 401, 403, 404) } } },
    async (request, reply) => {
      const viewer = viewerOfActor(await actorOf(request, request.params.id));
      const file = await stepCaseFile(app.db, request.params.id, request.params.n, viewer);
      return sendCase(reply, file, viewer.role === 'public');
    },
  );

  app.get('/api/games/:id/case.json',
    { schema: { tags: ['published'], summary: 'The whole game as one case file, replayable from the start with every hidden draw (public once the game is over; the GM at any time)', params: GameParams, response: { 200: CaseFileResponse, ...errors(400, 401, 403, 404) } } },
    async (request, reply) => {
      const viewer = viewerOfActor(await actorOf(request, request.params.id));
      return sendCase(reply, await gameCaseFile(app.db, request.params.id, viewer), viewer.role === 'public');
    },
  );

  app.get('/games/:id',
    { schema: { tags: ['published'], summary: 'Public game page (HTML); ?turn=k shows the map and standings of turn k (0: the start)', params: GameParams, querystring: GamePageQuery } },
    async (request, reply) => {
      const page = await publicGamePage(app.db, request.params.id, {
        ...(request.query.lang ? { lang: request.query.lang } : {}),
        ...(request.query.turn !== undefined ? { turn: request.query.turn } : {}),
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
    { schema: { tags: ['published'], summary: 'Per-turn report page with the map (HTML)', params: TurnParams, querystring: LangQuery } },
    async (request, reply) => {
      try {
        return sendPage(reply, await publicTurnPage(app.db, request.params.id, request.params.n, request.query.lang));
      } catch (error) {
        if (!(error instanceof ServiceError) || error.code !== 'turn_withdrawn') throw error;
        return sendPage(reply.code(410), await withdrawnPage(app.db, request.params.id, request.params.n, error.details?.withdrawnAt ?? '', request.query.lang));
      }
    },
  );

  app.get('/games/:id/feed.xml',
    { schema: { tags: ['published'], summary: 'Atom feed of the published turn reports', params: GameParams, querystring: LangQuery } },
    async (request, reply) => {
      const xml = await publishedFeed(app.db, request.params.id, publicUrl(app.config), request.query.lang);
      return reply.type('application/atom+xml; charset=utf-8').header('cache-control', CACHE).send(xml);
    },
  );
};

const pngCache = new Map<string, Buffer>();

/** Keeps at most 100 rendered PNGs (resolved turns never change; rasterizing costs 0.1–2 s in the worker). */
function remember<T>(cache: Map<string, T>, key: string, value: T): void {
  if (cache.size >= 100) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
}

function sendCase(reply: FastifyReply, file: unknown, cacheable: boolean) {
  return reply
    .type('application/json; charset=utf-8')
    .header('content-disposition', 'attachment; filename="case.json"')
    .header('cache-control', cacheable ? CACHE : 'no-store')
    .send(`${JSON.stringify(file, null, 2)}\n`);
}

function sendPage(reply: FastifyReply, html: string, csp = NO_SCRIPTS_CSP) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'public, max-age=60')
    .header('content-security-policy', csp)
    .send(html);
}

function notFoundPage(message: string): string {
  return `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>404 · Turnkeeper</title></head>\n<body><main><h1>404</h1><p>${escapeHtml(message)}</p></main></body>\n</html>\n`;
}
