import type { Position } from '../position.ts';
import type { Player } from '../schemas.ts';
import type { Battle, Defence, TurnInput } from '../turn-types.ts';

/** Deed ids in the order of the rules table (rules §9); deeds are resolved in this order. */
export const DEED_IDS = [
  'avatar',
  'temple',
  'burn',
  'consecration',
  'eye_lord',
  'plague',
  'warp_portal',
  'delirium',
  'invincible',
  'chosen',
  'pirate_king',
  'warlord',
  'no_mercy',
  'daemon_weapon',
  'conscription',
  'rivalry',
  'fall_of_cadia',
  'skulls',
] as const;
export type DeedId = (typeof DEED_IDS)[number];

export function isDeedId(value: string): value is DeedId {
  return (DEED_IDS as readonly string[]).includes(value);
}

/** What the deed conditions may look at (rules §9: start-of-turn map, or what happened this turn). */
export interface DeedContext {
  input: TurnInput;
  battles: ReadonlyMap<string, Battle>; // invaded planets only
  defences: ReadonlyMap<string, Defence>; // this turn's Defence of every planet with any
  afterInvasions: Position; // control after invasions, before cessions
  kills: Readonly<Record<string, number>>; // inhabitants killed this turn per player
  eliminated: ReadonlyMap<string, readonly string[]>; // eliminated player -> credited players
}

export interface Achievement {
  points: number; // for this achiever, before the split between several achievers
  supporters?: string[]; // warlord: allies who named the achiever (1 point each, no claim needed)
}

export interface DeedRule {
  id: DeedId;
  /** `start`: checked on the map the orders were written against; `turn`: on what happened this turn. */
  timing: 'start' | 'turn';
  /** Who may claim it (deed_not_allowed otherwise). God-restricted deeds use the warband's own god. */
  mayClaim(player: Player): boolean;
  achieve(ctx: DeedContext, player: Player): Achievement | null;
  /** Extra benefits: given to ONE achiever, drawn at random when several achieve it. */
  permanentAction?: boolean;
  /** Gods whose favour the achiever may receive (the favour benefit). */
  favourGods?(ctx: DeedContext, player: Player): string[];
  /** Planets that become sacred to the achiever's god (Templo del Caos). */
  sacredPlanets?(ctx: DeedContext, player: Player): string[];
}

export const anyone = (): boolean => true;
export const godIs =
  (god: string) =>
  (player: Player): boolean =>
    player.god === god;
export const kindIn =
  (...kinds: Player['godKind'][]) =>
  (player: Player): boolean =>
    kinds.includes(player.godKind);

/** Battles where this player received the planet by conquest (the side's beneficiary). */
export function conquestsBy(ctx: DeedContext, player: string): Battle[] {
  const won: Battle[] = [];
  for (const battle of ctx.battles.values()) {
    if (battle.conquered && battle.contender.beneficiary === player) won.push(battle);
  }
  return won;
}

export const points = (value: number): Achievement => ({ points: value });
