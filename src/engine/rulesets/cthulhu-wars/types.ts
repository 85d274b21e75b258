import { z } from 'zod';
import { IdSchema } from './setup.ts';

/** Closed unions of the ruleset (`as const` arrays). */
export const PHASES = ['start', 'action', 'gather', 'first-player', 'doom', 'over'] as const;
export type Phase = (typeof PHASES)[number];

export const DIRECTIONS = ['clockwise', 'counterclockwise'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const SIDES = ['attacker', 'defender'] as const;
export type Side = (typeof SIDES)[number];

/**
 * The stages of a battle in the seed's order ("Strid"): 1.1 the attacker's pre-battle abilities [GM], 1.2 the
 * defender's [GM], 2 the roll, 3 the assignment — `assign` answers 3.1 and 3.2 together when nobody can use a
 * post-battle ability; otherwise `assign-kills` (3.1), `post-battle` (abilities in turn order) [GM],
 * `assign-extra` (kills the abilities added), `assign-pains` (3.2) —, 4 eliminations and retreats.
 */
export const BATTLE_STAGES = [
  'pre-attacker',
  'gm-pre-attacker',
  'pre-defender',
  'gm-pre',
  'roll',
  'assign',
  'assign-kills',
  'post-battle',
  'gm-post',
  'assign-extra',
  'assign-pains',
  'eliminate',
  'retreat-attacker',
  'retreat-defender',
  'end',
] as const;
export type BattleStage = (typeof BATTLE_STAGES)[number];

/** What an assignment step places: kills and pains together, the kills (3.1), the kills added by abilities, the pains (3.2). */
export const ASSIGN_PARTS = ['all', 'kills', 'extra-kills', 'pains'] as const;
export type AssignPart = (typeof ASSIGN_PARTS)[number];

/** Post-battle abilities of one player: declared, or (in the queue) available when step 3.1 began. */
export interface PostBattleEntry {
  player: string;
  abilities: string[];
}

export const END_REASONS = ['doom-threshold', 'ritual-track', 'elder-signs-revealed'] as const;
export type EndReason = (typeof END_REASONS)[number];

/** A seated player: `{ id, name, faction }` (the server seats `{ ...data, id, name }`). */
export const PlayerSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().min(1).max(80),
  faction: IdSchema,
});
export type Player = z.infer<typeof PlayerSchema>;

export interface ElderSign {
  id: string;
  value: number;
}

export interface Results {
  kills: number;
  pains: number;
}

/** A battle in progress (one at a time: battles happen inside an initiative). */
export interface Battle {
  area: string;
  attacker: string;
  defender: string;
  stage: BattleStage;
  /** Pre-battle abilities declared by each side. */
  abilities: Record<Side, string[]>;
  /** Post-battle abilities declared in step 3.1, in turn order (players outside the battle included). */
  postAbilities: PostBattleEntry[];
  /**
   * Players still to be asked for post-battle abilities, in turn order, each with the abilities available when
   * step 3.1 began (footnote 8: being eliminated by another post-battle ability does not take one's own away).
   */
  postQueue: PostBattleEntry[];
  /** GM corrections to the number of dice of each side (pre-battle effects). */
  diceModifier: Record<Side, number>;
  /** Every die rolled by each side (null before the roll). */
  dice: Record<Side, number[]> | null;
  /** Kills and pains each side produced (dice + GM results), to be assigned by the other side. */
  produced: Record<Side, Results>;
  /** Results the GM added for a side's post-battle abilities after the kills were assigned (kills: `assign-extra`; pains: with the pains). */
  extra: Record<Side, Results>;
  killed: string[];
  pained: string[];
}

/** The player's initiative in progress (Action phase). */
export interface Initiative {
  player: string;
  /** The one Action of the initiative has been taken (a battle that may still count as it does not set this). */
  mainDone: boolean;
  /** Areas battled in during this initiative step (one battle per area). */
  battled: string[];
  /** A battle of this initiative may still be declared the Action ("fight first, decide afterwards"). */
  flexibleBattle: boolean;
}

/** The GM's pauses: after the attacker's pre-battle abilities, before the roll, after the post-battle abilities. */
export type BattlePause = 'pre-attacker' | 'pre-roll' | 'post-assign';

/** The open decision point (null: to be computed from the position). */
export type Pending =
  | { kind: 'direction'; player: string }
  | { kind: 'first-player'; player: string; tied: string[] }
  | { kind: 'initiative'; player: string }
  | { kind: 'continue'; player: string }
  | { kind: 'pre-battle'; player: string; side: Side }
  | { kind: 'post-battle'; player: string }
  | { kind: 'battle-gm'; stage: BattlePause }
  | { kind: 'assign'; players: string[]; part: AssignPart }
  | { kind: 'retreat'; player: string; side: Side }
  | { kind: 'ritual'; player: string }
  | { kind: 'over' };
export type PendingKind = Pending['kind'];

export interface State {
  /** The seated players (a copy: the map, the phase and the public summary are drawn without the player list). */
  seats: Player[];
  /** Game round (one cycle of the four phases). */
  round: number;
  phase: Phase;
  firstPlayer: string;
  direction: Direction;
  power: Record<string, number>;
  doom: Record<string, number>;
  spellbooks: Record<string, string[]>;
  /** Hidden: each player's Elder Signs (values seen by their owner and the GM only). */
  elderSigns: Record<string, ElderSign[]>;
  /** Hidden: the face-down Elder Sign pool, top first (drawn from hiddenRandom(gameSeed, 'elder-signs')). */
  elderSignPool: number[];
  /** Number of Elder Signs drawn so far (ids es1, es2...). */
  signsDrawn: number;
  /** Units on the map: unit id -> area. Units absent here and from `captives` are in their faction's pool. */
  units: Record<string, string>;
  /** Captured units: unit id -> captor (returned in the Gather Power phase). */
  captives: Record<string, string>;
  /** Gates on the map: area -> the unit standing on the gate (null: abandoned). */
  gates: Record<string, string | null>;
  /** Ritual marker: index into the ritual track (track length = exhausted). */
  ritual: number;
  /** GM Combat overrides per unit. */
  combat: Record<string, number>;
  /** GM grant: battle may be an unlimited action for this player. */
  unlimitedBattle: Record<string, boolean>;
  /** Who last had the initiative this Action phase (null: the phase has not started). */
  lastInitiative: string | null;
  initiative: Initiative | null;
  battle: Battle | null;
  /** Doom phase: players still to decide on a ritual (null: the phase's gate Doom is not yet counted). */
  ritualQueue: string[] | null;
  pending: Pending | null;
  winners: string[] | null;
  endReason: EndReason | null;
}
