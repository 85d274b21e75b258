import type { Db } from '../db/client.ts';
import { gamesRepository } from '../repositories/games-repository.ts';
import { playersRepository } from '../repositories/players-repository.ts';
import { forbidden, unauthorized } from './errors.ts';
import { Memo } from './memo.ts';
import { hashToken } from './secrets.ts';

/** Who is calling, relative to one game. */
export type Actor = { role: 'gm' } | { role: 'player'; playerId: string } | { role: 'public' };

/**
 * Resolves a bearer token against a game: no token = public; a token of this game's GM or of one of its
 * players = that role; a valid token of another game = 403; an unknown token = 401.
 */
export async function authenticate(db: Db, gameId: string, token: string | null): Promise<Actor> {
  if (token === null) return { role: 'public' };
  const owner = await tokenOwner(db, hashToken(token));
  if (!owner) throw unauthorized();
  if (owner.gameId !== gameId) throw forbidden();
  return owner.playerId === null ? { role: 'gm' } : { role: 'player', playerId: owner.playerId };
}

interface TokenOwner {
  gameId: string;
  playerId: string | null; // null: the GM
}

// Tokens are never reassigned or revoked, so a known token's owner can be remembered (unknown ones are not).
const owners = new Memo<TokenOwner>();

async function tokenOwner(db: Db, tokenHash: string): Promise<TokenOwner | null> {
  const cached = owners.get(tokenHash);
  if (cached) return cached;
  const [gmGame, player] = await Promise.all([
    gamesRepository.findIdByGmTokenHash(db, tokenHash),
    playersRepository.findByTokenHash(db, tokenHash),
  ]);
  if (gmGame) return owners.set(tokenHash, { gameId: gmGame.id, playerId: null });
  if (player) return owners.set(tokenHash, { gameId: player.gameId, playerId: player.id });
  return null;
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
