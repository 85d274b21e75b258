import type { ResolveInput, ResolveResult } from '../../core/ruleset.ts';
import { SheetSchema, type Sheet } from './answers.ts';
import { askedPlayers, refusalsOf } from './check.ts';
import { enterPhase, makeCtx, type Ctx } from './context.ts';
import { defaultAnswer } from './defaults.ts';
import { applyActionList } from './initiative.ts';
import type { Outcome } from './outcome.ts';
import { normalizeState } from './position.ts';
import { stepRandomSource, type RandomSource } from './random-source.ts';
import type { Setup } from './setup.ts';
import { actionPhaseStage, endInitiative } from './stages/action-phase.ts';
import { afterAssignment, afterGmPause, afterPreBattle, noRetreat, recordAssignment, recordPostBattle, retreatAll, startBattle } from './stages/battle.ts';
import { defaultAssignment, hitCounts, playerOfSide } from './stages/battle-common.ts';
import { doomStage, performRitual } from './stages/doom.ts';
import { endGame, revealEndsGame } from './stages/end.ts';
import { firstPlayerStage, setFirstPlayer } from './stages/first-player.ts';
import { gatherStage } from './stages/gather.ts';
import type { Pending, Player, State } from './types.ts';
import { buildWorld, type World } from './world.ts';

/**
 * One step of Cthulhu Wars: the answers to the open decision (or its defaults), then every automatic stage
 * until the next decision or the end.
 *
 *   answers → apply (direction | first player | initiative actions | pre-battle | assignment | retreat | ritual)
 *   → advance: [action phase: next initiative / battle stages] → gather power → first player → doom → ...
 */
export function resolveStep(input: ResolveInput<Setup, Player, State, Sheet>): ResolveResult<State, Outcome> {
  const world = buildWorld(input.setup, input.players);
  const random = stepRandomSource(input.seed, input.rngVersion, input.fixedDraws);
  const ctx = makeCtx(world, normalizeState(world, input.state, input.gameSeed, input.fixedDraws));
  if (!ctx.state.pending) advance(ctx, random);
  const round = ctx.state.round;
  const phase = ctx.state.phase;
  const pending = ctx.state.pending!;
  if (pending.kind !== 'over') {
    const answers = collectAnswers(ctx, pending, input.orders, new Set(input.defaulted ?? []));
    ctx.state.pending = null;
    applyAnswers(ctx, pending, answers);
    advance(ctx, random);
  }
  const outcome: Outcome = {
    round,
    phase,
    answered: pending.kind,
    events: ctx.events,
    gameOver: ctx.state.phase === 'over',
    winners: ctx.state.winners,
  };
  return JSON.parse(JSON.stringify({ outcome, nextState: ctx.state, gameOver: outcome.gameOver })) as ResolveResult<State, Outcome>;
}

/**
 * A position with its open decision computed (for decisions, checks and views). It never rolls dice: a
 * position left just before a roll (a hand-written state) waits for the GM, whose resolution rolls them.
 */
export function settledState(world: World, raw: unknown, gameSeed?: string): State {
  const ctx = makeCtx(world, normalizeState(world, raw, gameSeed));
  if (!ctx.state.pending) {
    advance(ctx, null);
  }
  return ctx.state;
}

interface Answer {
  sheet: Sheet;
  defaulted: boolean;
}

/** Each asked player's answer: theirs when legal, else the default (reported when it replaced an illegal one). */
function collectAnswers(ctx: Ctx, pending: Pending, orders: Record<string, Sheet>, defaulted: Set<string>): Map<string, Answer> {
  const answers = new Map<string, Answer>();
  for (const player of askedPlayers(pending)) {
    const given = orders[player];
    const parsed = given === undefined ? null : SheetSchema.safeParse(given);
    let sheet: Sheet | null = parsed?.success ? parsed.data : null;
    if (sheet) {
      const refusals = refusalsOf(ctx.world, ctx.state, player, sheet);
      if (refusals.length > 0) {
        ctx.events.push({ type: 'answer-replaced', player, kind: pending.kind, reasons: refusals.map((r) => r.reason) });
        sheet = null;
      }
    } else if (given !== undefined) {
      ctx.events.push({ type: 'answer-replaced', player, kind: pending.kind, reasons: ['wrong_answer'] });
    }
    if (sheet) answers.set(player, { sheet, defaulted: defaulted.has(player) });
    else {
      const fallback = defaultAnswer(ctx.world, ctx.state, player);
      if (fallback) answers.set(player, { sheet: fallback, defaulted: true });
    }
  }
  return answers;
}

function applyAnswers(ctx: Ctx, pending: Pending, answers: Map<string, Answer>): void {
  const { state } = ctx;
  const answerOf = (player: string) => answers.get(player);
  switch (pending.kind) {
    case 'direction': {
      const a = answerOf(pending.player);
      if (a && 'direction' in a.sheet) state.direction = a.sheet.direction;
      ctx.events.push({ type: 'direction', player: pending.player, direction: state.direction, defaulted: a?.defaulted ?? true });
      enterPhase(ctx, state.phase === 'start' ? ctx.options.firstPhase : 'doom');
      return;
    }
    case 'first-player': {
      const a = answerOf(pending.player);
      const chosen = a && 'firstPlayer' in a.sheet ? a.sheet.firstPlayer : pending.tied[0]!;
      setFirstPlayer(ctx, chosen, pending.tied, pending.player, a?.defaulted ?? true);
      return;
    }
    case 'initiative':
    case 'continue': {
      const a = answerOf(pending.player);
      const actions = a && 'actions' in a.sheet ? a.sheet.actions : [];
      if (!state.initiative) state.initiative = { player: pending.player, mainDone: false, battled: [], flexibleBattle: false };
      const result = applyActionList(ctx, pending.player, actions, () => revealEndsGame(ctx, pending.player));
      if (result.ended) endGame(ctx, 'elder-signs-revealed');
      else if (result.battle) startBattle(ctx, pending.player, result.battle.opponent, result.battle.area);
      else endInitiative(ctx, a?.defaulted ?? true);
      return;
    }
    case 'pre-battle': {
      const a = answerOf(pending.player);
      const abilities = a && 'abilities' in a.sheet ? (a.sheet.abilities ?? []) : [];
      state.battle!.abilities[pending.side] = [...abilities];
      ctx.events.push({ type: 'pre-battle', player: pending.player, side: pending.side, abilities: [...abilities], defaulted: a?.defaulted ?? true });
      afterPreBattle(ctx, pending.side);
      return;
    }
    case 'post-battle': {
      const a = answerOf(pending.player);
      const abilities = a && 'abilities' in a.sheet ? a.sheet.abilities : [];
      recordPostBattle(ctx, pending.player, abilities, a?.defaulted ?? true);
      return;
    }
    case 'battle-gm':
      afterGmPause(ctx);
      return;
    case 'assign': {
      for (const side of ['attacker', 'defender'] as const) {
        const player = playerOfSide(state.battle!, side);
        const a = pending.players.includes(player) ? answerOf(player) : undefined;
        if (a && ('kills' in a.sheet || 'pains' in a.sheet)) {
          const given = a.sheet as { kills?: string[]; pains?: string[] };
          recordAssignment(ctx, side, { kills: given.kills ?? [], pains: given.pains ?? [] }, pending.part, { defaulted: a.defaulted, automatic: false });
        } else {
          // a side not asked had nothing to choose: its forced assignment is made now
          recordAssignment(ctx, side, defaultAssignment(ctx, hitCounts(ctx, side, pending.part)), pending.part, { defaulted: false, automatic: true });
        }
      }
      afterAssignment(ctx, pending.part);
      return;
    }
    case 'retreat': {
      const a = answerOf(pending.player);
      const how = { automatic: false, defaulted: a?.defaulted ?? true };
      if (a && 'eliminate' in a.sheet) noRetreat(ctx, pending.side, a.sheet.eliminate, how);
      else if (a && 'moves' in a.sheet) retreatAll(ctx, pending.side, a.sheet.moves, how);
      state.battle!.stage = pending.side === 'attacker' ? 'retreat-defender' : 'end';
      return;
    }
    case 'ritual': {
      const a = answerOf(pending.player);
      if (a && 'perform' in a.sheet && a.sheet.perform) performRitual(ctx, pending.player);
      else ctx.events.push({ type: 'ritual-declined', player: pending.player, defaulted: a?.defaulted ?? true });
      state.ritualQueue?.shift();
      return;
    }
    case 'over':
      return;
  }
}

/** Runs the automatic phases until somebody must decide (or the game is over). */
export function advance(ctx: Ctx, random: RandomSource | null): void {
  for (let guard = 0; guard < 1000; guard++) {
    if (ctx.state.phase === 'over') {
      ctx.state.pending = { kind: 'over' };
      return;
    }
    if (ctx.state.pending) return;
    switch (ctx.state.phase) {
      case 'start':
        ctx.state.pending = { kind: 'direction', player: ctx.state.firstPlayer };
        break;
      case 'action':
        actionPhaseStage(ctx, random);
        break;
      case 'gather':
        gatherStage(ctx);
        break;
      case 'first-player':
        firstPlayerStage(ctx);
        break;
      case 'doom':
        doomStage(ctx);
        break;
    }
  }
}
