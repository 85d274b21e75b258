import { gameTimeZone } from '../../time/time-zone.ts';
import type { DbTx } from '../../db/client.ts';
import type { Language } from '../../i18n/index.ts';
import { gamesRepository } from '../../repositories/games-repository.ts';
import { playersRepository, type PlayerRow } from '../../repositories/players-repository.ts';
import { notFound } from '../errors.ts';
import { gameSetup, playerLabel, playersData, rulesetOf, type AnyRuleset } from '../ruleset-context.ts';

/**
 * A game as every read path sees it, through its ruleset only: the descriptor, the parsed setup, the seated
 * players (rows in seat order and the ruleset's player data) and the start position. The server never names a
 * game: what a page, report or map shows of a game comes from these values and the ruleset's members.
 */
export interface GameContext {
  id: string;
  name: string;
  /** The game's language (pages may ask for another with ?lang=). */
  language: Language;
  status: 'setup' | 'running' | 'paused' | 'finished';
  createdAt: Date;
  ruleset: AnyRuleset;
  setup: unknown;
  rows: PlayerRow[];
  players: unknown[];
  startState: unknown;
  /** The hidden stream's seed: revealed only once the game is over (null before, and in games without one). */
  revealedGameSeed: string | null;
  gameSeedHash: string | null;
  /** Deadlines are typed and shown in this zone (src/time/time-zone.ts). */
  timeZone: string;
}

export async function loadGameContext(db: DbTx, gameId: string): Promise<GameContext> {
  const game = await gamesRepository.findById(db, gameId);
  if (!game) throw notFound('Game');
  const ruleset = rulesetOf(game.ruleset);
  const rows = await playersRepository.listByGame(db, gameId);
  return {
    id: game.id,
    name: game.name,
    language: game.language,
    status: game.status,
    createdAt: game.createdAt,
    ruleset,
    setup: gameSetup(ruleset, game),
    rows,
    players: playersData(ruleset, rows),
    startState: game.startState,
    revealedGameSeed: game.status === 'finished' ? game.gameSeed : null,
    gameSeedHash: game.gameSeedHash,
    timeZone: gameTimeZone(game),
  };
}

/** A player's label in this game (the ruleset's, e.g. a warband; else the name); unknown ids as given. */
export function labelOf(ctx: GameContext, playerId: string, lang: Language): string {
  const index = ctx.rows.findIndex((row) => row.id === playerId);
  return index < 0 ? playerId : playerLabel(ctx.ruleset, ctx.players[index], lang);
}
