import type { SeededRandom } from '../../core/rng.ts';
import type { MapIndex } from './map-index.ts';
import type { TurnEvent, Rejection, DefenceSource, SheetCheck } from './outcome.ts';
import type { Position } from './position.ts';
import type { Order, Player, State } from './schemas.ts';

/** Everything fixed before resolution starts: map index, players (sorted by id), start position, seeded RNG. */
export interface TurnInput {
  index: MapIndex;
  players: readonly Player[]; // sorted by id
  playerById: ReadonlyMap<string, Player>;
  state: State; // normalized start-of-turn state
  start: Position; // control at the start of the turn
  orders: Readonly<Record<string, readonly unknown[]>>;
  rng: SeededRandom;
}

export interface AcceptedOrder<O extends Order = Order> {
  player: string;
  index: number;
  order: O;
  cost: number;
  crossing: boolean;
}

export interface Validated {
  checks: ReadonlyMap<string, SheetCheck>;
  accepted: readonly AcceptedOrder[];
  rejected: readonly Rejection[];
  /** `${player}\u0000${planet}` for every rejected order that was an invasion of that planet. */
  rejectedInvasions: ReadonlySet<string>;
  events: TurnEvent[];
}

export interface Defence {
  value: number;
  sources: DefenceSource[];
}

/** Normalized alliance terms (rules §6.2): the member SET (sorted) and the beneficiary decide whether it holds. */
export interface Terms {
  members: string[]; // sorted, unique
  beneficiary: string;
  warlord: string | null;
  killOrder: string[] | null;
}

/** One player's merged invasions of one planet ([D] several invade orders merge: attack = sum of counts). */
export interface Invasion {
  player: string;
  planet: string;
  attack: number;
  crossing: boolean; // paid double costs (rules §5)
  /** Same terms on every merged order, `null` when none carried terms, `'mixed'` when they differ. */
  terms: Terms | null | 'mixed';
}

export interface Side {
  planet: string;
  members: string[]; // sorted
  beneficiary: string;
  attack: number;
  contributions: Record<string, number>;
  crossing: Record<string, boolean>;
  alliance: Terms | null; // non-null only for a holding alliance
  /** Per member: the warlord it named in its own terms (alliance sides only). */
  warlords: Record<string, string | null>;
}

/** The invasions of one planet after contender, kills and conquest are settled. */
export interface Battle {
  planet: string;
  holder: string | null; // controller at the start
  defence: number;
  sides: Side[];
  contender: Side;
  killed: number;
  kills: Record<string, number>;
  conquered: boolean;
}

export interface Stage<T> {
  result: T;
  events: TurnEvent[];
}
