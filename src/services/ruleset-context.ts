import { z } from 'zod';
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
export function setupFromRequest(ruleset: AnyRuleset, map: unknown, setup?: unknown): unknown {
  if (setup !== undefined) return setup;
  return map === undefined ? ruleset.defaultSetup() : { map };
}

export const LOC_RULESET = 'lords-of-chaos';

/** Lords of Chaos keeps its player data in columns; every other ruleset in `Player.data`. */
export const isLocRuleset = (ruleset: { id: string }) => ruleset.id === LOC_RULESET;

/** The request fields Lords of Chaos needs to seat a player (400 when missing, as before rulesets had `data`). */
const LocPlayerFields = z.object({
  warband: z.string().min(1),
  god: z.string().min(1),
  godKind: z.string().min(1),
  planets: z.array(z.string()),
});

export interface PlayerRequest {
  name: string;
  warband?: string | undefined;
  god?: string | undefined;
  godKind?: string | undefined;
  planets?: string[] | undefined;
  /** Player data of rulesets other than Lords of Chaos (their playerSchema sees `{ ...data, id, name }`). */
  data?: Record<string, unknown> | undefined;
}

/** The columns stored for a seated player and the ruleset player data they stand for. */
export function playerFromRequest(ruleset: AnyRuleset, id: string, input: PlayerRequest) {
  if (isLocRuleset(ruleset)) {
    const fields = LocPlayerFields.safeParse(input);
    if (!fields.success) {
      throw new ServiceError(400, 'bad_request', zodProblems(fields.error, 'body').map((p) => p.message).join('; '));
    }
    const { warband, god, godKind, planets } = fields.data;
    const columns = { name: input.name, warband, god, godKind, planets, data: {} };
    return { columns, data: playerDataFromRow({ id, ...columns }) };
  }
  const data = { ...(input.data ?? {}) };
  delete data.id;
  delete data.name;
  return { columns: { name: input.name, data }, data: playerDataFromRow({ id, name: input.name, warband: null, god: null, godKind: null, planets: [], data: data as PlayerRow['data'] }) };
}

export function playerDataFromRow(row: Pick<PlayerRow, 'id' | 'name' | 'warband' | 'god' | 'godKind' | 'planets' | 'data'>): unknown {
  if (row.warband === null) {
    // Other rulesets: the stored `data` plus the seat's id and name.
    const data = typeof row.data === 'object' && row.data !== null && !Array.isArray(row.data) ? row.data : {};
    return { ...data, id: row.id, name: row.name };
  }
  // Lords of Chaos names a player by its warband in reports and outcomes (rules §3).
  return { id: row.id, name: row.warband, warband: row.warband, god: row.god, godKind: row.godKind, planets: row.planets };
}

export function playersData(ruleset: AnyRuleset, rows: PlayerRow[]): unknown[] {
  return rows.map((row) => ruleset.playerSchema.parse(playerDataFromRow(row)));
}
