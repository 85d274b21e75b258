import type { Db } from '../db/client.ts';
import { LocSetupSchema } from '../engine/rulesets/lords-of-chaos/index.ts';
import type { GameMap } from '../engine/rulesets/lords-of-chaos/schemas.ts';
import { gamesRepository } from '../repositories/games-repository.ts';
import { getGame } from './get-game.ts';
import { loadGame } from './game-position.ts';
import { rulesetOf } from './ruleset-context.ts';
import { hashToken } from './secrets.ts';
import { TOKEN_PATTERN } from './web-player-view.ts';
import { loadGmLifecycle } from './lifecycle-gm-view.ts';

/**
 * Read model of the GM console (`/gm/<token>`): the public view of the game (per player only whether a
 * sheet was saved for the open turn, never its content) plus the map, for the starting-planets list.
 */
export async function findGameIdByGmToken(db: Db, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const game = await gamesRepository.findIdByGmTokenHash(db, hashToken(token));
  return game?.id ?? null;
}

export async function loadGmView(db: Db, gameId: string) {
  const [game, row, lifecycle] = await Promise.all([getGame(db, gameId), loadGame(db, gameId), loadGmLifecycle(db, gameId)]);
  const ruleset = rulesetOf(row.ruleset);
  const parsed = ruleset.id === 'lords-of-chaos' ? LocSetupSchema.safeParse(row.setup) : null;
  const map: GameMap | null = parsed?.success ? parsed.data.map : null;
  return { game, ruleset, map, lifecycle };
}

export type GmView = Awaited<ReturnType<typeof loadGmView>>;
