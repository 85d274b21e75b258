import type { DbTx } from '../db/client.ts';
import { sheetAccessRepository, type SheetAccessRow } from '../repositories/sheet-access-repository.ts';
import { turnsRepository } from '../repositories/turns-repository.ts';
import { requirePlayer, type Actor, type TokenOwner } from './actor.ts';
import { conflict, notFound } from './errors.ts';

export type { SheetAccessRow };

/**
 * Who saves (or checks) a sheet and where: a player of the game, its header and its open turn. Built from one
 * round trip per request (sheet-access-repository.ts): what a request sees is the database's answer, so a rotated
 * token, a pause, a resolution or a revert count at once, in every process. (An order save may instead start
 * from remembered facts that its own statement re-checks: RememberedSheetTarget.)
 */
export interface SheetTarget {
  playerId: string;
  game: {
    id: string;
    status: 'setup' | 'running' | 'paused' | 'finished';
    ruleset: string;
    language: 'es' | 'en';
    resolveWhen: string;
    /** Game.revision: the key of the memoised position of the open step (open-step.ts). */
    revision: number;
  };
  /** `deadline`: answers are refused from then on while the game runs (a pause stops the clock). */
  turn: { id: string; number: number; status: 'open'; deadline: Date | null };
}

/**
 * A save target as this process remembers it for the token (sheet-hints.ts), not read in this request. Only an
 * order save accepts it: its statement re-checks every fact with the token's hash, and anything else (an
 * illegal sheet to report, a difference in the facts) waits for `confirm`, the facts as the database answers now.
 */
export interface RememberedSheetTarget {
  remembered: SheetTarget;
  tokenHash: string;
  confirm(): Promise<SheetTarget>;
}

/** The facts of game `gameId`, turn `n`, with the owner of the token whose hash is given: one statement. */
export function lookupSheetAccess(db: DbTx, tokenHash: string, gameId: string, n: number | string): Promise<SheetAccessRow> {
  return sheetAccessRepository.byToken(db, tokenHash, gameId, n);
}

/** The token's owner as looked up with the facts (null: unknown token). */
export function ownerOf(row: SheetAccessRow): TokenOwner | null {
  if (row.gmGameId !== null) return { gameId: row.gmGameId, playerId: null };
  return row.playerId !== null && row.playerGameId !== null ? { gameId: row.playerGameId, playerId: row.playerId } : null;
}

/**
 * The gates of saving or checking a sheet, in the order the API has always applied them: the caller must be a
 * player (401/403), the game must exist (404) and have started, and `n` must be its open turn (409).
 */
export async function sheetTarget(db: DbTx, actor: Actor, row: SheetAccessRow, gameId: string, n: number): Promise<SheetTarget> {
  const playerId = requirePlayer(actor);
  if (row.gameId === null || row.gameStatus === null || row.ruleset === null || row.language === null || row.resolveWhen === null || row.revision === null)
    throw notFound('Game');
  if (row.gameStatus === 'setup') throw conflict('game_not_started', 'The game has not started yet');
  if (row.turnId === null || row.turnStatus !== 'open') {
    if (row.turnId !== null) throw conflict('turn_resolved', `Turn ${n} has already been resolved`);
    const latest = await turnsRepository.findLatest(db, gameId); // only on this error path
    const open = latest?.status === 'open' ? `; the open turn is ${latest.number}` : '';
    throw conflict('turn_not_open', `Turn ${n} is not the open turn${open}`);
  }
  return {
    playerId,
    game: { id: gameId, status: row.gameStatus, ruleset: row.ruleset, language: row.language, resolveWhen: row.resolveWhen, revision: row.revision },
    turn: { id: row.turnId, number: n, status: 'open', deadline: row.deadline },
  };
}

/**
 * 409 `deadline_passed` once the open turn's deadline has passed in a running game: the step resolves with what
 * was saved in time (missing required answers take their default), and a late answer must not replace it. A GM
 * extension moves the deadline and opens the door again; a paused game stops the clock.
 */
export function refuseAfterDeadline(target: Pick<SheetTarget, 'game' | 'turn'>, now: Date): void {
  const { deadline } = target.turn;
  if (target.game.status !== 'running' || deadline === null || now.getTime() < deadline.getTime()) return;
  throw conflict(
    'deadline_passed',
    `The deadline of turn ${target.turn.number} passed at ${deadline.toISOString()}: answers are no longer accepted (the GM can extend it)`,
  );
}

/** The target for a caller already known (a page behind a player link): one statement for the facts. */
export async function openSheetTarget(db: DbTx, actor: Actor, gameId: string, n: number): Promise<SheetTarget> {
  requirePlayer(actor);
  return sheetTarget(db, actor, await sheetAccessRepository.facts(db, gameId, n), gameId, n);
}
