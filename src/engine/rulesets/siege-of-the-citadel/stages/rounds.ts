import { hiddenRandom, shuffled } from '../../../core/random.ts';
import { reinforcementGates, type Ctx } from '../context.ts';
import { canAct, finishFigure, runActivations, type RunResult } from '../rules/actions.ts';
import { finishReaction, reactionAsked } from '../rules/reaction.ts';
import { available, createCreature, revealCard } from '../rules/reveal.ts';
import { drawList, groupInDraw, type Reaction, type Turn } from '../state.ts';
import { MAX_EXTRA_ACTIONS } from './cards.ts';
import { draftPicker } from './draft.ts';
import { creaturesLeft, endMission, faceDownCards, troopersLeft } from './mission-end.ts';
import { applyPlacement } from './placement.ts';
import { purchaseAsked } from './purchase.ts';
import { startDraft } from './draft.ts';

/**
 * Combat rounds (seed "FÖRBEREDELSER RESTERANDE REGLER"): every player's tile, the Legion's included, is
 * shuffled face down (hidden stream `tiles:round-<n>`) and drawn one at a time; the drawn player makes their
 * whole turn; when the last tile is done the round is over and the tiles are shuffled again. A group whose two
 * Doomtroopers are out (eliminated or withdrawn) leaves the draw. The mission's last round is the one in which
 * the last event card is drawn.
 */

/** Sections (mission order) that still hold face-down monster cards. */
export const faceDownSections = (ctx: Ctx): string[] => ctx.mission.sections.map((s) => s.id).filter((id) => (ctx.state.sections[id]?.cards.length ?? 0) > 0);

export const legionSeated = (ctx: Ctx): boolean => ctx.state.legion.player !== '' && ctx.state.seats.includes(ctx.state.legion.player);

function startRound(ctx: Ctx, number: number): void {
  const order = shuffled(hiddenRandom(ctx.gameSeed, `tiles:round-${number}`, ctx.fixedDraws), drawList(ctx.state));
  ctx.state.round = { number, order, index: -1, last: ctx.state.round?.last ?? false };
  ctx.events.push({ type: 'round_started', round: number });
}

function startTurn(ctx: Ctx, player: string): void {
  const round = ctx.state.round!;
  ctx.events.push({ type: 'tile_drawn', round: round.number, player });
  if (player === ctx.state.legion.player) {
    ctx.state.turn = { kind: 'legion', player, phase: 'reveal', event: null, active: null, done: [], actions: {} };
    return;
  }
  ctx.state.turn = { kind: 'corporation', player, active: null, done: [], actions: {} };
  const group = ctx.state.groups[player];
  if (group && group.corporation === 'imperial' && ctx.state.rules === 'full') {
    // Seed: Imperial "får en ny Extra handling i början av varje drag" (the pool holds at most 6).
    const before = group.extra;
    group.extra = Math.min(MAX_EXTRA_ACTIONS, group.extra + 1);
    ctx.events.push({ type: 'imperial_extra', player, extra: group.extra - before });
  }
}

export function endTurn(ctx: Ctx): void {
  const turn = ctx.state.turn;
  if (!turn) return;
  if (turn.active !== null) finishFigure(ctx, turn, turn.active);
  ctx.events.push({ type: 'turn_ended', player: turn.player });
  ctx.state.turn = null;
}

/** Draws the next tile of the round (skipping groups that left the draw), or ends the round. */
function nextTile(ctx: Ctx): void {
  const state = ctx.state;
  if (!state.round) {
    startRound(ctx, 1);
  }
  const round = state.round!;
  for (let i = round.index + 1; i < round.order.length; i++) {
    const player = round.order[i]!;
    round.index = i;
    if (player !== state.legion.player && !groupInDraw(state, player)) continue;
    startTurn(ctx, player);
    return;
  }
  round.index = round.order.length;
  ctx.events.push({ type: 'round_ended', round: round.number });
  if (round.last) return endMission(ctx, 'last-round');
  if (round.number >= ctx.setup.options.maxRounds) return endMission(ctx, 'max-rounds');
  startRound(ctx, round.number + 1);
  nextTile(ctx);
}

/** Can the corporation whose turn it is still do something? */
export function corporationCanAct(ctx: Ctx, turn: Turn): boolean {
  const group = ctx.state.groups[turn.player];
  if (!group) return false;
  return group.troopers.some((id) => {
    const f = ctx.state.figures.find((x) => x.id === id);
    return f !== undefined && canAct(ctx, turn, f);
  });
}

/** Reinforcements waiting for the Legion to choose their entrance. */
export const unassignedReinforcements = (ctx: Ctx): string[] =>
  ctx.state.figures.filter((f) => f.kind === 'creature' && f.status === 'waiting' && f.entrance === null).map((f) => f.id);

export function legionCanAct(ctx: Ctx, turn: Turn): boolean {
  if (unassignedReinforcements(ctx).length > 0) return true;
  return ctx.state.figures.some((f) => f.kind === 'creature' && canAct(ctx, turn, f));
}

/**
 * The event card (seed "HÄNDELSEKORT"): the Legion draws the top card and follows it; its reinforcements
 * come in outside an entrance of a section on the citadel walls (the mission's Legion entrances into sections
 * marked `citadel`), as far as the pool allows; with no such entrance they cannot come in and are reported
 * missing. The last card makes this round the mission's last.
 */
function drawEvent(ctx: Ctx): void {
  const state = ctx.state;
  const card = state.events.deck.shift();
  const turn = state.turn;
  if (card === undefined || !turn || turn.kind !== 'legion') return;
  turn.event = card;
  state.events.drawn.push(card);
  const last = state.events.deck.length === 0;
  if (last && state.round) state.round.last = true;
  ctx.events.push({ type: 'event_drawn', card, remaining: state.events.deck.length, last });
  const data = ctx.setup.data.events.find((e) => e.id === card);
  const entrances = reinforcementGates(ctx);
  const created: string[] = [];
  const missing: (typeof ctx.setup.data.creatures)[number]['type'][] = [];
  for (const { type, count } of data?.reinforcements ?? []) {
    for (let i = 0; i < count; i++) {
      if (entrances.length > 0 && available(ctx, type) > 0) {
        const only = entrances.length === 1 ? entrances[0]! : null;
        const c = createCreature(ctx, type, 'waiting', null, only?.id ?? null);
        created.push(c.id);
      } else missing.push(type);
    }
  }
  if (created.length > 0 || missing.length > 0) ctx.events.push({ type: 'reinforcements', card, creatures: created, missing });
  if (entrances.length === 1) for (const id of created) ctx.events.push({ type: 'reinforcement_entrance', figure: id, entrance: entrances[0]!.id });
}

/** After an answer's activations: its turn ends when asked, unless it stopped; an attack waiting for cards keeps the rest. */
export function finishAnswer(ctx: Ctx, run: RunResult, endTurnAsked: boolean): void {
  if (run.rest && ctx.state.reaction) ctx.state.reaction.rest = { activations: run.rest, endTurn: endTurnAsked };
  else if (!run.interrupted && endTurnAsked) endTurn(ctx);
}

/** The rest of an answer cut by an attack's window, once its damage is done (it may open another window). */
function resume(ctx: Ctx, rest: Reaction['rest']): void {
  const turn = ctx.state.turn;
  if (!turn || !rest) return;
  const entrance = turn.kind === 'corporation' ? (ctx.state.groups[turn.player]?.entrance ?? null) : null;
  finishAnswer(ctx, runActivations(ctx, turn, rest.activations, 'activations', entrance), rest.endTurn);
}

/** Immediate ends: no Doomtrooper left in the mission; training: no creature left and no face-down card. */
function immediateEnd(ctx: Ctx): boolean {
  if (troopersLeft(ctx) === 0) {
    endMission(ctx, 'no-troopers');
    return true;
  }
  if (ctx.state.rules === 'training' && creaturesLeft(ctx) === 0 && faceDownCards(ctx) === 0) {
    endMission(ctx, 'no-creatures');
    return true;
  }
  return false;
}

/**
 * Runs every automatic phase from the current position until somebody must decide (or the mission ends).
 * Decisions of an absent Legion player (nobody seated) are taken by their defaults.
 */
export function advance(ctx: Ctx): void {
  for (let guard = 0; guard < 10_000; guard++) {
    const state = ctx.state;
    if (state.stage === 'over') return;
    if (state.stage === 'purchase') {
      if (purchaseAsked(ctx).length > 0) return;
      startDraft(ctx);
      continue;
    }
    if (state.stage === 'draft') {
      if (draftPicker(ctx) !== null) return;
      state.stage = 'round';
      continue;
    }
    if (state.reaction) {
      // The window before an attack's damage: wait for the groups asked, then the damage and the rest of the answer.
      if (reactionAsked(ctx).length > 0) return;
      resume(ctx, finishReaction(ctx));
      continue;
    }
    if (state.pending) {
      if (legionSeated(ctx)) return;
      applyPlacement(ctx, null);
      continue;
    }
    if (immediateEnd(ctx)) return;
    const turn = state.turn;
    if (!turn) {
      nextTile(ctx);
      continue;
    }
    if (turn.kind === 'corporation') {
      if (corporationCanAct(ctx, turn)) return;
      endTurn(ctx);
      continue;
    }
    if (turn.phase === 'reveal') {
      const sections = faceDownSections(ctx);
      if (sections.length > 1 && legionSeated(ctx)) return;
      turn.phase = 'event';
      if (sections.length > 0) revealCard(ctx, sections[0]!, null);
      continue;
    }
    if (turn.phase === 'event') {
      drawEvent(ctx);
      turn.phase = 'actions';
      continue;
    }
    if (legionSeated(ctx) && legionCanAct(ctx, turn)) return;
    endTurn(ctx);
  }
}
