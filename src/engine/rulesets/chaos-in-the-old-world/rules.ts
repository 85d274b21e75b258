import type { God, TokenKind } from './ids.ts';
import { TOKEN_KINDS } from './ids.ts';
import { indexMap } from './map-index.ts';
import type { CardEffect, ChaosCard, Figure, GodData, Options, Setup } from './schemas.ts';
import type { GodMap, PlayedCard, State } from './state.ts';

/** Small rule helpers shared by the stages, the decision requests and the sheet checks. Pure, never throw. */

/**
 * Whether a corruption total ruins a region (seed: "Hvis antallet er højere end 12, er regionen ødelagt":
 * higher than the limit; option `ruinRule: 'at-limit'`, the published edition's house rule: the limit or more).
 */
export function ruinsRegion(options: Pick<Options, 'ruinLimit' | 'ruinRule'>, total: number): boolean {
  return options.ruinRule === 'at-limit' ? total >= options.ruinLimit : total > options.ruinLimit;
}

export const godData = (setup: Setup, god: God): GodData => setup.data.gods[god];

export function cardData(setup: Setup, god: God, card: string): ChaosCard | undefined {
  return setup.data.gods[god].cards.find((c) => c.id === card);
}

/** A follower's values with the god's upgrade cards applied, the latest taken last (seed: the card covers the old values). */
export function figureStats(setup: Setup, state: State, god: God, figureId: string): Figure | undefined {
  const base = setup.data.gods[god].figures.find((f) => f.id === figureId);
  if (!base) return undefined;
  let stats: Figure = { ...base };
  for (const id of state.upgrades[god] ?? []) {
    const upgrade = setup.data.gods[god].upgrades.find((u) => u.id === id);
    if (!upgrade || upgrade.figure !== figureId) continue;
    stats = {
      ...stats,
      ...(upgrade.attack !== undefined ? { attack: upgrade.attack } : {}),
      ...(upgrade.defense !== undefined ? { defense: upgrade.defense } : {}),
      ...(upgrade.cost !== undefined ? { cost: upgrade.cost } : {}),
    };
  }
  return stats;
}

export function figuresOf(state: State, region: string, god: God): Record<string, number> {
  return state.regions[region]?.figures[god] ?? {};
}

/** How many figures a god has in a region. */
export function figureCount(state: State, region: string, god: God): number {
  return Object.values(figuresOf(state, region, god)).reduce((a, b) => a + b, 0);
}

/** How many figures of a type a god has on the board. */
export function onBoard(state: State, god: God, figure: string): number {
  return Object.values(state.regions).reduce((sum, r) => sum + (r.figures[god]?.[figure] ?? 0), 0);
}

/** Figures of a type still off the board. */
export function reserve(setup: Setup, state: State, god: God, figure: string): number {
  const data = setup.data.gods[god].figures.find((f) => f.id === figure);
  return data ? Math.max(0, data.count - onBoard(state, god, figure)) : 0;
}

/** Regions (standard order) where the god has at least one figure; `lifted` leaves one figure out (re-summoning). */
export function presence(setup: Setup, state: State, god: God, lifted?: { region: string; figure: string }): string[] {
  return indexMap(setup).order.filter((region) => {
    let n = figureCount(state, region, god);
    if (lifted && lifted.region === region && (state.regions[region]?.figures[god]?.[lifted.figure] ?? 0) > 0) n -= 1;
    return n > 0;
  });
}

/**
 * Where the god may put a summoned figure: a region where it already has a follower or one adjacent to it;
 * anywhere when it has none on the board (seed). A re-summoned figure is lifted first, so it does not count.
 */
export function placementRegions(setup: Setup, state: State, god: God, lifted?: { region: string; figure: string }): string[] {
  const index = indexMap(setup);
  const own = presence(setup, state, god, lifted);
  if (own.length === 0) return [...index.order];
  const allowed = new Set(own);
  for (const region of own) for (const n of index.neighbours.get(region) ?? []) allowed.add(n);
  return index.order.filter((r) => allowed.has(r));
}

/** Regions where the god may play a chaos card: not ruined, a free card slot, and the placement option. */
export function cardRegions(setup: Setup, state: State, god: God): string[] {
  const index = indexMap(setup);
  const near = setup.options.cardPlacement === 'presence' ? new Set(placementRegions(setup, state, god)) : null;
  return index.order.filter((id) => {
    const region = state.regions[id];
    if (!region || region.ruined) return false;
    if (region.cards.length >= (index.byId.get(id)?.cardSlots ?? 0)) return false;
    return near === null || near.has(id);
  });
}

/** Can the god still summon or play a card (otherwise it passes automatically)? */
export function canAct(setup: Setup, state: State, god: God): boolean {
  const power = state.power[god] ?? 0;
  const regions = indexMap(setup).order.length;
  for (const figure of setup.data.gods[god].figures) {
    const stats = figureStats(setup, state, god, figure.id)!;
    if (stats.cost > power) continue;
    if (reserve(setup, state, god, figure.id) > 0) return true;
    if (onBoard(state, god, figure.id) > 0 && regions > 1) return true;
  }
  const hand = state.hands[god] ?? [];
  if (hand.length === 0) return false;
  const places = cardRegions(setup, state, god).length;
  return places > 0 && hand.some((id) => (cardData(setup, god, id)?.cost ?? Infinity) <= power);
}

/** The automated effects of the cards lying in a region. */
export function regionEffects(
  setup: Setup,
  state: State,
  region: string,
): { attack: GodMap<number>; corruption: GodMap<number>; peace: boolean; purge: boolean } {
  const attack: GodMap<number> = {};
  const corruption: GodMap<number> = {};
  let peace = false;
  let purge = false;
  for (const played of state.regions[region]?.cards ?? []) {
    for (const effect of playedEffects(setup, played)) {
      if (effect.kind === 'attack') attack[played.god] = (attack[played.god] ?? 0) + effect.amount;
      else if (effect.kind === 'corruption') corruption[played.god] = (corruption[played.god] ?? 0) + effect.amount;
      else if (effect.kind === 'peace') peace = true;
      else purge = true;
    }
  }
  return { attack, corruption, peace, purge };
}

function playedEffects(setup: Setup, played: PlayedCard): CardEffect[] {
  return cardData(setup, played.god, played.card)?.effects ?? [];
}

/**
 * Battle dice of a god in a region: the sum of its followers' attack values (dead ones too) plus card bonuses.
 * A god without followers in the region rolls nothing, whatever its cards say (seed: "Du lægger alle dine
 * tilhængere i regionen attack values sammen").
 */
export function attackDice(setup: Setup, state: State, region: string, god: God): number {
  if (figureCount(state, region, god) === 0) return 0;
  let dice = 0;
  for (const [figure, n] of Object.entries(figuresOf(state, region, god))) dice += n * (figureStats(setup, state, god, figure)?.attack ?? 0);
  return dice + (regionEffects(setup, state, region).attack[god] ?? 0);
}

/** Corruption in a region: every god's tokens plus what its Old World tokens count (warpstone). */
export function corruptionTotal(setup: Setup, state: State, region: string): number {
  const r = state.regions[region];
  if (!r) return 0;
  const gods = Object.values(r.corruption).reduce((a, b) => a + (b ?? 0), 0);
  return gods + TOKEN_KINDS.reduce((sum, k) => sum + r.tokens[k] * setup.data.tokens[k].corruption, 0);
}

/** A region's Resistance and Conquest value with its tokens' modifiers (never below 0). */
export function regionValues(setup: Setup, state: State, region: string): { resistance: number; conquest: number } {
  const data = indexMap(setup).byId.get(region);
  const r = state.regions[region];
  if (!data || !r) return { resistance: 0, conquest: 0 };
  const mod = (field: 'resistance' | 'conquest') => TOKEN_KINDS.reduce((sum, k) => sum + r.tokens[k] * setup.data.tokens[k][field], 0);
  return { resistance: Math.max(0, data.resistance + mod('resistance')), conquest: Math.max(0, data.conquest + mod('conquest')) };
}

export const ruinedRegions = (state: State): string[] => Object.keys(state.regions).filter((id) => state.regions[id]!.ruined);

/** Token kinds that can be killed in battle (defense > 0), in TOKEN_KINDS order. */
export const targetTokenKinds = (setup: Setup): TokenKind[] => TOKEN_KINDS.filter((k) => setup.data.tokens[k].defense > 0);

/** The dial length of a god: reaching it is Maximum Threat. */
export const dialMax = (setup: Setup, god: God): number => setup.data.gods[god].dial.length;

/** Upgrade cards the god has not taken yet, in sheet order. */
export function remainingUpgrades(setup: Setup, state: State, god: God): string[] {
  const owned = new Set(state.upgrades[god] ?? []);
  return setup.data.gods[god].upgrades.map((u) => u.id).filter((id) => !owned.has(id));
}

/** Player id of a god and god of a player id. */
export const playerOf = (state: State, god: God): string => state.seats[god] ?? god;
export function godOf(state: State, player: string): God | undefined {
  return state.gods.find((g) => state.seats[g] === player);
}
