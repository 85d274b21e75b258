import type { DraftAnswer } from '../answers.ts';
import { figure, type Ctx } from '../context.ts';
import type { Reason, Refusal } from '../reasons.ts';
import { rankOf, rowOfRank, tierFor } from '../rules/ranks.ts';
import type { Equipment } from '../setup.ts';
import { groupsInSeatOrder } from '../state.ts';
import { startMission } from './mission-start.ts';

/**
 * Ranks are set (after buying credits), then the equipment draft (seed "FÖRRÅDSBUNKERN"): the player left of
 * the Legion player takes one card and passes the pile on to the left, round and round, until every player is
 * done. Credits are a budget (never spent); a card needs the group's rank; one weapon card per Doomtrooper
 * (the close-combat specialist's weapon must attack with three or more dice in close combat); the grenade
 * launcher goes on a plasma carbine. A player who passes, or has no legal card left, is done.
 */
export function fixRanks(ctx: Ctx): void {
  const data = ctx.setup.data;
  const groups = groupsInSeatOrder(ctx.state);
  for (const g of groups) {
    g.rank = rankOf(data, g.points);
    g.startPoints = g.points;
    g.extra = ctx.state.rules === 'full' ? rowOfRank(data, g.rank).extraActions : 0;
  }
  ctx.state.tier = tierFor(
    data,
    groups.map((g) => g.rank),
  ).id;
  ctx.events.push({
    type: 'ranks',
    ranks: groups.map((g) => ({ player: g.player, rank: g.rank, colour: rowOfRank(data, g.rank).colour, extra: g.extra })),
    tier: ctx.state.tier,
  });
}

/** Why a group cannot take a card for a trooper (null: it can). Trooper null: could it for any of its troopers. */
export function pickProblem(ctx: Ctx, player: string, card: Equipment | undefined, trooperId: string | null): { reason: Reason; field: string } | null {
  const group = ctx.state.groups[player];
  const pile = ctx.state.draft?.pile ?? {};
  if (!group || !card) return { reason: 'unknown_card', field: 'card' };
  if ((pile[card.id] ?? 0) <= 0) return { reason: 'card_gone', field: 'card' };
  if (group.rank < card.rank) return { reason: 'rank_too_low', field: 'card' };
  if (group.spent + card.cost > group.credits) return { reason: 'over_budget', field: 'card' };
  if (trooperId === null) return { reason: 'pick_needs_trooper', field: 'trooper' };
  if (!group.troopers.includes(trooperId)) return { reason: 'not_your_trooper', field: 'trooper' };
  const trooper = figure(ctx, trooperId)!;
  const data = ctx.setup.data.troopers.find((t) => t.id === trooper.type);
  if (card.kind === 'weapon') {
    if (trooper.weapon !== null) return { reason: 'weapon_taken', field: 'trooper' };
    if (data?.specialist && card.melee < 3) return { reason: 'specialist_melee', field: 'card' };
  } else {
    if (trooper.equipment.includes(card.id)) return { reason: 'duplicate_equipment', field: 'card' };
    if (card.requires !== null && trooper.weapon !== card.requires && !trooper.equipment.includes(card.requires))
      return { reason: 'requires_card', field: 'card' };
  }
  return null;
}

/** The cards a group may take now, with the troopers each may go to (the form's choices). */
export function legalPicks(ctx: Ctx, player: string): { card: Equipment; troopers: string[] }[] {
  const group = ctx.state.groups[player];
  if (!group) return [];
  return ctx.setup.data.equipment.flatMap((card) => {
    const troopers = group.troopers.filter((t) => pickProblem(ctx, player, card, t) === null);
    return troopers.length > 0 ? [{ card, troopers }] : [];
  });
}

export function draftPicker(ctx: Ctx): string | null {
  const draft = ctx.state.draft;
  if (ctx.state.stage !== 'draft' || !draft) return null;
  return draft.order[draft.turn] ?? null;
}

export function startDraft(ctx: Ctx): void {
  fixRanks(ctx);
  const seats = ctx.state.seats;
  const legionAt = seats.indexOf(ctx.state.legion.player);
  const rotated = legionAt < 0 ? seats : [...seats.slice(legionAt + 1), ...seats.slice(0, legionAt + 1)];
  const order = rotated.filter((id) => ctx.state.groups[id] !== undefined);
  const pile = Object.fromEntries(ctx.setup.data.equipment.filter((e) => e.copies > 0).map((e) => [e.id, e.copies]));
  if (ctx.state.rules !== 'full' || order.length === 0 || Object.keys(pile).length === 0) {
    startMission(ctx);
    return;
  }
  ctx.state.stage = 'draft';
  ctx.state.draft = { order, turn: 0, out: [], pile };
  settleDraft(ctx, 0);
}

/** Moves the pile to the next player (from index `from`) who can still take a card; ends the draft when nobody can. */
function settleDraft(ctx: Ctx, from: number): void {
  const draft = ctx.state.draft!;
  for (let step = 0; step < draft.order.length; step++) {
    const index = (from + step) % draft.order.length;
    const player = draft.order[index]!;
    if (draft.out.includes(player)) continue;
    if (legalPicks(ctx, player).length === 0) {
      draft.out.push(player);
      ctx.events.push({ type: 'draft_pass', player, forced: true });
      continue;
    }
    draft.turn = index;
    return;
  }
  ctx.state.draft = null;
  startMission(ctx);
}

export function checkPick(ctx: Ctx, player: string, answer: DraftAnswer): Refusal[] {
  if (answer.card === null) return [];
  const card = ctx.setup.data.equipment.find((e) => e.id === answer.card);
  const problem = pickProblem(ctx, player, card, answer.trooper);
  return problem ? [{ reason: problem.reason, path: problem.field, index: 0, params: { card: answer.card, trooper: answer.trooper ?? '' } }] : [];
}

/** A pick (or a pass: card null, also the default at the deadline). */
export function applyPick(ctx: Ctx, player: string, answer: DraftAnswer | null): void {
  const draft = ctx.state.draft!;
  const card = answer?.card ? ctx.setup.data.equipment.find((e) => e.id === answer.card) : undefined;
  const group = ctx.state.groups[player]!;
  if (!card || !answer || pickProblem(ctx, player, card, answer.trooper) !== null) {
    draft.out.push(player);
    ctx.events.push({ type: 'draft_pass', player, forced: false });
  } else {
    const trooper = figure(ctx, answer.trooper!)!;
    if (card.kind === 'weapon') trooper.weapon = card.id;
    else trooper.equipment.push(card.id);
    group.spent += card.cost;
    draft.pile[card.id] = (draft.pile[card.id] ?? 0) - 1;
    ctx.events.push({ type: 'draft_pick', player, card: card.id, trooper: trooper.id });
  }
  settleDraft(ctx, (draft.turn + 1) % draft.order.length);
}
