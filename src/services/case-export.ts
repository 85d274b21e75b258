import { z } from 'zod';
import type { DbTx } from '../db/client.ts';
import { asRngVersion, type RngVersion } from '../engine/core/rng.ts';
import { MapSchema, PlayerSchema, StateSchema } from '../engine/rulesets/lords-of-chaos/schemas.ts';
import type { GameMap, Player, State } from '../engine/rulesets/lords-of-chaos/schemas.ts';
import { gamesRepository } from '../repositories/games-repository.ts';
import { playersRepository } from '../repositories/players-repository.ts';
import { resolutionsRepository } from '../repositories/resolutions-repository.ts';
import { turnsRepository } from '../repositories/turns-repository.ts';
import { notFound } from './errors.ts';

/**
 * A resolved Lords of Chaos turn as an adjudication case (../shared/spec/adjudication-cases.md): the stored
 * resolver input (map, players, position before the turn, the final order sheets, the revealed seed) and the
 * stored outcome as `expect`, so `npm run --silent adjudicate -- --check case.json` re-runs the turn and
 * compares. Public once the turn is resolved (everything in it is published then), 404 before.
 */

const LOC_RULESET = 'lords-of-chaos';

/** The outcome keys of the case-file contract ("The outcome" in the spec): `expect` holds all of them. */
export const CASE_EXPECT_KEYS = [
  'control', 'inhabitants', 'turnPoints', 'scores', 'deeds', 'actions', 'permanentActions', 'favours',
  'eliminated', 'kills', 'rejected', 'draws',
] as const;

export interface CaseFile {
  name: string;
  description: string;
  map: GameMap;
  players: Player[];
  state: State;
  orders: Record<string, unknown[]>;
  seed: string;
  /** The seed derivation the turn opened with (src/engine/core/rng.ts). */
  rng: RngVersion;
  expect: Record<(typeof CASE_EXPECT_KEYS)[number], unknown>;
}

const StoredOrders = z.record(z.string(), z.array(z.unknown()));
const StoredOutcome = z.looseObject(Object.fromEntries(CASE_EXPECT_KEYS.map((key) => [key, z.unknown()])));

export async function exportCase(db: DbTx, gameId: string, turnNumber: number): Promise<CaseFile> {
  const game = await gamesRepository.findById(db, gameId);
  if (!game || game.ruleset !== LOC_RULESET) throw notFound('Game');
  const turn = await turnsRepository.findByNumber(db, gameId, turnNumber);
  const resolution = turn?.status === 'resolved' ? await resolutionsRepository.findByTurnId(db, turn.id) : null;
  if (!turn || !resolution) throw notFound('Case (the turn is not resolved yet)');

  const setup = z.object({ map: MapSchema }).safeParse(game.setup);
  const state = StateSchema.safeParse(resolution.stateBefore);
  const orders = StoredOrders.safeParse(resolution.orders);
  const outcome = StoredOutcome.safeParse(resolution.outcome);
  if (!setup.success || !state.success || !orders.success || !outcome.success) throw notFound('Case (the stored turn is not a Lords of Chaos turn)');

  // The players exactly as the engine saw them, in seat order: Lords of Chaos names a player by its warband (rules §3).
  const rows = await playersRepository.listByGame(db, gameId);
  const players = z
    .array(PlayerSchema)
    .safeParse(rows.map((row) => ({ id: row.id, name: row.warband ?? row.name, god: row.god, godKind: row.godKind })));
  if (!players.success) throw notFound('Case (the stored players are not Lords of Chaos players)');
  const expect = Object.fromEntries(CASE_EXPECT_KEYS.map((key) => [key, outcome.data[key]])) as CaseFile['expect'];
  return {
    name: `${game.id}-turn-${turn.number}`,
    description:
      `Turn ${turn.number} of "${game.name}" (Turnkeeper game ${game.id}), exported from the stored resolution. ` +
      `sha256(seed) must equal ${turn.seedHash}, the hash published when the turn opened.`,
    map: setup.data.map,
    players: players.data,
    state: state.data,
    orders: orders.data,
    seed: resolution.seed,
    rng: asRngVersion(turn.rngVersion),
    expect,
  };
}
