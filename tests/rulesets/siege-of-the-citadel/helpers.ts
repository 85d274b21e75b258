import { join } from 'node:path';
import { checkAnswer } from '../../../src/engine/core/case-file.ts';
import { goldenFiles } from '../../helpers/golden.ts';
import { openRequests } from '../../../src/engine/core/decisions.ts';
import { siegeOfTheCitadel as ruleset } from '../../../src/engine/rulesets/siege-of-the-citadel/index.ts';
import { buildScenario, ScenarioSchema, type Scenario } from '../../../src/engine/rulesets/siege-of-the-citadel/case-file.ts';
import { defaultSetup } from '../../../src/engine/rulesets/siege-of-the-citadel/data/defaults.ts';
import type { Outcome } from '../../../src/engine/rulesets/siege-of-the-citadel/outcome.ts';
import type { Player } from '../../../src/engine/rulesets/siege-of-the-citadel/players.ts';
import { SetupSchema, type Data, type Options, type Setup } from '../../../src/engine/rulesets/siege-of-the-citadel/setup.ts';
import type { State } from '../../../src/engine/rulesets/siege-of-the-citadel/state.ts';

export { ruleset };

export const LEGION: Player = { id: 'L', name: 'Lena', role: 'legion', corporation: null };
export const BAUHAUS: Player = { id: 'B', name: 'Bo', role: 'corporation', corporation: 'bauhaus' };
export const MISHIMA: Player = { id: 'M', name: 'Mia', role: 'corporation', corporation: 'mishima' };
export const IMPERIAL: Player = { id: 'I', name: 'Ivo', role: 'corporation', corporation: 'imperial' };
export const CYBERTRONIC: Player = { id: 'C', name: 'Cai', role: 'corporation', corporation: 'cybertronic' };
export const CAPITOL: Player = { id: 'K', name: 'Kim', role: 'corporation', corporation: 'capitol' };
export const PLAYERS = [LEGION, BAUHAUS, MISHIMA];
export const FIVE = [LEGION, BAUHAUS, IMPERIAL, CYBERTRONIC, CAPITOL];

/** All-hit, all-miss and half dice (GM data): outcomes computable by hand. */
export const ALL_HIT: Data['dice'] = { white: ['hit', 'hit'], red: ['hit', 'hit'], black: ['hit', 'hit'] };
export const ALL_MISS: Data['dice'] = { white: ['miss', 'miss'], red: ['miss', 'miss'], black: ['miss', 'miss'] };

export function setupWith(options: Partial<Options> = {}, data: Partial<Data> = {}): Setup {
  const base = defaultSetup();
  return SetupSchema.parse({ options: { ...base.options, ...options }, data: { ...base.data, ...data } }) as Setup;
}

export function scenario(setup: Setup, players: Player[], spec: Record<string, unknown>): State {
  return buildScenario(setup, players, ScenarioSchema.parse(spec) as Scenario);
}

export interface Game {
  setup: Setup;
  players: Player[];
  state: State;
  outcomes: Outcome[];
  seed: number;
}

export function game(setup: Setup, players: Player[], state?: State, gameSeed = 'g'): Game {
  return { setup, players, state: state ?? ruleset.initialState(setup, players, { gameSeed }), outcomes: [], seed: 0 };
}

/** Checks an answer as the server would: null when accepted, else the refusal reasons. */
export function refusals(g: Game, player: string, answer: unknown): string[] {
  const requests = openRequests(ruleset, g.setup, g.players, g.state);
  return checkAnswer(ruleset, g.setup, g.players, g.state, requests, player, answer).map((e) => e.reason);
}

/** One step: answers checked (refused ones throw), resolved with seed `s<n>`. */
export function step(g: Game, orders: Record<string, unknown> = {}, seed?: string, gameSeed = 'g'): Outcome {
  const requests = openRequests(ruleset, g.setup, g.players, g.state);
  const parsed: Record<string, unknown> = {};
  for (const [player, answer] of Object.entries(orders)) {
    const errors = checkAnswer(ruleset, g.setup, g.players, g.state, requests, player, answer);
    if (errors.length > 0) throw new Error(`${player}: ${JSON.stringify(errors)}`);
    parsed[player] = requests.find((r) => r.player === player)!.schema!.parse(answer);
  }
  const result = ruleset.resolve({
    setup: g.setup,
    players: g.players,
    state: g.state,
    orders: parsed as Record<string, never>,
    seed: seed ?? `s${++g.seed}`,
    gameSeed,
  });
  g.state = JSON.parse(JSON.stringify(result.nextState)) as State;
  g.outcomes.push(result.outcome);
  return result.outcome;
}

export const asked = (g: Game) => openRequests(ruleset, g.setup, g.players, g.state).map((r) => `${r.player}:${r.kind}${r.required ? '' : '?'}`);

export const fig = (g: Game, id: string) => g.state.figures.find((f) => f.id === id)!;

export const act = (figure: string, ...actions: unknown[]) => ({ figure, actions });
export const move = (...path: string[]) => ({ type: 'move', path });
export const melee = (target: string) => ({ type: 'attack', mode: 'melee', target });
export const shoot = (target: string) => ({ type: 'attack', mode: 'ranged', target });
export const troopers = (activations: unknown[], extra: Record<string, unknown> = {}) => ({ kind: 'doomtroopers', activations, ...extra });
export const legion = (activations: unknown[], extra: Record<string, unknown> = {}) => ({ kind: 'legion', activations, ...extra });

/** Compares with golden/<name> (tests/helpers/golden.ts: UPDATE_GOLDEN=1 rewrites it; read the diff before committing). */
export const { check: golden } = goldenFiles(join(import.meta.dirname, 'golden'));

export const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
