import type { Db, DbTx } from '../db/client.ts';
import { gamesRepository } from '../repositories/games-repository.ts';
import { lifecycleRepository } from '../repositories/lifecycle-repository.ts';
import { orderSheetsRepository } from '../repositories/order-sheets-repository.ts';
import { resolutionsRepository } from '../repositories/resolutions-repository.ts';
import { turnsRepository } from '../repositories/turns-repository.ts';
import { notFound } from './errors.ts';
import { artifactBytes, makeArtifact, type Artifact } from './published/artifact.ts';
import { GameMemo, gameCacheBudget, gameGeneration, parsedBytes } from './game-cache.ts';
import { loadGame } from './game-position.ts';
import { Memo } from './memo.ts';
import { openStepPosition } from './open-step.ts';
import { privateFlagSeats } from './published/public-flags.ts';
import { publishedSettings } from './published/published-settings.ts';
import { RevalidatingMemo } from './published/revalidating-memo.ts';
import { gameSetup, playerDataFromRow, playerLabel, rulesetOf } from './ruleset-context.ts';

/**
 * The public view of a game. Secrecy: per player only `submitted` and `ready` (booleans) about the open turn's
 * orders, and only for answers the public may know exist (a secret, optional answer while a required one is
 * awaited shows as neither: published/public-flags.ts); seeds only for resolved turns.
 *
 * Reads are flat in history: the game row without its setup, the seats, the turns with their resolutions' seeds,
 * and who has sent / is ready from the open turn's LatestSheet rows (one index range, however many versions were
 * saved). The public position (scores and the ruleset's public summary) is memoised per resolution and game revision.
 */
export async function getGame(db: DbTx, gameId: string) {
  const game = await gamesRepository.findViewHeader(db, gameId);
  if (!game) throw notFound('Game');
  const ruleset = rulesetOf(game.ruleset);
  // One after the other: callers may pass a transaction (one connection).
  const seats = await lifecycleRepository.listPlayers(db, gameId);
  const turns = await turnsRepository.listWithResolutions(db, gameId);
  const latest = turns.at(-1) ?? null;
  const flags = latest?.status === 'open' ? await orderSheetsRepository.flags(db, latest.id) : new Map<string, { ready: boolean }>();
  // The open step's requests (memoised per step): whose flags the public may not know.
  const hidden =
    latest?.status === 'open' && flags.size > 0 ? privateFlagSeats((await openStepPosition(db, ruleset, game, latest)).requests) : new Set<string>();
  const lastResolution = turns.findLast((turn) => turn.resolutionId !== null)?.resolutionId ?? null;
  const position = await publicPosition(db, game, lastResolution);
  return {
    id: game.id,
    name: game.name,
    ruleset: game.ruleset,
    language: game.language,
    status: game.status,
    turn: latest?.number ?? null,
    turnStatus: latest?.status ?? null,
    deadline: latest?.deadline?.toISOString() ?? null,
    seedHash: latest?.seedHash ?? null,
    gameSeedHash: game.gameSeedHash,
    /** Revealed when the game is over: replays every hidden draw (GET /api/games/:id/case.json). */
    gameSeed: game.status === 'finished' ? game.gameSeed : null,
    /** New hidden streams drawn by GM reverts, from the turn each starts at: hash at once, seed at the end. */
    hiddenSeeds: turns.flatMap((turn) =>
      turn.hiddenSeedHash ? [{ fromTurn: turn.number, seedHash: turn.hiddenSeedHash, seed: game.status === 'finished' ? turn.hiddenSeed : null }] : [],
    ),
    players: seats.map((seat) => {
      const data = playerDataFromRow(seat);
      return {
        id: seat.id,
        name: seat.name,
        seat: seat.seat,
        label: playerLabel(ruleset, data, game.language),
        data,
        submitted: flags.has(seat.id) && !hidden.has(seat.id),
        ready: !hidden.has(seat.id) && (flags.get(seat.id)?.ready ?? false),
        status: seat.status,
        missedTurns: seat.missedTurns,
      };
    }),
    scores: position.scores,
    /** The ruleset's public summary of the position (`publicState().summary`: who holds which area...), or {}. */
    summary: position.summary,
    turns: turns.map((turn) => ({
      number: turn.number,
      status: turn.status,
      deadline: turn.deadline?.toISOString() ?? null,
      seedHash: turn.seedHash,
      seed: turn.seed, // revealed with the resolution, never before
      resolvedAt: turn.resolvedAt?.toISOString() ?? null,
    })),
  };
}

export type GameView = Awaited<ReturnType<typeof getGame>>;

type PublicPosition = { scores: Record<string, number>; summary: Record<string, unknown> };

// The position after a resolution never changes; what the ruleset makes of it changes only with the setup, whose
// corrections bump Game.revision. Keyed by both.
const positions = new GameMemo<PublicPosition>(1_000, parsedBytes);

async function publicPosition(db: DbTx, game: { id: string; revision: number; ruleset: string }, resolutionId: string | null): Promise<PublicPosition> {
  const key = `${resolutionId ?? 'start'}@${game.revision}`;
  const cached = positions.get(game.id, key);
  if (cached) return cached;
  const row = await loadGame(db, game.id);
  const state = resolutionId === null ? row.startState : await resolutionsRepository.findNextState(db, resolutionId);
  const ruleset = rulesetOf(row.ruleset);
  // Before the start there is no position (and nothing to remember: the start state is written by the start).
  if (state === null || state === undefined) return { scores: {}, summary: {} };
  const { scores, summary } = ruleset.publicState(gameSetup(ruleset, row), state);
  const position: PublicPosition = { scores, summary: summary ?? {} };
  // Remembered under the revision of the setup it was computed with.
  return positions.set(game.id, `${resolutionId ?? 'start'}@${row.revision}`, position);
}

/** The public view as the API sends it: its JSON bytes, their gzip copy and strong ETag, made once per stamp. */
export interface GameViewJson {
  stamp: string;
  artifact: Artifact;
}

/** Within the per-game caches' budget (game-cache.ts): a view weighs its bytes and their gzip copy. */
const views = new Memo<GameViewJson>(256, { budget: gameCacheBudget, bytes: (view) => artifactBytes(view.artifact) });

/**
 * The stamp each game's view was last validated with, trusted like the publication heads of the public pages
 * (src/services/published/publication-head.ts): for PUBLISHED_REVALIDATE_MS, forgotten at once when this process
 * writes to the game (`forgetPublished`: every successful write request, resolutions, reverts, scheduler
 * extensions) and after a setup correction. Another process's writes show within PUBLISHED_REVALIDATE_MS
 * (0: the stamp is read on every request). On the embedded database there is no other process.
 */
const stamps = new RevalidatingMemo<string | null>(10_000, () => publishedSettings.revalidateMs, {
  generation: gameGeneration,
  sizing: { budget: gameCacheBudget, bytes: () => 128 },
});

/** This process wrote to game `gameId`: its view's stamp is read again on the next request. */
export function forgetGameView(gameId: string): void {
  stamps.forget(gameId);
}

/**
 * The public view of a game as JSON, cached per game and validated by ONE primary-key read (at most once per
 * PUBLISHED_REVALIDATE_MS, see `stamps`): the stamp of the game row (its xmin), which changes with every write
 * to the row. Every change the view shows writes the row: the game's own columns, every GM action and resolution
 * (they lock the row with gamesRepository.lockForUpdate, which bumps it), and saves that change who has sent or
 * is ready (touchView). The stamp is read before the view is built, so a view is never remembered under a newer
 * stamp than its data. The cached value is public (the same for every caller), so sharing it leaks nothing.
 */
export async function gameViewJson(db: Db, gameId: string): Promise<GameViewJson> {
  const stamp = await stamps.get(gameId, () => gamesRepository.viewStamp(db, gameId));
  if (stamp === null) {
    stamps.forget(gameId); // a game created later under this id is not "missing" for the window
    throw notFound('Game');
  }
  const cached = views.get(gameId);
  if (cached?.stamp === stamp) return cached;
  const artifact = makeArtifact(JSON.stringify(await getGame(db, gameId)), 'application/json; charset=utf-8');
  return views.set(gameId, { stamp, artifact });
}
