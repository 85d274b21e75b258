import type { AttackMode, Colour, CreatureType, RequestKind, Stage } from './ids.ts';
import type { Reason } from './reasons.ts';
import type { CampaignStatus } from './standings.ts';

/** One die: the face number rolled (1-based) and whether that face is a hit. */
export interface Die {
  value: number;
  hit: boolean;
}

export interface Roll {
  colour: Colour;
  dice: Die[];
  hits: number;
}

/** What one attack did to one figure. */
export interface TargetResult {
  figure: string;
  hits: number;
  armour: number;
  /** Kevlar dice (full rules, Doomtroopers hit more times than their armour), null when not rolled. */
  kevlar: Roll | null;
  saved: number;
  damage: number;
  /** Strength after the attack (creatures: 1 standing, 0 eliminated). */
  strength: number;
  eliminated: boolean;
  /** Points the attacker's group scored (kill) or lost (−3 per hit on a Doomtrooper). */
  points: number;
  /** A Doomtrooper card (effect `cover`) kept the figure out of this attack: `hits` were rolled, none counted. */
  covered?: boolean;
}

export interface AttackEvent {
  type: 'attack';
  id: number;
  attacker: string;
  mode: AttackMode;
  /** Equipment id of the weapon, 'standard' (the figure's own weapon) or 'creature'. */
  weapon: string;
  /** Aimed square (line, sweep start, grenade), if any. */
  square: string | null;
  /** One roll per group of targets (twin: one per target; otherwise one). */
  rolls: Roll[];
  targets: TargetResult[];
  /** Geometry checked on the grid, or reported by the player (no grid: the GM confirms). */
  checked: boolean;
  action: number;
  extra: boolean;
}

export type SiegeEvent =
  | { type: 'credits_bought'; player: string; credits: number; points: number }
  | { type: 'ranks'; ranks: { player: string; rank: number; colour: Colour; extra: number }[]; tier: string }
  | { type: 'draft_pick'; player: string; card: string; trooper: string }
  | { type: 'draft_pass'; player: string; forced: boolean }
  | { type: 'mission_started'; mission: string; main: string[]; secret: string[] }
  | { type: 'cards_dealt'; player: string; cards: string[] }
  | { type: 'secret_dealt'; player: string; card: string }
  | { type: 'creature_set'; figure: string; section: string; square: string | null }
  | { type: 'round_started'; round: number }
  | { type: 'tile_drawn'; round: number; player: string }
  | { type: 'imperial_extra'; player: string; extra: number }
  | { type: 'entrance_chosen'; player: string; entrance: string }
  | { type: 'card_played'; player: string; card: string; effect: 1 | 2; target: string | null; applied: number }
  | { type: 'move'; figure: string; from: string | null; path: string[]; section: string | null; action: number; extra: boolean; checked: boolean }
  | { type: 'withdrawn'; figure: string }
  | { type: 'cards_revealed'; section: string; card: string; creatures: string[]; missing: CreatureType[]; by: 'trooper' | 'legion'; trooper: string | null }
  | { type: 'creatures_placed'; placements: { figure: string; section: string; square: string | null; note: string | null }[]; defaulted: boolean }
  | AttackEvent
  | {
      type: 'attack_rolled';
      attacker: string;
      mode: AttackMode;
      weapon: string;
      square: string | null;
      rolls: Roll[];
      threatened: { figure: string; hits: number }[];
      asked: string[];
    }
  | { type: 'credit_lost'; player: string; credits: number }
  | { type: 'points_lost'; player: string; points: number }
  | { type: 'action_skipped'; figure: string; index: number; reason: Reason }
  | { type: 'figure_done'; figure: string; actions: number }
  | { type: 'turn_ended'; player: string }
  | { type: 'event_drawn'; card: string; remaining: number; last: boolean }
  | { type: 'reinforcements'; card: string; creatures: string[]; missing: CreatureType[] }
  | { type: 'reinforcement_entrance'; figure: string; entrance: string }
  | { type: 'round_ended'; round: number }
  | { type: 'mission_over'; reason: 'last-round' | 'no-troopers' | 'no-creatures' | 'max-rounds' }
  | { type: 'legion_points'; player: string; points: number }
  | { type: 'mission_result'; success: boolean; by: 'objective' | 'gm' }
  | { type: 'reward'; player: string; credits: number; reason: 'mission' | 'secret' | 'training' }
  | { type: 'no_reward'; player: string; reason: 'mission-failed' | 'secret-failed' | 'no-trooper' }
  | { type: 'final_scores'; missionScores: Record<string, number>; finalScores: Record<string, number>; winners: string[] }
  | ({ type: 'campaign' } & CampaignStatus);

export type SiegeEventType = SiegeEvent['type'];

export interface Outcome {
  /** Where the step was: stage, round and the decision kinds answered. */
  stage: Stage;
  round: number;
  asked: { player: string; kind: RequestKind }[];
  /** Required requests answered with their default (deadline, or missing). */
  defaulted: string[];
  events: SiegeEvent[];
  gameOver: boolean;
}
