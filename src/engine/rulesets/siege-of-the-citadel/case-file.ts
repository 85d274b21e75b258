import { z } from 'zod';
import { caseStateProblems, compareCase, expectationProblems, runCase, unknownPlayers } from '../../core/case-file.ts';
import type { CaseSupport, Problem, Ruleset, RunnableCase } from '../../core/ruleset.ts';
import { applySetupPatch, droppedPatchFields } from '../../core/setup-patch.ts';
import { RNG_VERSIONS } from '../../core/rng.ts';
import { applyAdjustments, checkAdjustment } from './adjustments.ts';
import { carry, nextSetup } from './campaign.ts';
import { makeCtx } from './context.ts';
import { CREATURES, type CreatureType } from './ids.ts';
import type { Player } from './players.ts';
import { parseSquare } from './rules/grid.ts';
import { rankOf, rowOfRank, tierFor } from './rules/ranks.ts';
import type { Setup } from './setup.ts';
import { campaignStatus } from './standings.ts';
import { blankState } from './stages/mission-start.ts';
import type { Figure, State } from './state.ts';
import type { ViewKey } from '../../core/case-views.ts';

/**
 * The case-file format of Siege of the Citadel (docs/rulesets/siege-of-the-citadel.md): the generic format
 * (core/case-file.ts) plus
 *
 * - `options` / `data`: fields replacing those of the default setup (`data` replaces whole top-level keys,
 *   e.g. `"dice"` to make every face a hit); `setupPatch` (generic) then merges deeper changes;
 * - `scenario`: a position built in a few lines instead of a whole state (a round in progress, figures on
 *   squares, groups' points and pools, face-down cards, the event deck);
 * - `steps[].corrections`: GM corrections applied before the step (problems in the result's `problems`);
 * - result keys besides the generic ones: `problems` (corrections refused: { step, index, code }), `carry` and
 *   `next` (campaign: what each seat carries and the next setup's options), `campaign` (its standings, whether it
 *   ended and who won; null: no campaign).
 *
 * The generic keys `draws` (fixed dice: the step stream `turn` rolls every die as a face number 1..faces;
 * hidden streams such as `hidden/tiles:round-2`), `open`, `lang`, `views` and the matchers work as in the
 * generic format (docs/rulesets.md §8).
 */

const Draws = z.record(z.string().min(1), z.array(z.union([z.number(), z.string(), z.array(z.union([z.number(), z.string()]))])).max(10_000));

const Step = z
  .object({
    orders: z.record(z.string(), z.unknown()).default({}),
    seed: z.string().min(1).optional(),
    rng: z.union(RNG_VERSIONS.map((v) => z.literal(v)) as [z.ZodLiteral<1>, z.ZodLiteral<2>]).optional(),
    draws: Draws.optional(),
    defaulted: z.array(z.string()).optional(),
    corrections: z.array(z.unknown()).max(50).default([]),
  })
  .strict();

const FigureSpec = z
  .object({
    id: z.string().min(1).max(64),
    /** A square label, or a section id on missions without a grid; "waiting" for outside at the group's entrance. */
    at: z.string().min(1).max(12).optional(),
    status: z.enum(['waiting', 'board', 'pending', 'dead', 'withdrawn']).optional(),
    strength: z.number().int().min(0).max(10).optional(),
    weapon: z.string().max(40).nullable().optional(),
    equipment: z.array(z.string().max(40)).max(10).optional(),
    entrance: z.string().max(40).nullable().optional(),
    section: z.string().max(2).optional(),
  })
  .strict();

export const ScenarioSchema = z
  .object({
    round: z.number().int().min(1).max(60).default(1),
    /** Whose tile is up (player id); absent: no turn open (the next tile is drawn). */
    turn: z.string().optional(),
    phase: z.enum(['reveal', 'event', 'actions']).default('actions'),
    event: z.string().nullable().default(null),
    /** Actions already taken this turn, figures done, figure in progress. */
    actions: z.record(z.string(), z.number().int().min(0).max(4)).default({}),
    done: z.array(z.string()).default([]),
    active: z.string().nullable().default(null),
    /** The round's tile order (default: the turn's player first, then the others in seat order). */
    order: z.array(z.string()).optional(),
    last: z.boolean().default(false),
    groups: z
      .record(
        z.string(),
        z
          .object({
            points: z.number().int().optional(),
            credits: z.number().int().min(0).optional(),
            rank: z.number().int().min(1).max(9).optional(),
            extra: z.number().int().min(0).max(6).optional(),
            entrance: z.string().nullable().optional(),
            hand: z.array(z.string()).optional(),
            secret: z.string().nullable().optional(),
            main: z.boolean().optional(),
            startPoints: z.number().int().optional(),
          })
          .strict(),
      )
      .default({}),
    figures: z.array(FigureSpec).max(60).default([]),
    /** Face-down monster cards per section (sections not listed: none). */
    sections: z.record(z.string(), z.array(z.string())).default({}),
    events: z.array(z.string()).default([]),
    pending: z
      .object({ creatures: z.array(z.string()), trigger: z.string().nullable().default(null) })
      .nullable()
      .default(null),
    legion: z
      .object({
        damage: z.number().int().min(0).default(0),
        kills: z.number().int().min(0).default(0),
        points: z.number().int().optional(),
        credits: z.number().int().optional(),
      })
      .default({ damage: 0, kills: 0 }),
    tier: z.string().optional(),
    ruling: z.boolean().nullable().default(null),
  })
  .strict();
export type Scenario = z.infer<typeof ScenarioSchema>;

const CaseSchema = z
  .object({
    ruleset: z.string().optional(),
    name: z.string().optional(),
    description: z.string().optional(),
    options: z.record(z.string(), z.unknown()).optional(),
    setupPatch: z.record(z.string(), z.unknown()).optional(),
    data: z.record(z.string(), z.unknown()).optional(),
    players: z.array(z.record(z.string(), z.unknown())).min(1),
    gameSeed: z.string().min(1).optional(),
    draws: Draws.optional(),
    state: z.unknown().optional(),
    scenario: ScenarioSchema.optional(),
    lang: z.enum(['es', 'en']).optional(),
    steps: z.array(Step).max(2000).default([]),
    open: z.record(z.string(), z.unknown()).optional(),
    expect: z.record(z.string(), z.unknown()).default({}),
  })
  .strict();

export const RESULT_KEYS = [
  'outcome',
  'outcomes',
  'state',
  'gameOver',
  'rejected',
  'decisions',
  'views',
  'draws',
  'problems',
  'carry',
  'next',
  'campaign',
] as const;

/** Builds a round position from a scenario (tests and case files). */
export function buildScenario(setup: Setup, players: readonly Player[], scenario: Scenario): State {
  const state = blankState(setup, players);
  state.stage = 'round';
  const ctx = makeCtx(setup, players, state, null, 'case');
  for (const [id, spec] of Object.entries(scenario.groups)) {
    const g = state.groups[id];
    if (!g) continue;
    if (spec.points !== undefined) g.points = spec.points;
    if (spec.credits !== undefined) g.credits = spec.credits;
    g.rank = spec.rank ?? rankOf(setup.data, g.points);
    g.startPoints = spec.startPoints ?? g.points;
    g.extra = spec.extra ?? (state.rules === 'full' ? rowOfRank(setup.data, g.rank).extraActions : 0);
    if (spec.entrance !== undefined) g.entrance = spec.entrance;
    if (spec.hand) g.hand = [...spec.hand];
    if (spec.secret !== undefined) g.secret = spec.secret;
    if (spec.main !== undefined) g.main = spec.main;
  }
  for (const g of Object.values(state.groups)) {
    if (!scenario.groups[g.player]) {
      g.rank = rankOf(setup.data, g.points);
      g.extra = state.rules === 'full' ? rowOfRank(setup.data, g.rank).extraActions : 0;
    }
  }
  state.tier =
    scenario.tier ??
    tierFor(
      setup.data,
      Object.values(state.groups).map((g) => g.rank),
    ).id;
  for (const spec of scenario.figures) {
    let f: Figure | undefined = state.figures.find((x) => x.id === spec.id);
    if (!f) {
      const type = spec.id.replace(/-\d+$/, '') as CreatureType;
      if (!(CREATURES as readonly string[]).includes(type)) continue;
      const n = Number(/-(\d+)$/.exec(spec.id)?.[1] ?? '0');
      state.counters[type] = Math.max(state.counters[type] ?? 0, n);
      f = {
        id: spec.id,
        kind: 'creature',
        owner: state.legion.player,
        type,
        status: 'board',
        section: null,
        square: null,
        entrance: null,
        strength: 1,
        weapon: null,
        equipment: [],
        visited: [],
        note: null,
      };
      state.figures.push(f);
    }
    if (spec.at !== undefined) {
      const square = ctx.grid ? parseSquare(spec.at) : null;
      if (ctx.grid && square) {
        f.square = spec.at.toLowerCase();
        f.section = ctx.grid.sectionAt(square.x, square.y);
      } else f.section = spec.at;
      f.status = 'board';
      if (f.section && !f.visited.includes(f.section)) f.visited.push(f.section);
    }
    if (spec.section !== undefined) f.section = spec.section;
    if (spec.status !== undefined) f.status = spec.status;
    if (spec.strength !== undefined) f.strength = spec.strength;
    if (spec.weapon !== undefined) f.weapon = spec.weapon;
    if (spec.equipment !== undefined) f.equipment = [...spec.equipment];
    if (spec.entrance !== undefined) f.entrance = spec.entrance;
    if (f.kind === 'trooper' && f.status === 'waiting' && f.entrance === null) f.entrance = state.groups[f.owner]?.entrance ?? null;
  }
  for (const f of state.figures)
    if (f.kind === 'trooper' && f.status === 'waiting' && f.entrance === null) f.entrance = state.groups[f.owner]?.entrance ?? null;
  for (const section of ctx.mission.sections) state.sections[section.id] = { cards: [...(scenario.sections[section.id] ?? [])] };
  state.events = { deck: [...scenario.events], drawn: [] };
  const legion = state.legion.player;
  const others = state.seats.filter((id) => id !== scenario.turn);
  const order = scenario.order ?? (scenario.turn ? [scenario.turn, ...others] : state.seats);
  state.round = { number: scenario.round, order, index: scenario.turn ? Math.max(0, order.indexOf(scenario.turn)) : -1, last: scenario.last };
  if (scenario.turn) {
    const common = { player: scenario.turn, active: scenario.active, done: [...scenario.done], actions: { ...scenario.actions } };
    state.turn = scenario.turn === legion ? { kind: 'legion', phase: scenario.phase, event: scenario.event, ...common } : { kind: 'corporation', ...common };
  }
  if (scenario.pending) {
    for (const id of scenario.pending.creatures) {
      const f = state.figures.find((x) => x.id === id);
      if (f) f.status = 'pending';
    }
    state.pending = { creatures: [...scenario.pending.creatures], trigger: scenario.pending.trigger, cards: [] };
  }
  state.legion.damage = scenario.legion.damage;
  state.legion.kills = scenario.legion.kills;
  if (scenario.legion.points !== undefined) state.legion.points = scenario.legion.points;
  if (scenario.legion.credits !== undefined) state.legion.credits = scenario.legion.credits;
  state.ruling = scenario.ruling;
  return state;
}

/**
 * What a scenario names that the position does not have (buildScenario would skip it without a word): groups
 * of players not seated as corporations, figures that are neither the setup's nor `<creature>-<n>`, sections
 * not on the mission, a turn or order of players not seated. Paths under `scenario`.
 */
export function scenarioProblems(setup: Setup, players: readonly Player[], scenario: Scenario): Problem[] {
  const state = blankState(setup, players);
  const mission = makeCtx(setup, players, state, null, 'case').mission;
  const problems: Problem[] = [];
  const seated = new Set(players.map((p) => p.id));
  for (const id of Object.keys(scenario.groups))
    if (!state.groups[id])
      problems.push({ path: `scenario.groups.${id}`, code: 'unknown_group', message: `"${id}" leads no group of Doomtroopers in this game.` });
  scenario.figures.forEach((spec, i) => {
    const known = state.figures.some((f) => f.id === spec.id) || (CREATURES as readonly string[]).includes(spec.id.replace(/-\d+$/, ''));
    if (!known)
      problems.push({
        path: `scenario.figures.${i}.id`,
        code: 'unknown_figure',
        message: `"${spec.id}" is neither a Doomtrooper of the game nor a creature "<type>-<n>".`,
      });
  });
  const sections = new Set(mission.sections.map((section) => section.id));
  for (const id of Object.keys(scenario.sections))
    if (!sections.has(id)) problems.push({ path: `scenario.sections.${id}`, code: 'unknown_section', message: `"${id}" is not a section of the mission.` });
  if (scenario.turn !== undefined && !seated.has(scenario.turn))
    problems.push({ path: 'scenario.turn', code: 'unknown_player', message: `"${scenario.turn}" is not a seated player.` });
  (scenario.order ?? []).forEach((id, i) => {
    if (!seated.has(id)) problems.push({ path: `scenario.order.${i}`, code: 'unknown_player', message: `"${id}" is not a seated player.` });
  });
  return problems;
}

const issues = (prefix: string, list: readonly z.core.$ZodIssue[]): Problem[] =>
  list.map((issue) => ({ path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'), code: 'invalid_shape', message: issue.message }));

export function caseSupport(ruleset: Ruleset<Setup, Player, State, unknown, unknown>): CaseSupport {
  return {
    parse(json) {
      const parsed = CaseSchema.safeParse(json);
      if (!parsed.success) return { ok: false, problems: issues('', parsed.error.issues) };
      const raw = parsed.data;
      const problems: Problem[] = [];
      if (raw.ruleset !== undefined && raw.ruleset !== ruleset.id)
        problems.push({ path: 'ruleset', code: 'wrong_ruleset', message: `The case is for "${raw.ruleset}", not "${ruleset.id}".` });
      const base = ruleset.defaultSetup();
      const replaced = { options: { ...base.options, ...(raw.options ?? {}) }, data: { ...base.data, ...(raw.data ?? {}) } };
      const candidate = raw.setupPatch ? applySetupPatch(replaced, raw.setupPatch) : replaced;
      const setup = ruleset.setupSchema.safeParse(candidate);
      if (!setup.success) problems.push(...issues(raw.setupPatch ? 'setupPatch' : 'setup', setup.error.issues));
      else
        problems.push(
          ...(raw.setupPatch ? droppedPatchFields(raw.setupPatch, setup.data) : []),
          ...ruleset.validateSetup(setup.data).map((p) => ({ ...p, path: `setup.${p.path}` })),
        );
      const players: Player[] = [];
      raw.players.forEach((p, i) => {
        const one = ruleset.playerSchema.safeParse(p);
        if (!one.success) problems.push(...issues(`players.${i}`, one.error.issues));
        else players.push(one.data);
      });
      for (const key of Object.keys(raw.expect)) {
        if (!(RESULT_KEYS as readonly string[]).includes(key))
          problems.push({ path: `expect.${key}`, code: 'unknown_expect_key', message: `"${key}" is not a result key (${RESULT_KEYS.join(', ')}).` });
      }
      const ids = players.map((p) => p.id);
      problems.push(
        ...unknownPlayers(
          raw.steps.map((step) => step.orders),
          raw.open,
          ids,
        ),
      );
      const expectation = expectationProblems(raw.expect, ids);
      problems.push(...expectation.problems);
      if (raw.draws && (raw.state !== undefined || raw.scenario))
        problems.push({
          path: 'draws',
          code: 'draws_without_start',
          message: "The start's fixed draws apply to initialState: the case gives a state or a scenario instead.",
        });
      if (setup.success) problems.push(...caseStateProblems(ruleset, setup.data, players, raw.state));
      if (setup.success && raw.scenario && problems.length === 0) problems.push(...scenarioProblems(setup.data, players, raw.scenario));
      if (problems.length > 0 || !setup.success) return { ok: false, problems };
      const value: RunnableCase = {
        name: raw.name ?? '',
        expect: raw.expect,
        run: () =>
          runSiegeCase(ruleset, {
            setup: setup.data,
            players,
            gameSeed: raw.gameSeed ?? 'case',
            start: raw.scenario ? buildScenario(setup.data, players, raw.scenario) : (raw.state as State | undefined),
            raw,
            views: expectation.views,
          }),
        compare: compareCase,
      };
      return { ok: true, value };
    },
  };
}

function runSiegeCase(
  ruleset: Ruleset<Setup, Player, State, unknown, unknown>,
  input: { setup: Setup; players: Player[]; gameSeed: string; start: State | undefined; raw: z.infer<typeof CaseSchema>; views: Record<string, ViewKey[]> },
): Record<string, unknown> {
  const { setup, players, raw } = input;
  const problems: { step: number; index: number; code: string }[] = [];
  const result = runCase({
    ruleset,
    name: raw.name ?? '',
    lang: raw.lang ?? 'en',
    setup,
    players,
    gameSeed: input.gameSeed,
    start: input.start,
    startDraws: raw.draws,
    steps: raw.steps.map((step) => ({ orders: step.orders, seed: step.seed, rng: step.rng, draws: step.draws, defaulted: step.defaulted })),
    open: raw.open ?? {},
    views: input.views,
    // Corrections are checked one by one against the position before the step; refused ones are listed.
    beforeStep(state, _step, i) {
      const accepted: unknown[] = [];
      raw.steps[i]!.corrections.forEach((c, k) => {
        const found = ruleset.checkAdjustment!(setup, players, state as State, c);
        if (found.length > 0) for (const p of found) problems.push({ step: i + 1, index: k, code: p.code });
        else accepted.push(c);
      });
      return { state: accepted.length > 0 ? ruleset.applyAdjustments!(setup, players, state as State, accepted) : state, corrections: accepted };
    },
  });
  const carried = carry(setup, players, result.state as State);
  const campaign = campaignStatus(setup, result.state as State);
  return JSON.parse(JSON.stringify({ ...result, problems, carry: carried, next: nextSetup(setup, carried).options, campaign })) as Record<string, unknown>;
}

/** Exported for tests: the adjustments check is part of the runner. */
export { checkAdjustment, applyAdjustments };
