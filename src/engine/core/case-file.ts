import { z } from 'zod';
import { openRequests, type DecisionRequest } from './decisions.ts';
import { RNG_VERSIONS, type RngVersion } from './rng.ts';
import type { CaseSupport, OrderError, Problem, RunnableCase, Ruleset } from './ruleset.ts';

/**
 * The generic case-file format every ruleset gets (docs/rulesets.md §8; Lords of Chaos keeps the spec's own
 * format). A case is a position, the answers of one or more steps with their seeds, and the expected result:
 *
 * { "ruleset": "<id>", "name": "...", "setup": {...}?, "players": [{ "id", "name", ... }],
 *   "gameSeed": "..."?, "state": {...}?, "steps": [{ "orders": { "<player>": <sheet> }, "seed": "s1", "rng": 2?,
 *   "gmInput": ...?, "defaulted": [...]?, "adjustments": [...]? }], "expect": { ... } }
 *
 * `setup` defaults to `defaultSetup()`, `state` to `initialState(setup, players, { gameSeed })`, `gameSeed` to
 * "case". Each step: every sheet is parsed with the request's schema (or `sheetSchema`) and checked with
 * `checkSheet`; refused sheets are listed in `rejected` and left out, as the server would refuse them; the
 * rest are resolved. The result compared with `expect`:
 *
 * { outcome (last step), outcomes (every step), state (final), gameOver, rejected: [{ step, player, index,
 *   reason }], decisions: [{ player, kind, required }] (open requests of the final position) }
 *
 * `expect` lists any subset: objects are compared on the entries listed (recursively), arrays item by item
 * (same length; object items on their listed entries), `rejected` as a set, and `{ "oneOf": [...] }` accepts
 * any candidate.
 */

const StepSchema = z
  .object({
    orders: z.record(z.string(), z.unknown()).default({}),
    seed: z.string().min(1),
    rng: z.union(RNG_VERSIONS.map((v) => z.literal(v)) as [z.ZodLiteral<1>, z.ZodLiteral<2>]).optional(),
    gmInput: z.unknown().optional(),
    defaulted: z.array(z.string()).optional(),
    /** GM corrections applied to the position before this step (ruleset `applyAdjustments`). */
    adjustments: z.array(z.unknown()).max(1000).optional(),
    /**
     * A new hidden stream from this step on (a GM revert drew it): before the step, the ruleset's `reseedHidden`
     * draws what is still hidden again from it, and the step and the later ones draw from it.
     */
    gameSeed: z.string().min(1).optional(),
  })
  .strict();

const GenericCaseSchema = z
  .object({
    ruleset: z.string().optional(),
    name: z.string().optional(),
    description: z.string().optional(),
    setup: z.unknown().optional(),
    players: z.array(z.record(z.string(), z.unknown())).min(1),
    gameSeed: z.string().min(1).optional(),
    state: z.unknown().optional(),
    steps: z.array(StepSchema).max(10_000).default([]),
    expect: z.record(z.string(), z.unknown()).default({}),
  })
  .strict();

export const GENERIC_RESULT_KEYS = ['outcome', 'outcomes', 'state', 'gameOver', 'rejected', 'decisions'] as const;

export interface Rejection {
  step: number;
  player: string;
  index: number;
  reason: string;
}

function issuesToProblems(prefix: string, issues: readonly z.core.$ZodIssue[]): Problem[] {
  return issues.map((issue) => ({ path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'), code: 'invalid_shape', message: issue.message }));
}

/** The default `CaseSupport` of a ruleset: the generic format above. */
export function genericCaseSupport(ruleset: Ruleset<any, any, any, any, any, any>): CaseSupport {
  return {
    parse(json) {
      const parsed = GenericCaseSchema.safeParse(json);
      if (!parsed.success) return { ok: false, problems: issuesToProblems('', parsed.error.issues) };
      const raw = parsed.data;
      const problems: Problem[] = [];
      if (raw.ruleset !== undefined && raw.ruleset !== ruleset.id) {
        problems.push({ path: 'ruleset', code: 'wrong_ruleset', message: `The case is for "${raw.ruleset}", not "${ruleset.id}".` });
      }
      const setup = ruleset.setupSchema.safeParse(raw.setup ?? ruleset.defaultSetup());
      if (!setup.success) problems.push(...issuesToProblems('setup', setup.error.issues));
      else problems.push(...ruleset.validateSetup(setup.data).map((p) => ({ ...p, path: `setup.${p.path}` })));
      const players: unknown[] = [];
      raw.players.forEach((player, i) => {
        const one = ruleset.playerSchema.safeParse(player);
        if (!one.success) problems.push(...issuesToProblems(`players.${i}`, one.error.issues));
        else players.push(one.data);
      });
      for (const key of Object.keys(raw.expect)) {
        if (!(GENERIC_RESULT_KEYS as readonly string[]).includes(key)) problems.push({ path: `expect.${key}`, code: 'unknown_expect_key', message: `"${key}" is not a result key (${GENERIC_RESULT_KEYS.join(', ')}).` });
      }
      if (problems.length > 0) return { ok: false, problems };
      const gameSeed = raw.gameSeed ?? 'case';
      const ids = new Set(players.map((p) => ruleset.playerId(p)));
      raw.steps.forEach((step, i) => {
        for (const player of Object.keys(step.orders)) {
          if (!ids.has(player)) problems.push({ path: `steps.${i}.orders.${player}`, code: 'unknown_player', message: `Orders for unknown player "${player}".` });
        }
      });
      if (problems.length > 0) return { ok: false, problems };
      const value: RunnableCase = {
        name: raw.name ?? '',
        expect: raw.expect,
        run: () => runGenericCase(ruleset, setup.data, players, gameSeed, raw.state, raw.steps),
      };
      return { ok: true, value };
    },
  };
}

function runGenericCase(
  ruleset: Ruleset<any, any, any, any, any, any>,
  setup: unknown,
  players: unknown[],
  firstGameSeed: string,
  startState: unknown,
  steps: z.infer<typeof StepSchema>[],
): Record<string, unknown> {
  let gameSeed = firstGameSeed;
  let state = startState ?? ruleset.initialState(setup, players, { gameSeed });
  const outcomes: unknown[] = [];
  const rejected: Rejection[] = [];
  let gameOver = ruleset.isOver?.(setup, state) ?? false;
  steps.forEach((step, index) => {
    if (step.gameSeed !== undefined) {
      const previousGameSeed = gameSeed;
      gameSeed = step.gameSeed;
      state = ruleset.reseedHidden ? roundTrip(ruleset.reseedHidden(setup, players, state, { gameSeed, previousGameSeed })) : state;
    }
    if (step.adjustments && step.adjustments.length > 0 && ruleset.applyAdjustments) {
      state = ruleset.applyAdjustments(setup, players, state, step.adjustments, { gameSeed });
    }
    const requests = openRequests(ruleset, setup, players, state);
    const orders: Record<string, unknown> = {};
    for (const [player, sheet] of Object.entries(step.orders)) {
      const errors = checkAnswer(ruleset, setup, players, state, requests, player, sheet);
      if (errors.length > 0) for (const e of errors) rejected.push({ step: index + 1, player, index: e.index, reason: e.reason });
      else orders[player] = (requestSchema(ruleset, requests, player) ?? ruleset.sheetSchema).parse(sheet);
    }
    const rngVersion = (step.rng ?? 2) as RngVersion;
    const result = ruleset.resolve({
      setup,
      players,
      state,
      orders,
      seed: step.seed,
      rngVersion,
      gameSeed,
      ...(step.defaulted ? { defaulted: step.defaulted } : {}),
      ...(step.gmInput !== undefined ? { gmInput: ruleset.gmInputSchema ? ruleset.gmInputSchema.parse(step.gmInput) : step.gmInput } : {}),
    });
    outcomes.push(result.outcome);
    state = result.nextState;
    gameOver = result.gameOver || (ruleset.isOver?.(setup, state) ?? false);
  });
  const decisions = openRequests(ruleset, setup, players, state).map((r) => ({ player: r.player, kind: r.kind, required: r.required }));
  return roundTrip({ outcome: outcomes.at(-1) ?? null, outcomes, state, gameOver, rejected, decisions });
}

function requestSchema(ruleset: Ruleset<any, any, any, any, any, any>, requests: DecisionRequest[], player: string): z.ZodType | undefined {
  return requests.find((r) => r.player === player)?.schema ?? (ruleset.decisions ? undefined : ruleset.sheetSchema);
}

/** What the server does with one answer: not asked → refused; schema → refused; else `checkSheet`. */
export function checkAnswer(
  ruleset: Ruleset<any, any, any, any, any, any>,
  setup: unknown,
  players: unknown[],
  state: unknown,
  requests: DecisionRequest[],
  player: string,
  sheet: unknown,
): OrderError[] {
  if (!requests.some((r) => r.player === player)) return [{ index: 0, reason: 'not_asked', message: 'not asked to decide now' }];
  const schema = requestSchema(ruleset, requests, player) ?? ruleset.sheetSchema;
  const parsed = schema.safeParse(sheet);
  if (!parsed.success) return [{ index: 0, reason: 'invalid_sheet', message: parsed.error.issues[0]?.message ?? 'invalid' }];
  return ruleset.checkSheet(setup, players, state, player, parsed.data, 'en').errors;
}

/** JSON round trip: what the server would store and read back (drops undefined, Maps fail loudly). */
function roundTrip<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * Differences between `expect` and a result, one line each ([] = match): objects on the listed entries
 * (recursively), arrays item by item with the same length, `rejected` as a set, `{ "oneOf": [...] }` any candidate.
 */
export function compareExpect(expect: Record<string, unknown>, result: Record<string, unknown>): string[] {
  const diffs: string[] = [];
  for (const [key, expected] of Object.entries(expect)) {
    if (!(key in result)) {
      diffs.push(`${key}: not a result key`);
      continue;
    }
    diffs.push(...compareAt(key, expected, result[key], key === 'rejected'));
  }
  return diffs;
}

function compareAt(path: string, expected: unknown, actual: unknown, asSet = false): string[] {
  if (isOneOf(expected)) {
    if (expected.oneOf.some((candidate) => compareAt(path, candidate, actual, asSet).length === 0)) return [];
    return [`${path}: expected one of ${show(expected.oneOf)}, got ${show(actual)}`];
  }
  if (asSet) return sameSet(expected, actual) ? [] : [`${path}: expected ${show(expected)}, got ${show(actual)}`];
  if (isPlainObject(expected) && isPlainObject(actual)) {
    return Object.entries(expected).flatMap(([entry, value]) =>
      compareAt(`${path}.${entry}`, value, Object.prototype.hasOwnProperty.call(actual, entry) ? actual[entry] : undefined),
    );
  }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (expected.length !== actual.length) return [`${path}: expected ${expected.length} items ${show(expected)}, got ${actual.length} ${show(actual)}`];
    return expected.flatMap((item, i) => compareAt(`${path}[${i}]`, item, actual[i]));
  }
  return canonical(expected) === canonical(actual) ? [] : [`${path}: expected ${show(expected)}, got ${show(actual)}`];
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
    JSON.stringify(value, (_key, v: unknown) => (isPlainObject(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v)) ?? 'undefined'
  );
}

function show(value: unknown): string {
  return value === undefined ? '(missing)' : JSON.stringify(value);
}

/** What the server stored of one resolved step, for the generic export. */
export interface StoredStep {
  orders: Record<string, unknown>;
  seed: string;
  rngVersion: RngVersion;
  gmInput?: unknown;
  defaulted?: string[];
  adjustments?: unknown[];
  /** The hidden stream a GM revert drew from this step on (revealed with the game's seed). */
  hiddenSeed?: string;
  outcome: unknown;
}

function stepEntry(step: StoredStep): Record<string, unknown> {
  return {
    orders: step.orders,
    seed: step.seed,
    rng: step.rngVersion,
    ...(step.gmInput !== undefined && step.gmInput !== null ? { gmInput: step.gmInput } : {}),
    ...(step.defaulted && step.defaulted.length > 0 ? { defaulted: step.defaulted } : {}),
    ...(step.adjustments && step.adjustments.length > 0 ? { adjustments: step.adjustments } : {}),
    ...(step.hiddenSeed ? { gameSeed: step.hiddenSeed } : {}),
  };
}

/**
 * One resolved step in the generic format: the position before it (corrections already applied), the answers,
 * the revealed seed, and what the server stored as `expect`.
 */
export function genericStepCase(
  rulesetId: string,
  input: { name: string; description: string; setup: unknown; players: unknown[]; state: unknown; gameSeed?: string; step: StoredStep; nextState: unknown; gameOver: boolean },
): Record<string, unknown> {
  // The position is stored as the step started: corrections applied, a revert's new hidden stream drawn.
  const { adjustments: _applied, hiddenSeed: _reseeded, ...step } = input.step;
  return {
    ruleset: rulesetId,
    name: input.name,
    description: input.description,
    setup: input.setup,
    players: input.players,
    ...(input.gameSeed ? { gameSeed: input.gameSeed } : {}),
    state: input.state,
    steps: [stepEntry(step)],
    expect: { outcome: input.step.outcome, state: input.nextState, gameOver: input.gameOver },
  };
}

/**
 * A whole game in the generic format, from its start: the start position is recomputed from the setup, the
 * players and the revealed game seed (so the hidden setup draws are checked too), then every step replays with
 * its corrections, answers and seed; `expect` holds every stored outcome and the final position.
 */
export function genericGameCase(
  rulesetId: string,
  input: { name: string; description: string; setup: unknown; players: unknown[]; gameSeed: string; steps: StoredStep[]; finalState: unknown; gameOver: boolean },
): Record<string, unknown> {
  return {
    ruleset: rulesetId,
    name: input.name,
    description: input.description,
    setup: input.setup,
    players: input.players,
    gameSeed: input.gameSeed,
    steps: input.steps.map(stepEntry),
    expect: { outcomes: input.steps.map((step) => step.outcome), state: input.finalState, gameOver: input.gameOver },
  };
}
