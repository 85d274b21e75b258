import type { z } from 'zod';
import type { Problem, Ruleset } from '../engine/core/ruleset.ts';
import { getRuleset } from '../engine/registry.ts';
import type { PlayerRow } from '../repositories/players-repository.ts';
import { ServiceError } from './errors.ts';

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

// A game's setup never changes after creation: parse it once per game and process.
const setupCache = new Map<string, unknown>();

export function gameSetup(ruleset: AnyRuleset, game: { id: string; setup: unknown }): unknown {
  const cached = setupCache.get(game.id);
  if (cached !== undefined) return cached;
  const setup = ruleset.setupSchema.parse(game.setup);
  if (setupCache.size >= 1000) setupCache.clear();
  setupCache.set(game.id, setup);
  return setup;
}

/**
 * The issue's API is shaped after Lords of Chaos (a map upload; players with warband, god, god kind and
 * starting planets). This is the one place that turns those request fields into a ruleset's own data;
 * a ruleset with another shape adds its mapping here.
 */
export function setupFromRequest(ruleset: AnyRuleset, map: unknown): unknown {
  return map === undefined ? ruleset.defaultSetup() : { map };
}

export function playerDataFromRow(row: Pick<PlayerRow, 'id' | 'warband' | 'god' | 'godKind' | 'planets'>): unknown {
  // Lords of Chaos names a player by its warband in reports and outcomes (rules §3).
  return { id: row.id, name: row.warband, warband: row.warband, god: row.god, godKind: row.godKind, planets: row.planets };
}

export function playersData(ruleset: AnyRuleset, rows: PlayerRow[]): unknown[] {
  return rows.map((row) => ruleset.playerSchema.parse(playerDataFromRow(row)));
}
