import { z } from 'zod';
import type { Problem, Ruleset } from '../engine/core/ruleset.ts';
import { getRuleset } from '../engine/registry.ts';
import type { PlayerRow } from '../repositories/players-repository.ts';
import type { Language } from '../i18n/index.ts';
import { ServiceError } from './errors.ts';
import { GameMemo, SETUP_HEAP_FACTOR } from './game-cache.ts';
import { jsonBytes } from './memo.ts';

/** Services see every ruleset through the plugin contract only (src/engine/core/ruleset.ts). */
export type AnyRuleset = Ruleset<unknown, unknown, unknown, unknown, unknown>;

export function rulesetOf(id: string): AnyRuleset {
  const ruleset = getRuleset(id) as AnyRuleset | undefined;
  if (!ruleset) {
    throw new ServiceError(422, 'unknown_ruleset', `Unknown ruleset "${id}"`, {
      problems: [{ path: 'ruleset', code: 'unknown_ruleset', message: `Unknown ruleset "${id}"` }],
    });
  }
  return ruleset;
}

export function zodProblems(error: z.ZodError, prefix = ''): Problem[] {
  return error.issues.map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    return { path, code: issue.code, message: path ? `${path}: ${issue.message}` : issue.message };
  });
}

// A game's setup changes only when the GM edits or corrects it, which bumps Game.revision: parse it once per
// revision (game-cache.ts), weighed by the JSON it was parsed from and what the engine derives from it.
const setupCache = new GameMemo<{ setup: unknown; bytes: number }>(1_000, (entry) => entry.bytes);

export function gameSetup(ruleset: AnyRuleset, game: { id: string; revision: number; setup: unknown }): unknown {
  const key = `setup@${game.revision}`;
  const cached = setupCache.get(game.id, key);
  if (cached !== undefined) return cached.setup;
  return setupCache.set(game.id, key, { setup: ruleset.setupSchema.parse(game.setup), bytes: SETUP_HEAP_FACTOR * jsonBytes(game.setup) }).setup;
}

/** The setup a create-game request stands for: the one given, else the ruleset's default. */
export function setupFromRequest(ruleset: AnyRuleset, setup?: unknown): unknown {
  return setup === undefined ? ruleset.defaultSetup() : setup;
}

export interface PlayerRequest {
  name: string;
  /** The ruleset's player data (its playerSchema sees `{ ...data, id, name }`). */
  data?: Record<string, unknown> | undefined;
}

/** The columns stored for a seated player and the ruleset player data they stand for. */
export function playerFromRequest(_ruleset: AnyRuleset, id: string, input: PlayerRequest) {
  const data: Record<string, unknown> = { ...(input.data ?? {}) };
  delete data.id;
  delete data.name;
  const columns = { name: input.name, data: data as PlayerRow['data'] };
  return { columns, data: playerDataFromRow({ id, ...columns }) };
}

/** What a ruleset sees of a seat: its stored data plus the seat's id and name. */
export function playerDataFromRow(row: Pick<PlayerRow, 'id' | 'name' | 'data'>): Record<string, unknown> {
  const data = typeof row.data === 'object' && row.data !== null && !Array.isArray(row.data) ? (row.data as Record<string, unknown>) : {};
  return { ...data, id: row.id, name: row.name };
}

export function playersData(ruleset: AnyRuleset, rows: PlayerRow[]): unknown[] {
  return rows.map((row) => ruleset.playerSchema.parse(playerDataFromRow(row)));
}

/** How reports and pages name a seated player: the ruleset's label (a warband, a faction), else the name. */
export function playerLabel(ruleset: AnyRuleset, player: unknown, lang: Language): string {
  const label = ruleset.playerLabel?.(player, lang);
  if (label) return label;
  const name = (player as { name?: unknown }).name;
  return typeof name === 'string' ? name : '';
}
