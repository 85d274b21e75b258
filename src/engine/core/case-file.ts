import { z } from 'zod';
import type { Lang } from './catalogue.ts';
import { compareExpect, validateExpectation } from './case-match.ts';
import { caseViews, wantedViews, type CaseStepRecord, type ViewKey } from './case-views.ts';
import { openRequests, type DecisionRequest } from './decisions.ts';
import { FixedDraws, type FixedDraw, type StreamRecord } from './fixed-draws.ts';
import { RNG_VERSIONS, type RngVersion } from './rng.ts';
import type { CaseSupport, OrderError, Problem, ReportCorrection, RunnableCase, AnyRuleset } from './ruleset.ts';
import { applySetupPatch, droppedPatchFields } from './setup-patch.ts';
import { sealedAnswers } from './views.ts';

export { compareExpect } from './case-match.ts';

/**
 * The generic case-file format every ruleset gets (docs/rulesets.md §8; Lords of Chaos keeps the spec's own
 * format). A case is a position, the answers of one or more steps with their seeds, and the expected result:
 *
 * { "ruleset": "<id>", "name": "...", "setup": {...}?, "setupPatch": {...}?, "players": [{ "id", "name", ... }],
 *   "gameSeed": "..."?, "draws": {...}?, "state": {...}?, "lang": "en"?,
 *   "steps": [{ "orders": { "<player>": <sheet> }, "seed": "s1"?, "rng": 2?, "draws": { "<stream>": [...] }?,
 *   "gmInput": ...?, "defaulted": [...]?, "adjustments": [...]? }], "open": { "<player>": <sheet> }?, "expect": { ... } }
 *
 * `setup` defaults to `defaultSetup()`; `setupPatch` changes some of its fields (core/setup-patch.ts). `state`
 * defaults to `initialState(setup, players, { gameSeed })` with the start's fixed `draws`; a hand-written
 * `state` is checked first with the ruleset's `validateState`, every problem by JSON path. `gameSeed` defaults to
 * "case", a step's `seed` to "step-<n>". A step's `draws` fix the values of named streams (core/fixed-draws.ts).
 * Each step: every sheet is parsed with the request's schema (or `sheetSchema`) and checked with `checkSheet`;
 * refused sheets are listed in `rejected` and left out, as the server would refuse them; the rest are resolved.
 * `open`: answers sent to the final position's open step, not resolved (what viewers see of them: `views`).
 * The result compared with `expect`:
 *
 * { outcome (last step), outcomes (every step), state (final), gameOver, rejected: [{ step, player, index,
 *   reason }], decisions: [{ player, kind, required }] (open requests of the final position), views: { <viewer>:
 *   { position, outcome, report, answers, sheets, description, map } } (core/case-views.ts), draws: [{ step,
 *   stream, scripted, values, problems }] (every stream drawn from; step 0 = the start) }
 *
 * `expect` lists any subset, compared as core/case-match.ts says (entries listed, arrays item by item, matchers
 * `$absent`, `$length`, `$count`/`$of`, `$contains`, `$excludes`, `$text`, `$oneOf`, `$allOf`). Problems of
 * the fixed draws (a stream run out, values left unused, a stream never drawn from) are differences too.
 */

const DrawsSchema = z.record(z.string().min(1), z.array(z.union([z.number(), z.string(), z.array(z.union([z.number(), z.string()]))])).max(10_000));

const StepSchema = z
  .object({
    orders: z.record(z.string(), z.unknown()).default({}),
    seed: z.string().min(1).optional(),
    rng: z.union(RNG_VERSIONS.map((v) => z.literal(v)) as [z.ZodLiteral<1>, z.ZodLiteral<2>]).optional(),
    /** Fixed values of named streams during this step (core/fixed-draws.ts). */
    draws: DrawsSchema.optional(),
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
    setupPatch: z.record(z.string(), z.unknown()).optional(),
    players: z.array(z.record(z.string(), z.unknown())).min(1),
    gameSeed: z.string().min(1).optional(),
    draws: DrawsSchema.optional(),
    state: z.unknown().optional(),
    lang: z.enum(['es', 'en']).optional(),
    steps: z.array(StepSchema).max(10_000).default([]),
    open: z.record(z.string(), z.unknown()).optional(),
    expect: z.record(z.string(), z.unknown()).default({}),
  })
  .strict();

export const GENERIC_RESULT_KEYS = ['outcome', 'outcomes', 'state', 'gameOver', 'rejected', 'decisions', 'views', 'draws'] as const;

export interface Rejection {
  step: number;
  player: string;
  index: number;
  reason: string;
}

export function issuesToProblems(prefix: string, issues: readonly z.core.$ZodIssue[]): Problem[] {
  return issues.map((issue) => ({ path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'), code: 'invalid_shape', message: issue.message }));
}

/** `setup` (else `defaultSetup()`) with `setupPatch` applied, parsed and validated; problems under `setup`/`setupPatch`. */
export function caseSetup(ruleset: AnyRuleset, setup: unknown, patch: unknown): { setup: unknown; problems: Problem[] } {
  const base: unknown = setup ?? ruleset.defaultSetup();
  const candidate: unknown = patch === undefined ? base : applySetupPatch(base, patch);
  const parsed = ruleset.setupSchema.safeParse(candidate);
  if (!parsed.success) return { setup: undefined, problems: issuesToProblems(patch === undefined ? 'setup' : 'setupPatch', parsed.error.issues) };
  const problems = [
    ...(patch === undefined ? [] : droppedPatchFields(patch, parsed.data)),
    ...ruleset.validateSetup(parsed.data).map((p) => ({ ...p, path: `setup.${p.path}` })),
  ];
  return { setup: parsed.data, problems };
}

/** A hand-written position's problems (ruleset `validateState`), each under `state.`. */
export function caseStateProblems(ruleset: AnyRuleset, setup: unknown, players: unknown[], state: unknown): Problem[] {
  if (state === undefined || !ruleset.validateState) return [];
  return ruleset.validateState(setup, players, state).map((p) => ({ ...p, path: p.path ? `state.${p.path}` : 'state' }));
}

/** Problems of `expect` common to every format: matchers (core/case-match.ts) and `views` (core/case-views.ts). */
export function expectationProblems(expect: Record<string, unknown>, playerIds: readonly string[]): { problems: Problem[]; views: Record<string, ViewKey[]> } {
  const problems = Object.entries(expect).flatMap(([key, value]) => validateExpectation(value, `expect.${key}`));
  if (expect.views === undefined) return { problems, views: {} };
  const wanted = wantedViews(expect.views, playerIds);
  return { problems: [...problems, ...wanted.problems], views: wanted.wanted };
}

/** The default `CaseSupport` of a ruleset: the generic format above. */
export function genericCaseSupport(ruleset: AnyRuleset): CaseSupport {
  return {
    parse(json) {
      const parsed = GenericCaseSchema.safeParse(json);
      if (!parsed.success) return { ok: false, problems: issuesToProblems('', parsed.error.issues) };
      const raw = parsed.data;
      const problems: Problem[] = [];
      if (raw.ruleset !== undefined && raw.ruleset !== ruleset.id) {
        problems.push({ path: 'ruleset', code: 'wrong_ruleset', message: `The case is for "${raw.ruleset}", not "${ruleset.id}".` });
      }
      const setup = caseSetup(ruleset, raw.setup, raw.setupPatch);
      problems.push(...setup.problems);
      const players: unknown[] = [];
      raw.players.forEach((player, i) => {
        const one = ruleset.playerSchema.safeParse(player);
        if (!one.success) problems.push(...issuesToProblems(`players.${i}`, one.error.issues));
        else players.push(one.data);
      });
      for (const key of Object.keys(raw.expect)) {
        if (!(GENERIC_RESULT_KEYS as readonly string[]).includes(key))
          problems.push({ path: `expect.${key}`, code: 'unknown_expect_key', message: `"${key}" is not a result key (${GENERIC_RESULT_KEYS.join(', ')}).` });
      }
      if (problems.length > 0) return { ok: false, problems };
      const ids = players.map((p) => ruleset.playerId(p));
      const expectation = expectationProblems(raw.expect, ids);
      problems.push(...expectation.problems);
      problems.push(
        ...unknownPlayers(
          raw.steps.map((step) => step.orders),
          raw.open,
          ids,
        ),
      );
      if (raw.draws && raw.state !== undefined)
        problems.push({
          path: 'draws',
          code: 'draws_without_start',
          message: "The start's fixed draws apply to initialState: the case gives a state instead.",
        });
      problems.push(...caseStateProblems(ruleset, setup.setup, players, raw.state));
      if (problems.length > 0) return { ok: false, problems };
      const value: RunnableCase = {
        name: raw.name ?? '',
        expect: raw.expect,
        run: () =>
          runCase({
            ruleset,
            name: raw.name ?? '',
            lang: raw.lang ?? 'en',
            setup: setup.setup,
            players,
            gameSeed: raw.gameSeed ?? 'case',
            start: raw.state,
            startDraws: raw.draws,
            steps: raw.steps,
            open: raw.open ?? {},
            views: expectation.views,
          }),
        compare: compareCase,
      };
      return { ok: true, value };
    },
  };
}

/** Orders (per step, then `open`) from players not seated: problems by path. */
export function unknownPlayers(steps: readonly Record<string, unknown>[], open: Record<string, unknown> | undefined, ids: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  steps.forEach((orders, i) => {
    for (const player of Object.keys(orders))
      if (!ids.includes(player))
        problems.push({ path: `steps.${i}.orders.${player}`, code: 'unknown_player', message: `Orders for unknown player "${player}".` });
  });
  for (const player of Object.keys(open ?? {}))
    if (!ids.includes(player)) problems.push({ path: `open.${player}`, code: 'unknown_player', message: `Orders for unknown player "${player}".` });
  return problems;
}

/** `compareExpect`, plus the problems of the fixed draws the run recorded (`draws`). */
export function compareCase(expect: Record<string, unknown>, result: Record<string, unknown>): string[] {
  const draws = Array.isArray(result.draws) ? (result.draws as (StreamRecord & { step: number })[]) : [];
  const problems = draws.flatMap((d) => d.problems.map((p) => `draws (step ${d.step}) ${d.stream}: ${p}`));
  return [...compareExpect(expect, result), ...problems];
}

/** One step of a case as the runner takes it (the generic format's, or a ruleset format's mapped onto it). */
export interface CaseStep {
  orders: Record<string, unknown>;
  seed?: string | undefined;
  rng?: RngVersion | undefined;
  draws?: Record<string, FixedDraw[]> | undefined;
  gmInput?: unknown;
  defaulted?: string[] | undefined;
  adjustments?: unknown[] | undefined;
  /** A GM revert's new hidden stream from this step on (the ruleset's `reseedHidden` runs first). */
  gameSeed?: string | undefined;
}

export interface CaseRunSpec {
  ruleset: AnyRuleset;
  name: string;
  lang: Lang;
  setup: unknown;
  players: unknown[];
  gameSeed: string;
  /** The position to start from; undefined: `initialState` (with `startDraws`). */
  start: unknown;
  startDraws?: Record<string, FixedDraw[]> | undefined;
  steps: CaseStep[];
  open: Record<string, unknown>;
  views: Record<string, readonly ViewKey[]>;
  /**
   * A ruleset format's own work before a step (corrections it checks itself): the position to resolve from,
   * and the corrections to show in the step's report. Absent: the step's `adjustments` applied as given.
   */
  beforeStep?(state: unknown, step: CaseStep, index: number): { state: unknown; corrections: unknown[] };
}

/** Runs a case: the generic result (see the format above), JSON round-tripped as the server would store it. */
export function runCase(spec: CaseRunSpec): Record<string, unknown> {
  const { ruleset, setup, players } = spec;
  let gameSeed = spec.gameSeed;
  const draws: (StreamRecord & { step: number })[] = [];
  let state = spec.start;
  if (state === undefined) {
    const fixedDraws = new FixedDraws(spec.startDraws ?? {});
    state = ruleset.initialState(setup, players, { gameSeed, fixedDraws });
    draws.push(...fixedDraws.records().map((r) => ({ step: 0, ...r })));
  }
  const outcomes: unknown[] = [];
  const rejected: Rejection[] = [];
  let gameOver = ruleset.isOver?.(setup, state) ?? false;
  let last: CaseStepRecord | null = null;
  spec.steps.forEach((step, index) => {
    const fixedDraws = new FixedDraws(step.draws ?? {});
    if (step.gameSeed !== undefined) {
      const previousGameSeed = gameSeed;
      gameSeed = step.gameSeed;
      if (ruleset.reseedHidden) state = roundTrip(ruleset.reseedHidden(setup, players, state, { gameSeed, previousGameSeed }));
    }
    let corrections: unknown[] = step.adjustments ?? [];
    if (spec.beforeStep) ({ state, corrections } = spec.beforeStep(state, step, index));
    else if (corrections.length > 0 && ruleset.applyAdjustments) state = ruleset.applyAdjustments(setup, players, state, corrections, { gameSeed, fixedDraws });
    const requests = openRequests(ruleset, setup, players, state);
    const orders = acceptedAnswers(ruleset, setup, players, state, requests, step.orders, index + 1, rejected);
    const before = state;
    const result = ruleset.resolve({
      setup,
      players,
      state,
      orders,
      seed: step.seed ?? `step-${index + 1}`,
      rngVersion: step.rng ?? 2,
      gameSeed,
      fixedDraws,
      ...(step.defaulted ? { defaulted: step.defaulted } : {}),
      ...(step.gmInput !== undefined ? { gmInput: ruleset.gmInputSchema ? (ruleset.gmInputSchema.parse(step.gmInput) as unknown) : step.gmInput } : {}),
    });
    draws.push(...fixedDraws.records().map((r) => ({ step: index + 1, ...r })));
    outcomes.push(result.outcome);
    state = result.nextState;
    gameOver = result.gameOver || (ruleset.isOver?.(setup, state) ?? false);
    last = {
      number: index + 1,
      before,
      after: state,
      outcome: result.outcome,
      orders,
      sealed: sealedAnswers(requests, orders),
      corrections: reportCorrections(corrections),
    };
  });
  const requests = openRequests(ruleset, setup, players, state);
  const decisions = requests.map((r) => ({ player: r.player, kind: r.kind, required: r.required }));
  const open = acceptedAnswers(ruleset, setup, players, state, requests, spec.open, spec.steps.length + 1, rejected);
  // Views are computed from the stored (round-tripped) values, as the server reads them back.
  const stored = roundTrip({ state, last: last as CaseStepRecord | null, open });
  const views =
    Object.keys(spec.views).length === 0
      ? {}
      : caseViews(
          ruleset,
          { name: spec.name, lang: spec.lang, setup, players, state: stored.state, gameOver, last: stored.last, requests, open: stored.open },
          spec.views,
        );
  return roundTrip({ outcome: outcomes.at(-1) ?? null, outcomes, state, gameOver, rejected, decisions, views, draws });
}

/** The answers the server would accept (parsed), the others listed in `rejected` for step `number`. */
function acceptedAnswers(
  ruleset: AnyRuleset,
  setup: unknown,
  players: unknown[],
  state: unknown,
  requests: DecisionRequest[],
  sheets: Record<string, unknown>,
  number: number,
  rejected: Rejection[],
): Record<string, unknown> {
  const orders: Record<string, unknown> = {};
  for (const [player, sheet] of Object.entries(sheets)) {
    const errors = checkAnswer(ruleset, setup, players, state, requests, player, sheet);
    if (errors.length > 0) for (const e of errors) rejected.push({ step: number, player, index: e.index, reason: e.reason });
    else orders[player] = (requestSchema(ruleset, requests, player) ?? ruleset.sheetSchema).parse(sheet);
  }
  return orders;
}

/** Corrections as a report shows them (`{ kind, reason, ...data }`, as src/services/published/steps.ts reads them). */
function reportCorrections(corrections: readonly unknown[]): ReportCorrection[] {
  return corrections.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { kind, reason, ...data } = item as Record<string, unknown>;
    return typeof kind === 'string' ? [{ kind, reason: typeof reason === 'string' ? reason : '', data }] : [];
  });
}

function requestSchema(ruleset: AnyRuleset, requests: DecisionRequest[], player: string): z.ZodType | undefined {
  return requests.find((r) => r.player === player)?.schema ?? (ruleset.decisions ? undefined : ruleset.sheetSchema);
}

/** What the server does with one answer: not asked → refused; schema → refused; else `checkSheet`. */
export function checkAnswer(
  ruleset: AnyRuleset,
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
  input: {
    name: string;
    description: string;
    setup: unknown;
    players: unknown[];
    state: unknown;
    gameSeed?: string;
    step: StoredStep;
    nextState: unknown;
    gameOver: boolean;
  },
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
  input: {
    name: string;
    description: string;
    setup: unknown;
    players: unknown[];
    gameSeed: string;
    steps: StoredStep[];
    finalState: unknown;
    gameOver: boolean;
  },
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
