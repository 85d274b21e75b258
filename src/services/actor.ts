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
  /** When a player's owner was read (ms): a GM can replace a seat's token (gm-replace-player.ts). */
  readAt?: number;
}

// A known token's owner is remembered (unknown ones are not). GM tokens never change. A player token stops
// working when the GM replaces the seat: this process forgets it at once (forgetTokenOwner); other server
// processes re-read player entries older than PLAYER_TOKEN_TTL_MS.
const owners = new Memo<TokenOwner>();
const PLAYER_TOKEN_TTL_MS = 30_000;

export function forgetTokenOwner(tokenHash: string): void {
  owners.delete(tokenHash);
}

async function tokenOwner(db: Db, tokenHash: string): Promise<TokenOwner | null> {
  const cached = owners.get(tokenHash);
  if (cached && (cached.playerId === null || Date.now() - (cached.readAt ?? 0) < PLAYER_TOKEN_TTL_MS)) return cached;
  const [gmGame, player] = await Promise.all([
    gamesRepository.findIdByGmTokenHash(db, tokenHash),
    playersRepository.findByTokenHash(db, tokenHash),
  ]);
  if (gmGame) return owners.set(tokenHash, { gameId: gmGame.id, playerId: null });
  if (player) return owners.set(tokenHash, { gameId: player.gameId, playerId: player.id, readAt: Date.now() });
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
