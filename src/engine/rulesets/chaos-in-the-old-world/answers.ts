import type { God } from './ids.ts';
import { indexMap } from './map-index.ts';
import type { Reason } from './reasons.ts';
import { cardData, cardRegions, figureStats, placementRegions, remainingUpgrades, reserve } from './rules.ts';
import type { Setup } from './schemas.ts';
import type { AssignAnswer, CardAnswer, Sheet, SummonAnswer, UpgradeAnswer } from './sheets.ts';
import type { State } from './state.ts';
import { groupCapacity, mergeAssignment, parseKey, targetGroups } from './targets.ts';

/** An answer's first problem (reasons.ts order), or null when it is legal in the position. Never throws. */
export interface Refusal {
  reason: Reason;
  /** The field the problem is about, as the form names it. */
  path: string;
}

const refuse = (reason: Reason, path: string): Refusal => ({ reason, path });

/** Which answer kinds fit which pending decision. */
export function expectedActions(state: State): Sheet['action'][] {
  switch (state.pending?.kind) {
    case 'summon':
      return ['summon', 'card', 'pass'];
    case 'assign':
      return ['assign'];
    case 'upgrade':
      return ['upgrade'];
    default:
      return [];
  }
}

/** Is `god` asked to decide in this position? */
export function isAsked(state: State, god: God): boolean {
  const p = state.pending;
  if (!p || state.result) return false;
  if (p.kind === 'summon' || p.kind === 'assign') return p.god === god;
  if (p.kind === 'upgrade') return (p.due[god] ?? 0) > 0;
  return false;
}

export function checkAnswer(setup: Setup, state: State, god: God, sheet: Sheet): Refusal | null {
  if (state.result) return refuse('game_over', 'action');
  if (!isAsked(state, god)) return refuse('not_asked', 'action');
  if (!expectedActions(state).includes(sheet.action)) return refuse('wrong_decision', 'action');
  switch (sheet.action) {
    case 'summon':
      return checkSummon(setup, state, god, sheet);
    case 'card':
      return checkCard(setup, state, god, sheet);
    case 'pass':
      return null;
    case 'assign':
      return checkAssign(setup, state, god, sheet);
    case 'upgrade':
      return checkUpgrade(setup, state, god, sheet);
  }
}

/** Summon a follower (seed §3): pay its cost; own region or adjacent, anywhere with none; re-summoning allowed. */
export function checkSummon(setup: Setup, state: State, god: God, answer: SummonAnswer): Refusal | null {
  const stats = figureStats(setup, state, god, answer.figure);
  if (!stats) return refuse('unknown_figure', 'figure');
  const index = indexMap(setup);
  if (!index.byId.has(answer.region)) return refuse('unknown_region', 'region');
  if (answer.from !== undefined && !index.byId.has(answer.from)) return refuse('unknown_region', 'from');
  if (stats.cost > (state.power[god] ?? 0)) return refuse('insufficient_power', 'figure');
  if (answer.from !== undefined) {
    if ((state.regions[answer.from]?.figures[god]?.[answer.figure] ?? 0) === 0) return refuse('figure_not_there', 'from');
    if (answer.from === answer.region) return refuse('same_region', 'region');
  } else if (reserve(setup, state, god, answer.figure) === 0) {
    return refuse('no_figure_left', 'figure');
  }
  const lifted = answer.from !== undefined ? { region: answer.from, figure: answer.figure } : undefined;
  if (!placementRegions(setup, state, god, lifted).includes(answer.region)) return refuse('not_adjacent', 'region');
  return null;
}

/** Play a chaos card: in hand, affordable, a free slot, never in a ruined region (seed: "Man må ikke spille chaos-kort i regionen"). */
export function checkCard(setup: Setup, state: State, god: God, answer: CardAnswer): Refusal | null {
  const card = cardData(setup, god, answer.card);
  if (!card) return refuse('unknown_card', 'card');
  if (!(state.hands[god] ?? []).includes(answer.card)) return refuse('card_not_in_hand', 'card');
  const index = indexMap(setup);
  const region = index.byId.get(answer.region);
  if (!region) return refuse('unknown_region', 'region');
  if (state.regions[answer.region]?.ruined) return refuse('ruined_region', 'region');
  if ((state.regions[answer.region]?.cards.length ?? 0) >= region.cardSlots) return refuse('no_card_slot', 'region');
  if (!cardRegions(setup, state, god).includes(answer.region)) return refuse('not_adjacent', 'region');
  if (card.cost > (state.power[god] ?? 0)) return refuse('insufficient_power', 'card');
  return null;
}

/** Assign hits: to enemy figures or killable tokens still alive, no more than kills them, every hit that can be used. */
export function checkAssign(setup: Setup, state: State, god: God, answer: AssignAnswer): Refusal | null {
  const pending = state.pending;
  if (pending?.kind !== 'assign' || !state.battle) return refuse('wrong_decision', 'action');
  const groups = targetGroups(setup, state, state.battle, god);
  const merged = mergeAssignment(answer.hits);
  for (const [i, hit] of answer.hits.entries()) {
    const key = parseKey(hit.target);
    if (key && 'god' in key && key.god === god) return refuse('own_target', `hits[${i}].target`);
    if (!groups.some((g) => g.key === hit.target)) return refuse('unknown_target', `hits[${i}].target`);
  }
  for (const hit of merged) {
    const group = groups.find((g) => g.key === hit.target)!;
    if (hit.count > groupCapacity(group)) return refuse('target_overkill', `hits[${answer.hits.findIndex((h) => h.target === hit.target)}].count`);
  }
  const total = merged.reduce((sum, h) => sum + h.count, 0);
  if (total > pending.hits) return refuse('too_many_hits', 'hits');
  if (total < pending.required) return refuse('hits_unassigned', 'hits');
  return null;
}

/** Choose upgrade cards: as many as the dial gave (and are left), each one not taken yet. */
export function checkUpgrade(setup: Setup, state: State, god: God, answer: UpgradeAnswer): Refusal | null {
  const pending = state.pending;
  if (pending?.kind !== 'upgrade') return refuse('wrong_decision', 'action');
  const known = new Set(setup.data.gods[god].upgrades.map((u) => u.id));
  const owned = new Set(state.upgrades[god] ?? []);
  for (const [i, id] of answer.upgrades.entries()) {
    if (!known.has(id)) return refuse('unknown_upgrade', `upgrades[${i}]`);
    if (owned.has(id)) return refuse('upgrade_taken', `upgrades[${i}]`);
    if (answer.upgrades.indexOf(id) !== i) return refuse('duplicate_upgrade', `upgrades[${i}]`);
  }
  if (answer.upgrades.length !== upgradesDue(setup, state, god)) return refuse('wrong_upgrade_count', 'upgrades');
  return null;
}

/** How many upgrade cards the god must choose now: what the dial gave, at most what is left. */
export function upgradesDue(setup: Setup, state: State, god: God): number {
  const pending = state.pending;
  if (pending?.kind !== 'upgrade') return 0;
  return Math.min(pending.due[god] ?? 0, remainingUpgrades(setup, state, god).length);
}
