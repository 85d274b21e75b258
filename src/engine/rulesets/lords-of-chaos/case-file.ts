import { z } from 'zod';
import type { RngVersion } from '../../core/rng.ts';
import type { Problem, StepCaseInput } from '../../core/ruleset.ts';
import { jsonPath, validateMap } from './map-validation.ts';
import { normalizeState } from './normalize-state.ts';
import type { Outcome } from './outcome.ts';
import { resolveTurn } from './pipeline.ts';
import { MAJOR_GODS, PlayerSchema, StateSchema, type GameMap, type Player, type State } from './schemas.ts';

/**
 * Adjudication case files (../shared/spec/adjudication-cases.md): parse + cross-check, run, compare with
 * `expect`. Pure: the CLI (scripts/adjudicate.ts) and the test harnesses do the I/O.
 */

export type Result<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

export interface AdjudicationCase {
  name: string;
  description: string;
  map: GameMap;
  players: Player[];
  state: State; // normalized
  orders: Record<string, unknown[]>;
  seed: string;
  /** Seed derivation (core/rng.ts). Absent in a file: 1, the derivation of every case written before version 2. */
  rng: RngVersion;
  expect: Record<string, unknown>;
}

/** Top level is strict: a misspelt `expect` must not make a case pass vacuously. */
const CaseSchema = z
  .object({
    name: z.string().optional(),
    description: z.string().optional(),
    map: z.unknown(),
    players: z.array(PlayerSchema),
    state: StateSchema.optional(),
    orders: z.record(z.string(), z.array(z.unknown())).optional(),
    seed: z.string(),
    rng: z.union([z.literal(1), z.literal(2)]).optional(),
    expect: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

/** The keys an outcome (and so `expect`) may hold. */
export const OUTCOME_KEYS = [
  'control',
  'inhabitants',
  'turnPoints',
  'scores',
  'deeds',
  'actions',
  'permanentActions',
  'favours',
  'eliminated',
  'kills',
  'rejected',
  'draws',
  'events',
  'scoreBreakdown',
  'nextState',
  'gameOver',
] as const;

export function parseCase(json: unknown): Result<AdjudicationCase> {
  const parsed = CaseSchema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((i) => ({ path: jsonPath(i.path), code: 'invalid_shape', message: i.message })) };
  }
  const raw = parsed.data;
  const mapResult = validateMap(raw.map);
  if (!mapResult.ok) {
    return { ok: false, problems: mapResult.problems.map((p) => ({ ...p, path: p.path === '' ? 'map' : `map.${p.path}` })) };
  }
  const map = mapResult.map;
  const problems = crossCheck(map, raw.players, raw.state ?? StateSchema.parse({}), raw.orders ?? {}, raw.expect ?? {});
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: {
      name: raw.name ?? '',
      description: raw.description ?? '',
      map,
      players: raw.players,
      state: normalizeState(map, raw.players, raw.state ?? {}),
      orders: raw.orders ?? {},
      seed: raw.seed,
      rng: raw.rng ?? 1,
      expect: raw.expect ?? {},
    },
  };
}

function crossCheck(map: GameMap, players: Player[], state: State, orders: Record<string, unknown[]>, expect: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  const add = (path: string, code: string, message: string) => problems.push({ path, code, message });
  const planets = new Set(map.planets.map((p) => p.id));
  const ids = new Set<string>();
  players.forEach((p, i) => {
    if (ids.has(p.id)) add(`players[${i}].id`, 'duplicate_player', `Duplicate player id "${p.id}".`);
    ids.add(p.id);
    const major = (MAJOR_GODS as readonly string[]).includes(p.god);
    if (p.godKind === 'major' && !major) add(`players[${i}].god`, 'not_a_major_god', `"${p.god}" is not a major god.`);
    if (p.godKind !== 'major' && major) add(`players[${i}].godKind`, 'major_god_kind', `${p.god} is a major god: kind must be "major".`);
  });
  for (const [planet, owner] of Object.entries(state.control)) {
    if (!planets.has(planet)) add(`state.control.${planet}`, 'unknown_planet', `No planet "${planet}" on the map.`);
    else if (owner !== null && !ids.has(owner)) add(`state.control.${planet}`, 'unknown_player', `No player "${owner}".`);
  }
  for (const key of ['inhabitants', 'extraSacred'] as const) {
    for (const planet of Object.keys(state[key])) {
      if (!planets.has(planet)) add(`state.${key}.${planet}`, 'unknown_planet', `No planet "${planet}" on the map.`);
    }
  }
  for (const key of ['scores', 'permanentActions', 'favours'] as const) {
    for (const player of Object.keys(state[key])) {
      if (!ids.has(player)) add(`state.${key}.${player}`, 'unknown_player', `No player "${player}".`);
    }
  }
  for (const player of Object.keys(orders)) {
    if (!ids.has(player)) add(`orders.${player}`, 'unknown_player', `Orders for unknown player "${player}".`);
  }
  for (const key of Object.keys(expect)) {
    if (!(OUTCOME_KEYS as readonly string[]).includes(key)) add(`expect.${key}`, 'unknown_expect_key', `"${key}" is not an outcome key.`);
  }
  return problems;
}

export function runCase(c: AdjudicationCase): Outcome {
  return resolveTurn({ map: c.map, players: c.players, state: c.state, orders: c.orders, seed: c.seed, rngVersion: c.rng });
}

/**
 * Differences between `expect` and an outcome, one line each ([] = match). Objects: only the listed entries;
 * `rejected`: as a whole set; `{ "oneOf": [...] }` anywhere an expected value may be: any candidate matches.
 */
export function compareExpect(expect: Record<string, unknown>, outcome: Outcome): string[] {
  const diffs: string[] = [];
  const actual = outcome as unknown as Record<string, unknown>;
  for (const [key, expected] of Object.entries(expect)) {
    if (!(key in actual)) {
      diffs.push(`${key}: not an outcome key`);
      continue;
    }
    diffs.push(...compareKey(key, expected, actual[key]));
  }
  return diffs;
}

function compareKey(key: string, expected: unknown, actual: unknown): string[] {
  if (isOneOf(expected)) {
    if (expected.oneOf.some((candidate) => compareKey(key, candidate, actual).length === 0)) return [];
    return [`${key}: expected one of ${show(expected.oneOf)}, got ${show(actual)}`];
  }
  if (key === 'rejected') return sameSet(expected, actual) ? [] : [`rejected: expected ${show(expected)}, got ${show(actual)}`];
  if (isPlainObject(expected) && isPlainObject(actual)) {
    const diffs: string[] = [];
    for (const [entry, value] of Object.entries(expected)) {
      const got = Object.prototype.hasOwnProperty.call(actual, entry) ? actual[entry] : undefined;
      if (!matches(value, got)) diffs.push(`${key}.${entry}: expected ${show(value)}, got ${show(got)}`);
    }
    return diffs;
  }
  return matches(expected, actual) ? [] : [`${key}: expected ${show(expected)}, got ${show(actual)}`];
}

function matches(expected: unknown, actual: unknown): boolean {
  if (isOneOf(expected)) return expected.oneOf.some((candidate) => matches(candidate, actual));
  return deepEqual(expected, actual);
}

function sameSet(expected: unknown, actual: unknown): boolean {
  if (!Array.isArray(expected) || !Array.isArray(actual) || expected.length !== actual.length) return false;
  const left = expected.map(canonical).sort();
  const right = actual.map(canonical).sort();
  return left.every((v, i) => v === right[i]);
}

function isOneOf(value: unknown): value is { oneOf: unknown[] } {
  return isPlainObject(value) && Object.keys(value).length === 1 && Array.isArray(value.oneOf);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON with sorted object keys: equal values, equal strings (undefined ≡ missing). */
function canonical(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) =>
      isPlainObject(v)
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, v[k]]),
          )
        : v,
    ) ?? 'undefined'
  );
}

function deepEqual(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function show(value: unknown): string {
  return value === undefined ? '(missing)' : JSON.stringify(value);
}

/** The outcome keys of the case-file contract ("The outcome" in the spec): an exported case's `expect` holds all of them. */
export const CASE_EXPECT_KEYS = [
  'control',
  'inhabitants',
  'turnPoints',
  'scores',
  'deeds',
  'actions',
  'permanentActions',
  'favours',
  'eliminated',
  'kills',
  'rejected',
  'draws',
] as const;

/**
 * A resolved turn as a spec case file (../shared/spec/adjudication-cases.md): the stored resolver input and the
 * stored outcome as `expect`, so `adjudicate --check case.json` re-runs the turn and compares. Players as the
 * spec names them: by their warband (rules §3).
 */
export function exportStep(step: StepCaseInput): Record<string, unknown> {
  const setup = step.setup as { map: GameMap };
  const outcome = (step.outcome ?? {}) as Record<string, unknown>;
  const players = (step.players as { id: string; name: string; warband?: string; god: string; godKind: string }[]).map((p) => ({
    id: p.id,
    name: p.warband && p.warband.trim() !== '' ? p.warband : p.name,
    god: p.god,
    godKind: p.godKind,
  }));
  return {
    name: step.name,
    description: step.description,
    map: setup.map,
    players,
    state: step.state,
    orders: step.orders,
    seed: step.seed,
    rng: step.rngVersion,
    expect: Object.fromEntries(CASE_EXPECT_KEYS.map((key) => [key, outcome[key]])),
  };
}
