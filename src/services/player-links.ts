import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { LifecycleContext } from './lifecycle-context.ts';
import { auditLogRepository } from '../repositories/audit-log-repository.ts';
import { playerLinksRepository, type SeatLinkRow } from '../repositories/player-links-repository.ts';
import { requireGm, type Actor } from './actor.ts';
import { conflict, notFound } from './errors.ts';
import { lockGame } from './gm-common.ts';
import { hashToken } from './secrets.ts';
import { TX_OPTIONS } from '../db/transaction-options.ts';
import { gamesRepository } from '../repositories/games-repository.ts';

/**
 * Player links the GM can always show again (issue 37: "player links are shown once; reloading re-submits the
 * form and the link is lost"). A link the GM issues carries the token HMAC-SHA-256(GM token, seat id + salt):
 * only its hash and the salt are stored, as for every token, so the database alone gives no link away; the GM
 * console, which holds the GM token, derives each seat's link again whenever it is shown. A new link is a new
 * salt (the old link stops working at once). A link issued before the GM's own link was rotated, or chosen by
 * the player through the invitation link, cannot be derived: the console says so and offers a new one.
 */
export function derivePlayerToken(gmToken: string, playerId: string, salt: string): string {
  return createHmac('sha256', gmToken).update(`turnkeeper/player-link/v1/${playerId}/${salt}`, 'utf8').digest('base64url');
}

/** A fresh salt and the token and hash it gives for this seat. */
export function newPlayerLink(gmToken: string, playerId: string): { salt: string; token: string; tokenHash: string } {
  const salt = randomBytes(16).toString('base64url');
  const token = derivePlayerToken(gmToken, playerId, salt);
  return { salt, token, tokenHash: hashToken(token) };
}

/** Where a seat's invitation stands, as the GM console shows it. */
export type SeatLinkState =
  /** The link can be shown (the GM issued it with the current GM link); `opened` once the player used it. */
  | { kind: 'link'; token: string; opened: boolean }
  /** The player chose their own link through the invitation link (it is theirs alone). */
  | { kind: 'own'; opened: boolean }
  /** Issued under an earlier GM link: only a new link can be shown. */
  | { kind: 'hidden'; opened: boolean };

export function seatLinkState(gmToken: string, seat: SeatLinkRow): SeatLinkState {
  const opened = seat.linkOpenedAt !== null;
  if (seat.linkSalt === null) return { kind: 'own', opened };
  const token = derivePlayerToken(gmToken, seat.id, seat.linkSalt);
  return hashToken(token) === seat.tokenHash ? { kind: 'link', token, opened } : { kind: 'hidden', opened };
}

/** Every seat's link state (GM console), in seat order. */
export async function seatLinks(db: Db, gameId: string, gmToken: string): Promise<Map<string, SeatLinkState>> {
  const rows = await playerLinksRepository.listByGame(db, gameId);
  return new Map(rows.map((row) => [row.id, seatLinkState(gmToken, row)]));
}

/**
 * A new link for a seat (a lost link, a link posted where others can read it): the old one stops working at once,
 * in every process (tokens are read from the database on every request). Not once the game is over. Audited.
 */
export async function issuePlayerLink(db: Db, actor: Actor, gmToken: string, gameId: string, playerId: string): Promise<{ id: string; token: string }> {
  requireGm(actor);
  return db.$transaction(async (tx) => {
    const game = await lockGame(tx, gameId);
    if (game.status === 'finished') throw conflict('game_finished', 'The game is over: its links no longer matter');
    if (!(await playerLinksRepository.exists(tx, gameId, playerId))) throw notFound('Player');
    const link = newPlayerLink(gmToken, playerId);
    await playerLinksRepository.setLink(tx, playerId, link.tokenHash, link.salt);
    await auditLogRepository.record(tx, gameId, 'gm', 'new_player_link', { playerId });
    return { id: playerId, token: link.token };
  }, TX_OPTIONS);
}

/**
 * Removes a seat before the start (a player who dropped out, a seat added by mistake); the seats after it move up
 * one, so seat order stays 0..n-1. Audited.
 */
export async function removeSeat(db: Db, actor: Actor, gameId: string, playerId: string, life: LifecycleContext): Promise<void> {
  requireGm(actor);
  await db.$transaction(async (tx) => {
    const game = await lockGame(tx, gameId);
    if (game.status !== 'setup') throw conflict('game_started', 'Seats can only be removed before the game starts (afterwards, give the seat to someone else)');
    const seat = await playerLinksRepository.remove(tx, gameId, playerId);
    if (!seat) throw notFound('Player');
    await gamesRepository.bumpRevision(tx, gameId);
    await auditLogRepository.record(tx, gameId, 'gm', 'remove_player', { playerId, name: seat.name, seat: seat.seat, at: life.clock.now().toISOString() });
  }, TX_OPTIONS);
}

/** The player's page was opened with their link: the invitation is taken (first time only). */
export async function markLinkOpened(db: Db, playerId: string, life: LifecycleContext): Promise<void> {
  await playerLinksRepository.markOpened(db, playerId, life.clock.now());
}
