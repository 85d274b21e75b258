import type { Ctx } from '../context.ts';
import type { GmReason } from '../events.ts';
import type { God } from '../ids.ts';
import { indexMap } from '../map-index.ts';
import { dialMax, figureCount, remainingUpgrades } from '../rules.ts';
import type { Sheet } from '../sheets.ts';
import type { GodMap } from '../state.ts';
import { drawCards } from './draw.ts';
import { applyOldWorldEffects, oldWorldCard } from './old-world.ts';

/** End phase step 1 (seed): every chaos card played this round goes to its owner's discard pile. */
export function discardStep(ctx: Ctx): void {
  const { state } = ctx;
  const byGod = new Map<God, string[]>();
  for (const region of indexMap(ctx.setup).order) {
    const r = state.regions[region]!;
    for (const played of r.cards) {
      state.discards[played.god]!.push(played.card);
      byGod.set(played.god, [...(byGod.get(played.god) ?? []), played.card]);
    }
    r.cards = [];
  }
  for (const god of state.gods) {
    const cards = byGod.get(god);
    if (cards) ctx.events.push({ type: 'cards_discarded', god, cards });
  }
}

/**
 * End phase step 2, heroes (seed text cut off: the GM's). With `gmEndPhaseStep` 'auto' the game waits for the
 * GM (a step nobody answers; the GM applies corrections, then resolves) when a hero token shares a region with
 * a figure or an Old World card on the track needs the GM; 'always' waits every round; 'never' never does.
 * Returns true when the position must wait.
 */
export function heroesStep(ctx: Ctx): boolean {
  const { state, setup } = ctx;
  const rule = setup.options.gmEndPhaseStep;
  if (rule === 'never') return false;
  const reasons: GmReason[] = [];
  if (rule === 'always') reasons.push('always');
  const heroes = indexMap(setup).order.some((region) => state.regions[region]!.tokens.hero > 0 && state.gods.some((g) => figureCount(state, region, g) > 0));
  if (heroes) reasons.push('heroes');
  if (state.oldWorld.track.some((id) => id !== null && oldWorldCard(setup, id)?.gm)) reasons.push('old-world');
  if (reasons.length === 0) return false;
  state.pending = { kind: 'gm', reasons };
  ctx.events.push({ type: 'gm_step', reasons });
  return true;
}

/** End phase step 3 (seed): Old World cards with "When Old World cards are resolved", slot 1 then slot 2. */
export function resolveOldWorldStep(ctx: Ctx): void {
  const { state, setup } = ctx;
  state.oldWorld.track.forEach((id, i) => {
    if (id === null) return;
    const card = oldWorldCard(setup, id);
    if (!card || (card.onResolve.length === 0 && !card.gm)) return;
    ctx.events.push({ type: 'old_world_resolved', card: id, slot: (i + 1) as 1 | 2 });
    applyOldWorldEffects(ctx, card, card.onResolve);
  });
}

/**
 * End phase step 4 (seed): each region ruined this round scores its ruination card: most corruption tokens
 * "first", second most "second". Two tied for most add both values and split them (rounded down), nobody is
 * second; [D] three or more tied for most split "first" (rounded down), nobody is second. Tied for second:
 * they split "second" (rounded down). Only gods with at least one token score. Then the card is turned over.
 */
export function ruinScoringStep(ctx: Ctx): void {
  const { state, setup } = ctx;
  for (const region of indexMap(setup).order) {
    const r = state.regions[region]!;
    if (!r.ruined || r.ruinScored) continue;
    const card = r.ruinCard === null ? null : (setup.data.ruination[r.ruinCard - 1] ?? null);
    const shares = card ? ruinShares(state.gods, r.corruption, card.first, card.second) : [];
    for (const share of shares) state.vp[share.god] = (state.vp[share.god] ?? 0) + share.points;
    r.ruinScored = true;
    ctx.events.push({ type: 'ruin_scored', region, card: r.ruinCard, shares });
  }
}

/** The first/second split of a ruination card among gods by their corruption tokens (pure, for tests). */
export function ruinShares(
  gods: readonly God[],
  tokens: GodMap<number>,
  first: number,
  second: number,
): { god: God; place: 'first' | 'second'; tokens: number; points: number }[] {
  const holders = gods.filter((g) => (tokens[g] ?? 0) > 0);
  if (holders.length === 0) return [];
  const most = Math.max(...holders.map((g) => tokens[g]!));
  const top = holders.filter((g) => tokens[g] === most);
  if (top.length === 2) return top.map((god) => ({ god, place: 'first', tokens: most, points: Math.floor((first + second) / 2) }));
  if (top.length > 2) return top.map((god) => ({ god, place: 'first', tokens: most, points: Math.floor(first / top.length) }));
  const out: { god: God; place: 'first' | 'second'; tokens: number; points: number }[] = [{ god: top[0]!, place: 'first', tokens: most, points: first }];
  const rest = holders.filter((g) => g !== top[0]);
  if (rest.length === 0) return out;
  const next = Math.max(...rest.map((g) => tokens[g]!));
  const seconds = rest.filter((g) => tokens[g] === next);
  for (const god of seconds) out.push({ god, place: 'second', tokens: next, points: Math.floor(second / seconds.length) });
  return out;
}

/**
 * End phase step 5 (seed): every god with advancement counters turns its dial one notch and carries out the
 * instruction revealed; then the single god with the most counters turns once more (a tie: nobody does);
 * finally every god's counters are cleared. A dial never turns past its maximum. Returns the upgrade cards
 * due, per god (an upgrade decision when any).
 */
export function dialStep(ctx: Ctx): GodMap<number> {
  const { state, setup } = ctx;
  const due: GodMap<number> = {};
  const withCounters = state.gods.filter((g) => (state.counters[g] ?? 0) > 0);
  for (const god of withCounters) turnDial(ctx, god, false, due);
  if (withCounters.length > 0) {
    const most = Math.max(...withCounters.map((g) => state.counters[g]!));
    const leaders = withCounters.filter((g) => state.counters[g] === most);
    if (leaders.length === 1) turnDial(ctx, leaders[0]!, true, due);
    else ctx.events.push({ type: 'dial_bonus_tied', gods: leaders, counters: most });
  }
  for (const god of state.gods) state.counters[god] = 0;
  if (withCounters.length > 0) ctx.events.push({ type: 'counters_cleared' });
  const owed: GodMap<number> = {};
  for (const god of state.gods) {
    const n = Math.min(due[god] ?? 0, remainingUpgrades(setup, state, god).length);
    if (n > 0) owed[god] = n;
  }
  return owed;
}

function turnDial(ctx: Ctx, god: God, bonus: boolean, due: GodMap<number>): void {
  const { state, setup } = ctx;
  const from = state.threat[god] ?? 0;
  const max = dialMax(setup, god);
  if (from >= max) {
    ctx.events.push({ type: 'dial_turned', god, from, to: from, instruction: null, bonus });
    return;
  }
  const to = from + 1;
  state.threat[god] = to;
  const instruction = setup.data.gods[god].dial[to - 1]!;
  ctx.events.push({ type: 'dial_turned', god, from, to, instruction, bonus });
  switch (instruction.kind) {
    case 'upgrade':
      due[god] = (due[god] ?? 0) + 1;
      break;
    case 'vp':
      state.vp[god] = (state.vp[god] ?? 0) + instruction.amount;
      break;
    case 'power':
      state.bonusPower[god] = (state.bonusPower[god] ?? 0) + instruction.amount;
      break;
    case 'cards':
      drawCards(ctx, god, instruction.amount, 'dial');
      break;
    default:
      break;
  }
}

/** The upgrade choices (absent or illegal: the first cards left on the sheet). */
export function applyUpgradeAnswers(ctx: Ctx, answers: Partial<Record<God, { sheet: Sheet | undefined; defaulted: boolean; valid: boolean }>>): void {
  const { state, setup } = ctx;
  const pending = state.pending;
  if (pending?.kind !== 'upgrade') return;
  for (const god of state.gods) {
    const n = Math.min(pending.due[god] ?? 0, remainingUpgrades(setup, state, god).length);
    if (n === 0) continue;
    const entry = answers[god];
    const chosen = entry?.valid && entry.sheet?.action === 'upgrade' ? entry.sheet.upgrades : remainingUpgrades(setup, state, god).slice(0, n);
    const defaulted = !(entry?.valid && entry.sheet?.action === 'upgrade') || entry.defaulted;
    for (const upgrade of chosen) {
      state.upgrades[god]!.push(upgrade);
      ctx.events.push({ type: 'upgrade_taken', god, upgrade, defaulted });
    }
  }
}
