import { readFileSync } from 'node:fs';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '../../i18n/index.ts';
import { requestLanguage } from '../request-language.ts';
import { notFoundPage, TURN_SLIDER_SCRIPT } from '../../reports/pages.ts';
import { publicUrl } from '../../config.ts';
import { notFound, ServiceError } from '../../services/errors.ts';
import type { Artifact } from '../../services/published/artifact.ts';
import { feedSpec, gameCaseSpec, publicGamePage, scoresCsvSpec, scoresSpec } from '../../services/published/game-artifacts.ts';
import { lookup, lookupInMemory, type ArtifactSpec } from '../../services/published/lookup.ts';
import { currentHead } from '../../services/published/publication-head.ts';
import { configurePublished } from '../../services/published/published-settings.ts';
import {
  gameCaseFile,
  MarkdownFlavorQuery,
  publishedReport,
  ReportQuery,
  reportJson,
  stepCaseFile,
  withdrawnPage,
  type ForumFormat,
} from '../../services/published/published.ts';
import { unpublishedStep, viewerOfActor } from '../../services/published/steps.ts';
import {
  assertHasMap,
  caseIsPublic,
  caseSpec,
  mapPngSpec,
  mapSvgSpec,
  reportJsonSpec,
  reportSpec,
  turnPageSpec,
} from '../../services/published/turn-artifacts.ts';
import { actorOf } from '../plugins/auth.ts';
import { IMMUTABLE, NO_STORE, redirectToVersion, REVALIDATE, sendArtifact } from '../published-reply.ts';
import { bearerOptional, GameParams, TurnParams } from '../schemas.ts';
import {
  CaseFileResponse,
  errors,
  fileErrors,
  fileResponse,
  fileResponses,
  MOVED,
  NOT_MODIFIED,
  ReportJsonResponse,
  ScoresResponse,
  withHtmlPage,
} from '../responses.ts';

/** `?v=`: the published version a link was made for (src/services/published/versions.ts). */
const Version = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/)
  .optional()
  .describe('The published version the link was made for: the current one is cached for good (immutable); another one redirects (302) to the current one');
const LangQuery = z.object({ lang: z.enum(LANGUAGES).optional() });
const VersionedQuery = z.object({ v: Version });
const VersionedLangQuery = LangQuery.extend({ v: Version });
const ReportFileParams = GameParams.extend({
  n: z.coerce.number().int().min(1).max(100_000),
  format: z.enum(['html', 'bbcode', 'md']),
});
const ReportFileQuery = VersionedLangQuery.extend({
  tables: z.enum(['0', '1']).optional().describe('bbcode only: 1 = use [table] (phpBB boards that support it)'),
  flavor: MarkdownFlavorQuery,
  short: z.enum(['0', '1']).optional().describe('1 = the short copy that fits one chat message'),
});
/** Map of turn n: n = 0 is the starting position. */
const MapParams = GameParams.extend({ n: z.coerce.number().int().min(0).max(100_000) });
/** The game page's turn slider without JavaScript: `?turn=k` (0 = the start; default: the latest resolved turn). */
const GamePageQuery = LangQuery.extend({ turn: z.coerce.number().int().min(0).max(100_000).optional() });

/** Our published documents carry no script; say so to the browser. */
const NO_SCRIPTS_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:";
/** The game page runs one static script of ours (its turn slider), which fetches the page itself. */
const GAME_PAGE_CSP = `${NO_SCRIPTS_CSP}; script-src 'self'; connect-src 'self'`;
const turnSliderJs = readFileSync(new URL('../../web/assets/turn-slider.js', import.meta.url));

/**
 * Published artifacts of every game (public once a turn is resolved, never before), one path for every
 * ruleset: report files for forums, the SVG/PNG map, the score history, the public game page, the per-turn
 * report page, the Atom feed and case files. Each is rendered once per published version and kept
 * (src/services/published/lookup.ts); how they go over HTTP: ../published-reply.ts.
 */
export const publishedRoutes: FastifyPluginAsyncZod = async (app) => {
  configurePublished({
    revalidateMs: app.config.PUBLISHED_REVALIDATE_MS,
    cacheBytes: app.config.PUBLISHED_CACHE_MB * 1024 * 1024,
    cacheEntries: app.config.PUBLISHED_CACHE_ENTRIES,
  });
  // Pasted in forums and chats: absolute links and the map image, from PUBLIC_URL (never the Host header: cached).
  const origin = publicUrl(app.config);
  const pageErrors = app.errorHandler;
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    reply.header('cache-control', NO_STORE); // 404 and 410 are cacheable by default: a turn can be published later
    const isPage = request.url.startsWith('/games/') && !request.url.includes('/feed.xml');
    if (isPage && error instanceof ServiceError && error.status === 404) {
      const page = notFoundPage({ lang: await requestLanguage(request), path: request.url.split('?')[0] ?? '/', detail: error.message });
      return reply.code(404).type('text/html; charset=utf-8').header('content-security-policy', NO_SCRIPTS_CSP).send(page);
    }
    return pageErrors.call(app, error, request, reply);
  });

  /**
   * The answer to a lookup of a published artifact: the artifact, a redirect to its current version, or
   * `missing()` (why there is none: 404, 410). Nearly every request is a hit of a head and an artifact in memory:
   * answered at once, without a promise.
   */
  function sendPublished(
    request: FastifyRequest,
    reply: FastifyReply,
    gameId: string,
    spec: ArtifactSpec<Artifact | null>,
    requested: string | undefined,
    missing: () => Error | Promise<Error>,
  ): FastifyReply | Promise<FastifyReply> {
    const hit = lookupInMemory(gameId, spec, requested);
    if (hit && hit.value !== null) return sendArtifact(request, reply, hit.value, hit.pinned ? IMMUTABLE : REVALIDATE);
    return lookupAndSend(request, reply, gameId, spec, requested, missing);
  }

  async function lookupAndSend(
    request: FastifyRequest,
    reply: FastifyReply,
    gameId: string,
    spec: ArtifactSpec<Artifact | null>,
    requested: string | undefined,
    missing: () => Error | Promise<Error>,
  ) {
    const found = await lookup(app.db, gameId, spec, requested);
    if (found.status === 'moved') return redirectToVersion(request, reply, found.version);
    if (found.status === 'unpublished' || found.value === null) throw await missing();
    return sendArtifact(request, reply, found.value, found.pinned ? IMMUTABLE : REVALIDATE);
  }

  /** A turn's artifact; none: why (unpublished, withdrawn: 404/410). */
  function sendTurnArtifact(
    request: FastifyRequest,
    reply: FastifyReply,
    gameId: string,
    number: number,
    spec: ArtifactSpec<Artifact>,
    requested: string | undefined,
  ) {
    return sendPublished(request, reply, gameId, spec, requested, () => unpublishedStep(app.db, gameId, number));
  }

  // `compress: false`: routes that send only published artifacts, which carry their own gzip copy (published-reply.ts).
  app.get(
    '/api/games/:id/turns/:n/report.:format',
    {
      compress: false,
      schema: {
        operationId: 'getReportFile',
        tags: ['published'],
        summary:
          'Turn report ready to paste: html fragment, bbcode (tables=1 for [table]) or markdown (flavor=gfm for pipe tables) (public once resolved; short=1: one chat message)',
        params: ReportFileParams,
        querystring: ReportFileQuery,
        security: [],
        response: fileResponses({
          200: {
            description: 'The report in the format of the path: html (a fragment), bbcode (text/plain) or md',
            content: { 'text/html': { schema: z.string() }, 'text/plain': { schema: z.string() }, 'text/markdown': { schema: z.string() } },
          },
          ...MOVED,
          ...NOT_MODIFIED,
          ...fileErrors(400, 410),
        }),
      },
    },
    (request, reply) => {
      const { id, n, format } = request.params;
      const spec = reportSpec(app.db, id, n, {
        format: format === 'md' ? 'markdown' : format,
        lang: request.query.lang,
        bbcodeTables: request.query.tables === '1',
        markdownFlavor: request.query.flavor,
        short: request.query.short === '1',
        origin,
      });
      reply.header('content-security-policy', NO_SCRIPTS_CSP);
      return sendTurnArtifact(request, reply, id, n, spec, request.query.v);
    },
  );

  app.get(
    '/api/games/:id/turns/:n/report',
    {
      schema: {
        operationId: 'getReport',
        tags: ['turns'],
        summary:
          "Resolved turn report, the caller's copy (public without a token; a player's own secrets; the GM's everything): json (the document, the resolution through the caller's views, revealed seed) or html/bbcode/markdown",
        params: TurnParams,
        querystring: ReportQuery.extend({ v: Version }),
        security: bearerOptional,
        response: fileResponses({
          200: {
            description: 'The report in the format asked: json (the document and the resolution), html (a fragment), bbcode (text/plain) or markdown',
            content: {
              'application/json': { schema: ReportJsonResponse },
              'text/html': { schema: z.string() },
              'text/plain': { schema: z.string() },
              'text/markdown': { schema: z.string() },
            },
          },
          ...MOVED,
          ...NOT_MODIFIED,
          ...fileErrors(400, 401, 403, 410),
        }),
      },
    },
    async (request, reply) => {
      const { id, n } = request.params;
      const { format, lang, tables, flavor, short, v } = request.query;
      const viewer = viewerOfActor(await actorOf(request, id));
      reply.header('vary', 'Authorization');
      if (viewer.role !== 'public') {
        // A token decides what is in it: rendered for this caller, never cached (here or on the way).
        reply.header('cache-control', NO_STORE);
        if (format === 'json') return reply.send(await reportJson(app.db, id, n, viewer, lang));
        const report = await publishedReport(app.db, id, n, format, {
          lang,
          bbcodeTables: tables === '1',
          ...(flavor ? { markdownFlavor: flavor } : {}),
          short: short === '1',
          viewer,
          origin,
        });
        return reply.type(report.contentType).send(report.body);
      }
      const spec =
        format === 'json'
          ? reportJsonSpec(app.db, id, n, lang)
          : reportSpec(app.db, id, n, {
              format: format as ForumFormat,
              lang,
              bbcodeTables: tables === '1',
              markdownFlavor: flavor,
              short: short === '1',
              origin,
            });
      return sendTurnArtifact(request, reply, id, n, spec, v);
    },
  );

  app.get(
    '/api/games/:id/turns/:n/map.svg',
    {
      compress: false,
      schema: {
        operationId: 'getMapSvg',
        tags: ['published'],
        summary: 'Map after turn n as SVG (n = 0: the start); 404 for rulesets that draw no map',
        params: MapParams,
        querystring: VersionedLangQuery,
        security: [],
        response: fileResponses({ 200: fileResponse('The map', 'image/svg+xml'), ...MOVED, ...NOT_MODIFIED, ...fileErrors(400, 410) }),
      },
    },
    async (request, reply) => {
      const { id, n } = request.params;
      assertHasMap(await currentHead(app.db, id));
      reply.header('content-security-policy', NO_SCRIPTS_CSP);
      return sendMap(request, reply, id, n, mapSvgSpec(app.db, id, n, request.query.lang), request.query.v);
    },
  );

  app.get(
    '/api/games/:id/turns/:n/map.png',
    {
      compress: false,
      schema: {
        operationId: 'getMapPng',
        tags: ['published'],
        summary: 'Map after turn n as PNG (n = 0: the start)',
        params: MapParams,
        querystring: VersionedLangQuery,
        security: [],
        response: fileResponses({ 200: fileResponse('The map', 'image/png', 'binary'), ...MOVED, ...NOT_MODIFIED, ...fileErrors(400, 410, 503) }),
      },
    },
    async (request, reply) => {
      const { id, n } = request.params;
      assertHasMap(await currentHead(app.db, id));
      // Rasterised once per version in the worker thread (bounded queue, time limit: 503 when busy).
      return sendMap(
        request,
        reply,
        id,
        n,
        mapPngSpec(app.db, id, n, request.query.lang, (svg) => app.renderPng(svg)),
        request.query.v,
      );
    },
  );

  function sendMap(request: FastifyRequest, reply: FastifyReply, gameId: string, number: number, spec: ArtifactSpec<Artifact>, requested: string | undefined) {
    if (number > 0) return sendTurnArtifact(request, reply, gameId, number, spec, requested);
    return sendPublished(request, reply, gameId, spec, requested, () => notFound('Map (the game has not started)'));
  }

  app.get(
    '/api/games/:id/scores',
    {
      compress: false,
      schema: {
        operationId: 'getScores',
        tags: ['published'],
        summary: "Per-turn public score history (the ruleset's public scores); 404 when the game keeps none",
        params: GameParams,
        querystring: VersionedLangQuery,
        security: [],
        response: { 200: ScoresResponse, ...MOVED, ...NOT_MODIFIED, ...errors(400, 404) },
      },
    },
    // The reply (or its promise) as every published route returns it; the response schema's type covers payloads only.
    (request, reply) =>
      sendPublished(request, reply, request.params.id, scoresSpec(app.db, request.params.id, request.query.lang), request.query.v, () =>
        notFound('Scores (this game keeps no public score)'),
      ) as unknown as void,
  );

  app.get(
    '/api/games/:id/scores.csv',
    {
      compress: false,
      schema: {
        operationId: 'getScoresCsv',
        tags: ['published'],
        summary: 'Per-turn score history as CSV',
        params: GameParams,
        querystring: VersionedQuery,
        security: [],
        response: fileResponses({ 200: fileResponse('One row per turn and player', 'text/csv'), ...MOVED, ...NOT_MODIFIED, ...fileErrors(400) }),
      },
    },
    (request, reply) => {
      const { id } = request.params;
      reply.header('content-disposition', `attachment; filename="scores-${id.replace(/[^\w-]/g, '')}.csv"`);
      return sendPublished(request, reply, id, scoresCsvSpec(app.db, id), request.query.v, () => notFound('Scores (this game keeps no public score)'));
    },
  );

  app.get(
    '/api/games/:id/turns/:n/case.json',
    {
      schema: {
        operationId: 'getTurnCaseFile',
        tags: ['published'],
        summary:
          'Resolved turn as an adjudication case file for `adjudicate --check` (public once resolved; games with hidden information: at the end, or the GM)',
        params: TurnParams,
        querystring: VersionedQuery,
        security: bearerOptional,
        response: { 200: CaseFileResponse, ...MOVED, ...NOT_MODIFIED, ...errors(400, 401, 403, 410) },
      },
    },
    async (request, reply) => {
      const { id, n } = request.params;
      const viewer = viewerOfActor(await actorOf(request, id));
      reply.header('content-disposition', 'attachment; filename="case.json"').header('vary', 'Authorization');
      if (viewer.role !== 'public') return sendPrivateCase(reply, await stepCaseFile(app.db, id, n, viewer));
      if (!caseIsPublic(await currentHead(app.db, id))) throw notFound('Case (published when the game ends: it holds hidden information)');
      return sendTurnArtifact(request, reply, id, n, caseSpec(app.db, id, n), request.query.v);
    },
  );

  app.get(
    '/api/games/:id/case.json',
    {
      schema: {
        operationId: 'getGameCaseFile',
        tags: ['published'],
        summary: 'The whole game as one case file, replayable from the start with every hidden draw (public once the game is over; the GM at any time)',
        params: GameParams,
        querystring: VersionedQuery,
        security: bearerOptional,
        response: { 200: CaseFileResponse, ...MOVED, ...NOT_MODIFIED, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const viewer = viewerOfActor(await actorOf(request, id));
      reply.header('content-disposition', 'attachment; filename="case.json"').header('vary', 'Authorization');
      if (viewer.role !== 'public') return sendPrivateCase(reply, await gameCaseFile(app.db, id, viewer));
      return sendPublished(request, reply, id, gameCaseSpec(app.db, id), request.query.v, () => notFound('Game case (published when the game ends)'));
    },
  );

  app.get(
    '/games/:id',
    {
      compress: false,
      schema: {
        operationId: 'getGamePage',
        tags: ['published'],
        summary:
          'Public game page (HTML; shows the turn being played: revalidated, never cached for good); ?turn=k shows the map and standings of turn k (0: the start)',
        params: GameParams,
        querystring: GamePageQuery,
        security: [],
        response: fileResponses({ 200: fileResponse('The game page', 'text/html'), ...NOT_MODIFIED, ...withHtmlPage(errors(400), 404) }),
      },
    },
    async (request, reply) => {
      const page = await publicGamePage(app.db, request.params.id, { lang: request.query.lang, turn: request.query.turn });
      reply.header('content-security-policy', GAME_PAGE_CSP);
      return sendArtifact(request, reply, page, REVALIDATE);
    },
  );

  app.get(TURN_SLIDER_SCRIPT, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').header('x-content-type-options', 'nosniff').send(turnSliderJs),
  );

  app.get(
    '/games/:id/turns/:n',
    {
      schema: {
        operationId: 'getTurnPage',
        tags: ['published'],
        summary: 'Per-turn report page with the map (HTML); 410 once a GM revert withdrew the turn',
        params: TurnParams,
        querystring: VersionedLangQuery,
        security: [],
        response: fileResponses({ 200: fileResponse('The turn page', 'text/html'), ...MOVED, ...NOT_MODIFIED, ...withHtmlPage(errors(400, 410), 404, 410) }),
      },
    },
    async (request, reply) => {
      const { id, n } = request.params;
      const { lang, v } = request.query;
      reply.header('content-security-policy', NO_SCRIPTS_CSP);
      const found = await lookup(app.db, id, turnPageSpec(app.db, id, n, lang), v);
      if (found.status === 'moved') return redirectToVersion(request, reply, found.version);
      if (found.status === 'ok') return sendArtifact(request, reply, found.value, found.pinned ? IMMUTABLE : REVALIDATE);
      const error = await unpublishedStep(app.db, id, n);
      if (error.code !== 'turn_withdrawn') throw error;
      const page = await withdrawnPage(app.db, id, n, error.details?.withdrawnAt ?? '', lang);
      return reply.code(410).type('text/html; charset=utf-8').header('cache-control', NO_STORE).send(page);
    },
  );

  app.get(
    '/games/:id/feed.xml',
    {
      compress: false,
      schema: {
        operationId: 'getFeed',
        tags: ['published'],
        summary: 'Atom feed of the published turn reports (a fixed address: revalidated, never cached for good)',
        params: GameParams,
        querystring: LangQuery,
        security: [],
        response: fileResponses({ 200: fileResponse('Atom feed', 'application/atom+xml'), ...NOT_MODIFIED, ...fileErrors(400) }),
      },
    },
    (request, reply) => {
      // No version named: always the current feed, revalidated.
      return sendPublished(request, reply, request.params.id, feedSpec(app.db, request.params.id, origin, request.query.lang), undefined, () =>
        notFound('Game'),
      );
    },
  );
};

function sendPrivateCase(reply: FastifyReply, file: unknown) {
  return reply
    .type('application/json; charset=utf-8')
    .header('cache-control', NO_STORE)
    .send(`${JSON.stringify(file, null, 2)}\n`);
}
