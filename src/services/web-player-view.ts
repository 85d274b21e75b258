import type { Db } from '../db/client.ts';
import type { Language } from '../i18n/index.ts';
import { LocPlayerSchema, LocSetupSchema, normalizeState } from '../engine/rulesets/lords-of-chaos/index.ts';
import type { LocPlayer, LocSetup } from '../engine/rulesets/lords-of-chaos/index.ts';
import type { State } from '../engine/rulesets/lords-of-chaos/schemas.ts';
import type { GameRow } from '../repositories/games-repository.ts';
import { orderSheetsRepository } from '../repositories/order-sheets-repository.ts';
import { playersRepository } from '../repositories/players-repository.ts';
import type { PlayerRow } from '../repositories/players-repository.ts';
import { turnsRepository } from '../repositories/turns-repository.ts';
import { lifecycleRepository } from '../repositories/lifecycle-repository.ts';
import type { TurnRow } from '../repositories/turns-repository.ts';
import { currentState, loadGame } from './game-position.ts';
import { playerDataFromRow, rulesetOf } from './ruleset-context.ts';
import type { AnyRuleset } from './ruleset-context.ts';
import { hashToken } from './secrets.ts';

/**
 * Read model of the player's order page (`/play/<token>`): the caller's own data only. Secrecy: the only
 * order sheet read here is the caller's own (rules: orders are secret until resolution).
 */
export interface PlayerView {
  game: GameRow;
  ruleset: AnyRuleset;
  me: PlayerRow;
  rows: PlayerRow[];
  /** Lords of Chaos data (null for another ruleset: the page then shows no form). */
  loc: { setup: LocSetup; players: LocPlayer[]; state: State | null } | null;
  turns: TurnRow[];
  openTurn: TurnRow | null;
  /** The caller's latest saved sheet for the open turn. */
  sheet: { version: number; orders: unknown[] } | null;
  /** The caller marked the open turn's latest sheet ready (src/services/lifecycle-ready.ts). */
  ready: boolean;
}

/** Bearer-style tokens only (base64url, see secrets.ts); anything else cannot match and is not looked up. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,200}$/;

export async function findPlayerByToken(db: Db, token: string): Promise<{ id: string; gameId: string } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  return playersRepository.findByTokenHash(db, hashToken(token));
}

export async function loadPlayerView(db: Db, player: { id: string; gameId: string }): Promise<PlayerView> {
  const game = await loadGame(db, player.gameId);
  const ruleset = rulesetOf(game.ruleset);
  const [rows, turns, rawState] = await Promise.all([
    playersRepository.listByGame(db, game.id),
    turnsRepository.listByGame(db, game.id),
    currentState(db, game),
  ]);
  const me = rows.find((row) => row.id === player.id)!;
  const latest = turns.at(-1) ?? null;
  const openTurn = latest?.status === 'open' ? latest : null;
  const saved = openTurn ? await orderSheetsRepository.findLatest(db, openTurn.id, player.id) : null;
  const ready = openTurn ? ((await lifecycleRepository.sheetFlags(db, openTurn.id)).get(player.id)?.ready ?? false) : false;
  return {
    game,
    ruleset,
    me,
    rows,
    loc: ruleset.id === 'lords-of-chaos' ? locData(game, rows, rawState) : null,
    turns,
    openTurn,
    ready,
    sheet: saved ? { version: saved.version, orders: Array.isArray(saved.orders) ? (saved.orders as unknown[]) : [] } : null,
  };
}

function locData(game: GameRow, rows: PlayerRow[], rawState: unknown): NonNullable<PlayerView['loc']> {
  const setup = LocSetupSchema.parse(game.setup);
  const players = rows.map((row) => LocPlayerSchema.parse(playerDataFromRow(row)) as LocPlayer);
  const state = rawState === null || rawState === undefined ? null : normalizeState(setup.map, players, rawState as State);
  return { setup, players, state };
}

/** The ruleset's own check of a sheet (same function and messages as the API), in the page language. */
export function checkOwnSheet(view: PlayerView, orders: unknown[], lang: Language) {
  if (!view.loc?.state) return null;
  return view.ruleset.checkSheet(view.loc.setup, view.loc.players, view.loc.state, view.me.id, orders, lang);
}
