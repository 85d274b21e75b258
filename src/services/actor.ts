import type { Db } from '../db/client.ts';
import { tokenOwnersRepository } from '../repositories/token-owners-repository.ts';
import { forbidden, unauthorized } from './errors.ts';
import { hashToken } from './secrets.ts';

/** Who is calling, relative to one game. */
export type Actor = { role: 'gm' } | { role: 'player'; playerId: string } | { role: 'public' };

/**
 * Resolves a bearer token against a game: no token = public; a token of this game's GM or of one of its
 * players = that role; a valid token of another game = 403; an unknown token = 401.
 */
export async function authenticate(db: Db, gameId: string, token: string | null): Promise<Actor> {
  if (token === null) return { role: 'public' };
  return actorFor(await tokenOwner(db, hashToken(token)), gameId);
}

/** The role of a looked-up token owner in game `gameId` (null owner: unknown token, 401). */
export function actorFor(owner: TokenOwner | null, gameId: string): Actor {
  if (!owner) throw unauthorized();
  if (owner.gameId !== gameId) throw forbidden();
  return owner.playerId === null ? { role: 'gm' } : { role: 'player', playerId: owner.playerId };
}

export interface TokenOwner {
  gameId: string;
  playerId: string | null; // null: the GM
}

/**
 * Who holds a token (by its hash): read from the database on EVERY request, never remembered. A GM can
 * replace a seat's token or rotate the GM token at any time, and another server process must refuse the old
 * token at once (issue 18: a memo kept replaced tokens working for 30 s elsewhere). One round trip, both
 * lookups unique-index hits.
 */
export function tokenOwner(db: Db, tokenHash: string): Promise<TokenOwner | null> {
  return tokenOwnersRepository.byTokenHash(db, tokenHash);
}

export function requireGm(actor: Actor): void {
  if (actor.role === 'public') throw unauthorized('This action needs the GM token');
  if (actor.role !== 'gm') throw forbidden('Only the game master can do this');
}

export function requirePlayer(actor: Actor): string {
  if (actor.role === 'public') throw unauthorized('This action needs a player token');
  if (actor.role !== 'player') throw forbidden('Only players can do this');
  return actor.playerId;
}
