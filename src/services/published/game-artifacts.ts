import { gamesRepository } from '../../repositories/games-repository.ts';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { Language } from '../../i18n/index.ts';
import { gameTimeZone } from '../../time/time-zone.ts';
import { publishedRepository } from '../../repositories/published-repository.ts';
import { notFound, ServiceError } from '../errors.ts';
import { rulesetOf } from '../ruleset-context.ts';
import { cached, cacheKey } from './artifact-cache.ts';
import { artifactBytes, makeArtifact, type Artifact } from './artifact.ts';
import { freshHead, renderPinned, snapshotOf, StaleHead, type ArtifactSpec } from './lookup.ts';
import { openSeats, type OpenSeats } from './open-seats.ts';
import { feedXml, gamePageHtml, gamePartsBytes, gamePartsOf, type GameParts, type LiveGame } from './page-builders.ts';
import { currentHead } from './publication-head.ts';
import { gameCaseOf, scoresCsvOf, scoresOf } from './published.ts';
import { loadResolvedSteps } from './steps.ts';
import { mapSvgSpec } from './turn-artifacts.ts';
import { isResolved, latestResolved, linkVersions, type PublicationHead } from './versions.ts';

/**
 * What the public gets of a whole game, rendered once per pages version (versions.ts): the score history
 * (JSON, CSV), the whole-game case file, the Atom feed, and the public game page, whose parts that depend on
 * the resolutions (position, turn list, standings, map) are kept per pages version and language while what
 * changes during a turn (who has sent, who is ready, the deadline, paused) is read as the page is asked for.
 */

const JSON_TYPE = 'application/json; charset=utf-8';

function stepsSnapshot(db: Db, gameId: string, version: string) {
  return snapshotOf(
    db,
    gameId,
    version,
    (head) => head.pages,
    (tx, ctx) => loadResolvedSteps(tx, ctx),
  );
}

/** The per-turn score history as JSON, or null when the game keeps no public score (404, remembered too). */
export function scoresSpec(db: Db, gameId: string, lang: Language | undefined): ArtifactSpec<Artifact | null> {
  return {
    kind: 'scores',
    version: (head) => head.pages,
    variant: (head) => [lang ?? head.language],
    async render(version, head) {
      const { ctx, data: steps } = await stepsSnapshot(db, gameId, version);
      try {
        return makeArtifact(JSON.stringify(scoresOf(ctx, steps, lang ?? head.language)), JSON_TYPE);
      } catch (error) {
        if (error instanceof ServiceError && error.status === 404) return null;
        throw error;
      }
    },
    bytes: (value) => (value ? artifactBytes(value) : 100),
  };
}

export function scoresCsvSpec(db: Db, gameId: string): ArtifactSpec<Artifact | null> {
  return {
    kind: 'scores-csv',
    version: (head) => head.pages,
    variant: () => [],
    async render(version) {
      const { ctx, data: steps } = await stepsSnapshot(db, gameId, version);
      try {
        return makeArtifact(scoresCsvOf(ctx, steps), 'text/csv; charset=utf-8');
      } catch (error) {
        if (error instanceof ServiceError && error.status === 404) return null;
        throw error;
      }
    },
    bytes: (value) => (value ? artifactBytes(value) : 100),
  };
}

/** The whole game's case file for the public: only once the game is over (the GM's copy is never cached). */
export function gameCaseSpec(db: Db, gameId: string): ArtifactSpec<Artifact> {
  return {
    kind: 'game-case',
    version: (head) => (head.status === 'finished' && head.started ? head.pages : null),
    variant: () => [],
    async render(version) {
      const { ctx, data } = await snapshotOf(
        db,
        gameId,
        version,
        (head) => (head.status === 'finished' && head.started ? head.pages : null),
        async (tx, c) => ({
          steps: await loadResolvedSteps(tx, c),
          // The game is over: the hidden streams GM reverts drew are revealed with the game's own seed.
          revertSeeds: new Map(
            (await gamesRepository.listHiddenSeeds(tx, c.id)).flatMap((row) => (row.hiddenSeed ? [[row.number, row.hiddenSeed] as const] : [])),
          ),
        }),
      );
      return makeArtifact(`${JSON.stringify(gameCaseOf(ctx, data.steps, ctx.revealedGameSeed ?? 'none', data.revertSeeds), null, 2)}\n`, JSON_TYPE);
    },
    bytes: artifactBytes,
  };
}

/** The Atom feed (its address never changes: feed readers poll it; revalidated, never cached for good). */
export function feedSpec(db: Db, gameId: string, baseUrl: string, lang: Language | undefined): ArtifactSpec<Artifact> {
  return {
    kind: 'feed',
    version: (head) => head.pages,
    variant: (head) => [lang ?? head.language, baseUrl],
    async render(version, head) {
      const { ctx, data } = await snapshotOf(
        db,
        gameId,
        version,
        (h) => h.pages,
        async (tx, c) => ({
          steps: await loadResolvedSteps(tx, c),
          withdrawn: await publishedRepository.listWithdrawn(tx, gameId),
        }),
      );
      const xml = feedXml(ctx, data.steps, data.withdrawn, { baseUrl, lang: lang ?? head.language, turnVersions: linkVersions(head).turns });
      return makeArtifact(xml, 'application/atom+xml; charset=utf-8');
    },
    bytes: artifactBytes,
  };
}

function gamePartsSpec(db: Db, gameId: string, lang: Language): ArtifactSpec<GameParts> {
  return {
    kind: 'game-parts',
    version: (head) => head.pages,
    variant: () => [lang],
    async render(version) {
      const { ctx, data: steps } = await stepsSnapshot(db, gameId, version);
      return gamePartsOf(ctx, steps, lang, await publishedRepository.listWithdrawn(db, gameId));
    },
    bytes: gamePartsBytes,
  };
}

export interface GamePageRequest {
  /** `?lang=`: the page's language (default: the game's), kept in its links. */
  lang?: Language | undefined;
  /** `?turn=k`: the map and standings shown (0: the start; default: the latest resolved turn). */
  turn?: number | undefined;
}

/**
 * The public game page. Never of one version (it shows the turn being played), so it is not cached for good:
 * it is rendered once per state (pages version, language, turn shown, and the live part) and revalidated.
 */
export async function publicGamePage(db: Db, gameId: string, request: GamePageRequest): Promise<Artifact> {
  let head = await currentHead(db, gameId);
  for (let attempt = 0; ; attempt++) {
    const shownTurn = request.turn ?? latestResolved(head);
    if (shownTurn === 0 || isResolved(head, shownTurn)) {
      try {
        return await gamePageOf(db, gameId, head, shownTurn, request);
      } catch (error) {
        if (!(error instanceof StaleHead) || attempt >= 3) throw error;
      }
    } else if (attempt >= 1) {
      throw notFound('Turn (not resolved yet)');
    }
    head = await freshHead(db, gameId);
  }
}

async function gamePageOf(db: Db, gameId: string, head: PublicationHead, shownTurn: number, request: GamePageRequest): Promise<Artifact> {
  const lang = request.lang ?? head.language;
  const parts = await renderPinned(gameId, gamePartsSpec(db, gameId, lang), head.pages, head);
  const svgSpec = mapSvgSpec(db, gameId, shownTurn, lang);
  const mapVersion = rulesetOf(head.ruleset).renderMap ? svgSpec.version(head) : null;
  const { live, key: liveState } = await liveGame(db, gameId, head);
  // The key fixes the map too (the pages version fixes every turn's version): it is read only to render.
  const key = cacheKey('game-page', gameId, head.pages, lang, request.lang ?? '', shownTurn, liveState);
  return cached(
    'game-page',
    key,
    async () => {
      const mapSvg = mapVersion === null ? null : (await renderPinned(gameId, svgSpec, mapVersion, head)).body.toString('utf8');
      return makeArtifact(
        gamePageHtml(parts, live, { mapSvg, mapTurn: shownTurn, langParam: request.lang, versions: linkVersions(head) }),
        'text/html; charset=utf-8',
      );
    },
    artifactBytes,
  );
}

/** The live part and its key, kept per (head, seats) read: both are memoised objects, so requests in between hash nothing. */
const liveParts = new WeakMap<PublicationHead, WeakMap<OpenSeats | typeof CLOSED, { live: LiveGame; key: string }>>();
const CLOSED = {};

async function liveGame(db: Db, gameId: string, head: PublicationHead): Promise<{ live: LiveGame; key: string }> {
  const latest = head.latest;
  const seats = latest?.status === 'open' ? await openSeats(db, gameId, latest.id) : CLOSED;
  let byHead = liveParts.get(head);
  if (!byHead) liveParts.set(head, (byHead = new WeakMap()));
  const known = byHead.get(seats);
  if (known) return known;
  const live: LiveGame =
    seats === CLOSED || !latest
      ? { status: head.status, open: null }
      : {
          status: head.status,
          open: {
            number: latest.number,
            deadline: latest.deadline,
            timeZone: gameTimeZone(head),
            sent: (seats as OpenSeats).sent,
            ready: (seats as OpenSeats).ready,
          },
        };
  const entry = { live, key: liveKey(live) };
  byHead.set(seats, entry);
  return entry;
}

function liveKey(live: LiveGame): string {
  const open = live.open;
  const text = JSON.stringify([
    live.status,
    open && [open.number, open.deadline?.toISOString() ?? null, open.timeZone, [...open.sent].sort(), [...open.ready].sort()],
  ]);
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}
