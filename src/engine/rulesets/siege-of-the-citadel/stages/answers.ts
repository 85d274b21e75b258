import type { Answer, DoomtroopersAnswer, LegionAnswer, PlaceMonsters, React, RevealCard } from '../answers.ts';
import { figure, reinforcementGates, type Ctx } from '../context.ts';
import type { RequestKind } from '../ids.ts';
import type { Refusal } from '../reasons.ts';
import { runActivations } from '../rules/actions.ts';
import { reactionAsked } from '../rules/reaction.ts';
import { revealCard } from '../rules/reveal.ts';
import { squareLabel } from '../rules/grid.ts';
import { applyCardPlay, checkCardPlay } from './cards.ts';
import { applyPick, checkPick, draftPicker } from './draft.ts';
import { applyPlacement, checkPlacement, legalSquares } from './placement.ts';
import { applyPurchase, checkPurchase, purchaseAsked } from './purchase.ts';
import { faceDownSections, finishAnswer, legionCanAct, legionSeated, unassignedReinforcements } from './rounds.ts';

/** Who is asked what in a position (the schemas and prompts are added by decisions.ts). */
export interface Asked {
  player: string;
  kind: RequestKind;
  required: boolean;
}

export function askedOf(ctx: Ctx): Asked[] {
  const state = ctx.state;
  const out: Asked[] = [];
  if (state.stage === 'purchase') return purchaseAsked(ctx).map((player) => ({ player, kind: 'buy-credits', required: true }));
  if (state.stage === 'draft') {
    const picker = draftPicker(ctx);
    return picker ? [{ player: picker, kind: 'draft', required: true }] : [];
  }
  if (state.stage !== 'round') return [];
  // An attack rolled, its damage waiting: only the groups it threatens and who hold a card are asked.
  if (state.reaction) return reactionAsked(ctx).map((player) => ({ player, kind: 'react', required: true }));
  const legion = state.legion.player;
  const turn = state.turn;
  if (state.pending && legionSeated(ctx)) out.push({ player: legion, kind: 'place-monsters', required: true });
  else if (turn?.kind === 'corporation') out.push({ player: turn.player, kind: 'doomtroopers', required: true });
  else if (turn?.kind === 'legion' && legionSeated(ctx)) {
    if (turn.phase === 'reveal' && faceDownSections(ctx).length > 1) out.push({ player: legion, kind: 'reveal-card', required: true });
    else if (turn.phase === 'actions' && legionCanAct(ctx, turn)) out.push({ player: legion, kind: 'legion', required: true });
  }
  if (out.length === 0) return out;
  // Doomtrooper cards may be played at any time: an optional request for every other group holding one.
  for (const id of state.seats) {
    const group = state.groups[id];
    if (!group || group.hand.length === 0 || out.some((a) => a.player === id)) continue;
    out.push({ player: id, kind: 'play-card', required: false });
  }
  return out;
}

/** Semantic checks of an answer of the kind asked (on a working copy: nothing rolled, nothing revealed). */
export function checkAnswer(ctx: Ctx, player: string, kind: RequestKind, answer: Answer): Refusal[] {
  if (answer.kind !== kind) return [{ reason: 'wrong_kind', path: 'kind', index: 0, params: { kind } }];
  switch (answer.kind) {
    case 'buy-credits':
      return checkPurchase(ctx, player, answer.credits);
    case 'draft':
      return checkPick(ctx, player, answer);
    case 'place-monsters':
      return checkPlacement(ctx, answer);
    case 'reveal-card':
      return (ctx.state.sections[answer.section]?.cards.length ?? 0) > 0
        ? []
        : [{ reason: 'no_cards_there', path: 'section', index: 0, params: { section: answer.section } }];
    case 'play-card':
      return answer.choice === 'decline' ? [] : checkCardPlay(ctx, player, answer, '');
    case 'react':
      return answer.card ? checkCardPlay(ctx, player, answer.card, 'card.') : [];
    case 'doomtroopers':
      return orEmptyTurn(doomtroopers(ctx, player, answer), !answer.entrance && !answer.card && answer.activations.length === 0, answer.endTurn);
    case 'legion':
      return orEmptyTurn(legion(ctx, answer), answer.reinforcements.length === 0 && answer.activations.length === 0, answer.endTurn);
  }
}

/**
 * A turn's answer with no order that does not end the turn changes nothing: refused (after the turn's own refusals,
 * which say more), so that it neither closes the step nor asks the same again (the seed is silent:
 * docs/rulesets/siege-of-the-citadel.md, "Empty saves").
 */
function orEmptyTurn(refusals: Refusal[], nothing: boolean, endTurn: boolean): Refusal[] {
  return refusals.length === 0 && nothing && !endTurn ? [{ reason: 'empty_turn', path: '', index: 0 }] : refusals;
}

/** Applies a valid answer (or, null, the request's default) of one request. */
export function applyAnswer(ctx: Ctx, asked: Asked, answer: Answer | null): void {
  const value = answer ?? defaultAnswer(ctx, asked);
  if (value === null) return;
  switch (value.kind) {
    case 'buy-credits':
      return applyPurchase(ctx, asked.player, value.credits);
    case 'draft':
      return applyPick(ctx, asked.player, value);
    case 'place-monsters':
      return applyPlacement(ctx, answer === null ? null : value);
    case 'reveal-card':
      return reveal(ctx, value);
    case 'play-card':
      // Declining plays nothing: the card stays hidden in the hand (seed "DOOMTROOPERKORT"; no event, nothing shown).
      if (value.choice === 'play') applyCardPlay(ctx, asked.player, value);
      return;
    case 'react':
      return react(ctx, asked.player, value);
    case 'doomtroopers':
      void doomtroopers(ctx, asked.player, value);
      return;
    case 'legion':
      void legion(ctx, value);
      return;
  }
}

/** The answer applied at the deadline (required requests): pass, 0, first legal choice, end the turn. */
export function defaultAnswer(ctx: Ctx, asked: Asked): Answer | null {
  switch (asked.kind) {
    case 'buy-credits':
      return { kind: 'buy-credits', credits: 0 };
    case 'draft':
      return { kind: 'draft', card: null, trooper: null };
    case 'place-monsters':
      return defaultPlacement(ctx);
    case 'reveal-card':
      return { kind: 'reveal-card', section: faceDownSections(ctx)[0] ?? '' };
    case 'doomtroopers':
      return { kind: 'doomtroopers', activations: [], endTurn: true };
    case 'legion': {
      const first = reinforcementGates(ctx)[0];
      return {
        kind: 'legion',
        reinforcements: first ? unassignedReinforcements(ctx).map((creature) => ({ creature, entrance: first.id })) : [],
        activations: [],
        endTurn: true,
      };
    }
    case 'play-card':
      return null;
    case 'react':
      return { kind: 'react' };
  }
}

/** A group's answer to the window before an attack's damage: its card (if any, and still legal), then it has answered. */
function react(ctx: Ctx, player: string, answer: React): void {
  const reaction = ctx.state.reaction;
  if (!reaction || reaction.answered.includes(player)) return;
  if (answer.card && checkCardPlay(ctx, player, answer.card, 'card.').length === 0) applyCardPlay(ctx, player, answer.card);
  reaction.answered.push(player);
}

/** Each pending creature on its first free legal square, in reading order. */
export function defaultPlacement(ctx: Ctx): PlaceMonsters {
  const used = new Set<string>();
  const placements: PlaceMonsters['placements'] = [];
  for (const id of ctx.state.pending?.creatures ?? []) {
    if (!ctx.grid) {
      placements.push({ creature: id });
      continue;
    }
    const square = legalSquares(ctx, id).find((s) => !used.has(squareLabel(s)));
    if (!square) continue;
    used.add(squareLabel(square));
    placements.push({ creature: id, square: squareLabel(square) });
  }
  return { kind: 'place-monsters', placements };
}

function reveal(ctx: Ctx, answer: RevealCard): void {
  const turn = ctx.state.turn;
  if (turn?.kind !== 'legion') return;
  const section = (ctx.state.sections[answer.section]?.cards.length ?? 0) > 0 ? answer.section : faceDownSections(ctx)[0];
  turn.phase = 'event';
  if (section !== undefined) revealCard(ctx, section, null);
}

/**
 * A corporation's turn step: an optional Doomtrooper card, the entrance (first time), then the activations.
 * Checking returns refusals; resolving ends the turn when asked (`endTurn`) unless the answer was interrupted.
 */
function doomtroopers(ctx: Ctx, player: string, answer: DoomtroopersAnswer): Refusal[] {
  const turn = ctx.state.turn;
  const group = ctx.state.groups[player];
  if (turn?.kind !== 'corporation' || turn.player !== player || !group) return [{ reason: 'not_asked', path: '', index: 0 }];
  const checking = ctx.rng === null;
  if (answer.card) {
    const refusals = checkCardPlay(ctx, player, answer.card, 'card.');
    if (refusals.length > 0) {
      if (checking) return refusals;
    } else applyCardPlay(ctx, player, answer.card);
  }
  if (answer.entrance !== undefined) {
    const entrance = ctx.mission.entrances.find((e) => e.id === answer.entrance);
    const problem = !entrance
      ? 'unknown_entrance'
      : entrance.legion
        ? 'not_a_trooper_entrance'
        : group.entrance !== null && group.entrance !== entrance.id
          ? 'entrance_locked'
          : null;
    if (problem) {
      if (checking) return [{ reason: problem, path: 'entrance', index: 0, params: { entrance: answer.entrance } }];
    } else if (group.entrance === null) {
      // Seed: the first time its tile is drawn the group is placed outside an entrance; both troopers use it.
      group.entrance = entrance!.id;
      ctx.events.push({ type: 'entrance_chosen', player, entrance: entrance!.id });
      for (const id of group.troopers) {
        const t = figure(ctx, id);
        if (t && t.status === 'waiting') t.entrance = entrance!.id;
      }
    }
  }
  const entrance = group.entrance ?? (answer.entrance && ctx.mission.entrances.some((e) => e.id === answer.entrance && !e.legion) ? answer.entrance : null);
  const run = runActivations(ctx, turn, answer.activations, 'activations', entrance);
  if (checking) return run.refusals;
  finishAnswer(ctx, run, answer.endTurn);
  return [];
}

/** The Legion's actions step: entrances for the reinforcements, then the monsters one at a time. */
function legion(ctx: Ctx, answer: LegionAnswer): Refusal[] {
  const turn = ctx.state.turn;
  if (turn?.kind !== 'legion') return [{ reason: 'not_asked', path: '', index: 0 }];
  const checking = ctx.rng === null;
  const waiting = unassignedReinforcements(ctx);
  const legionEntrances = reinforcementGates(ctx).map((e) => e.id);
  const refusals: Refusal[] = [];
  const assigned = new Set<string>();
  answer.reinforcements.forEach((r, i) => {
    if (refusals.length > 0) return;
    const entrance = ctx.mission.entrances.find((e) => e.id === r.entrance);
    const at = (reason: Refusal['reason']) => refusals.push({ reason, path: `reinforcements[${i}].entrance`, index: i, params: { entrance: r.entrance } });
    if (!waiting.includes(r.creature) || assigned.has(r.creature))
      refusals.push({ reason: 'reinforcement_unknown', path: `reinforcements[${i}].creature`, index: i, params: { creature: r.creature } });
    else if (!entrance) at('unknown_entrance');
    else if (!entrance.legion) at('not_a_legion_entrance');
    else if (!legionEntrances.includes(entrance.id)) at('not_on_citadel_walls');
    else assigned.add(r.creature);
  });
  const missing = waiting.find((id) => !assigned.has(id));
  if (refusals.length === 0 && missing !== undefined)
    refusals.push({ reason: 'reinforcement_missing', path: 'reinforcements', index: answer.reinforcements.length, params: { creature: missing } });
  if (checking && refusals.length > 0) return refusals;
  for (const r of answer.reinforcements) {
    const c = figure(ctx, r.creature);
    if (!c || !waiting.includes(c.id) || !legionEntrances.includes(r.entrance) || c.entrance !== null) continue;
    c.entrance = r.entrance;
    ctx.events.push({ type: 'reinforcement_entrance', figure: c.id, entrance: r.entrance });
  }
  if (!checking && legionEntrances.length > 0) {
    for (const id of unassignedReinforcements(ctx)) {
      const c = figure(ctx, id)!;
      c.entrance = legionEntrances[0]!;
      ctx.events.push({ type: 'reinforcement_entrance', figure: id, entrance: c.entrance });
    }
  }
  const run = runActivations(ctx, turn, answer.activations, 'activations', null);
  if (checking) return run.refusals;
  finishAnswer(ctx, run, answer.endTurn);
  return [];
}
