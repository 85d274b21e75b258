import type { z } from 'zod';
import type { FixedDraws } from '../../core/fixed-draws.ts';
import { stepRandom } from '../../core/random.ts';
import type { RngVersion } from '../../core/rng.ts';
import type { Answer } from './answers.ts';
import { makeCtx, type Ctx } from './context.ts';
import { decisions } from './decisions.ts';
import type { Outcome } from './outcome.ts';
import type { Player } from './players.ts';
import type { Refusal } from './reasons.ts';
import type { Setup } from './setup.ts';
import { applyAnswer, askedOf, checkAnswer, type Asked } from './stages/answers.ts';
import { startDraft } from './stages/draft.ts';
import { advance } from './stages/rounds.ts';
import type { State } from './state.ts';

/** Hidden draws need a game seed; games created before it existed use a fixed one. */
export const seedOrDefault = (gameSeed: string | undefined): string => gameSeed ?? 'siege-of-the-citadel';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Parses an answer with its request's schema and checks it on a copy of the position: the answer, or its refusals. */
export function vetAnswer(
  setup: Setup,
  players: readonly Player[],
  state: State,
  player: string,
  raw: unknown,
): { answer: Answer | null; refusals: Refusal[]; asked: Asked | null } {
  const asked = askedOf(makeCtx(setup, players, state, null, '')).find((a) => a.player === player) ?? null;
  if (state.stage === 'over') return { answer: null, refusals: [{ reason: 'game_over', path: '', index: 0 }], asked };
  if (!asked) return { answer: null, refusals: [{ reason: 'not_asked', path: '', index: 0 }], asked };
  const schema = decisions(setup, players, state).find((r) => r.player === player)?.schema as z.ZodType<Answer> | undefined;
  const parsed = schema ? schema.safeParse(raw) : { success: true as const, data: raw as Answer };
  if (!parsed.success) {
    const kind = (raw as { kind?: unknown } | null)?.kind;
    const reason = typeof kind === 'string' && kind !== asked.kind ? 'wrong_kind' : 'invalid_answer';
    return { answer: null, refusals: [{ reason, path: parsed.error.issues[0]?.path.join('.') ?? '', index: 0, params: { kind: asked.kind } }], asked };
  }
  const ctx = makeCtx(setup, players, clone(state), null, '');
  const refusals = checkAnswer(ctx, player, asked.kind, parsed.data);
  return { answer: refusals.length === 0 ? parsed.data : null, refusals, asked };
}

export interface StepInput {
  setup: Setup;
  players: readonly Player[];
  state: State;
  orders: Record<string, unknown>;
  seed: string;
  rngVersion?: RngVersion;
  gameSeed?: string;
  defaulted?: string[];
  fixedDraws?: FixedDraws;
}

/**
 * One decision step: the answers of the players asked (each checked again; a refused or missing required answer
 * takes the request's default), Doomtrooper cards played on the side first (seat order), then the step's own
 * decision, then every automatic phase until somebody must decide again or the mission ends.
 */
export function resolveStep(input: StepInput): { outcome: Outcome; nextState: State; gameOver: boolean } {
  const { setup, players } = input;
  const before = input.state;
  const ctx: Ctx = makeCtx(
    setup,
    players,
    clone(before),
    stepRandom(input.seed, 'turn', input.rngVersion, input.fixedDraws),
    seedOrDefault(input.gameSeed),
    input.fixedDraws,
  );
  const asked = askedOf(ctx);
  const answers = new Map<string, Answer>();
  const defaulted = new Set(input.defaulted ?? []);
  for (const a of asked) {
    if (!Object.prototype.hasOwnProperty.call(input.orders, a.player)) continue;
    const vetted = vetAnswer(setup, players, before, a.player, input.orders[a.player]);
    if (vetted.answer) answers.set(a.player, vetted.answer);
  }
  for (const a of asked) if (a.required && !answers.has(a.player)) defaulted.add(a.player);

  const side = asked.filter((a) => a.kind === 'play-card');
  const main = asked.filter((a) => a.kind !== 'play-card');
  for (const a of side) {
    const answer = answers.get(a.player);
    if (answer) applyAnswer(ctx, a, answer);
  }
  for (const a of main) applyAnswer(ctx, a, answers.get(a.player) ?? null);
  if (before.stage === 'purchase' && ctx.state.stage === 'purchase') startDraft(ctx);
  advance(ctx);

  const outcome: Outcome = {
    stage: before.stage,
    round: before.round?.number ?? 0,
    asked: asked.map((a) => ({ player: a.player, kind: a.kind })),
    defaulted: [...defaulted].filter((id) => asked.some((a) => a.player === id)).sort(),
    events: ctx.events,
    gameOver: ctx.state.stage === 'over',
  };
  return clone({ outcome, nextState: ctx.state, gameOver: outcome.gameOver });
}

/** The position when the GM starts the mission: automatic phases run until the first decision. */
export function startState(setup: Setup, players: readonly Player[], state: State, gameSeed: string | undefined, fixedDraws?: FixedDraws): State {
  const ctx = makeCtx(setup, players, state, null, seedOrDefault(gameSeed), fixedDraws);
  advance(ctx);
  return clone(ctx.state);
}
