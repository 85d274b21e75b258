import type { Building, RaidOption, Step } from './constants.ts';
import type { Marker } from './markers.ts';
import type { Rejection } from './reasons.ts';
import type { EndReason, Military } from './schemas.ts';

/**
 * Events: what happened, as data (player ids, land ids, numbers); reports write them in es/en. One step's
 * events are in resolution order (the seed's step order), lands in board order within a stage.
 */
export type TurnEvent =
  | { type: 'turn_start'; player: string; round: number }
  /** Seed step 1 on one land: `before` → `grown` (growth, capped by the land and the colour's cubes) → `after` (trimmed to the cap). */
  | {
      type: 'growth';
      player: string;
      land: string;
      before: number;
      gained: number;
      died: number;
      trimmed: number;
      after: number;
      cap: number;
      supplyShort: number;
    }
  /**
   * Seed step 2 on one land: production (modifier, then Factory), consumption, stored resources before/after,
   * starvation; `lost`: surplus that found no resource marker left in the colour's supply.
   */
  | {
      type: 'production';
      player: string;
      land: string;
      population: number;
      produced: number;
      storedBefore: number;
      storedAfter: number;
      starved: number;
      migrated: number;
      gained: number;
      lost: number;
    }
  /** Exodus (optional rule): starving population migrates to a foreign land with stored resources. */
  | { type: 'exodus'; from: string; to: string; player: string; toPlayer: string; count: number; joined: number }
  | { type: 'move'; player: string; from: string; to: string; via: string | null; population: number; resources: number }
  /** Seed step 4: the top land marker placed on a land population entered; `draw` is its number in the stack (1-based). */
  | { type: 'explore'; player: string; land: string; marker: Marker; draw: number }
  /** An abandoned land's buildings pass to whoever moves in. */
  | { type: 'land_taken'; player: string; land: string; from: string | null; buildings: Building[] }
  | { type: 'build'; player: string; land: string; building: Building }
  /** Seed step 6: M → V, V dismissed. */
  | { type: 'age'; player: string; land: string; promoted: number; dismissed: number }
  | { type: 'form'; player: string; land: string; count: number }
  | { type: 'military_move'; player: string; from: string; to: string; via: string | null; m: number; v: number }
  | {
      type: 'raid';
      player: string;
      from: string;
      to: string;
      defender: string | null;
      attackers: Military;
      defenders: Military & { defence: number };
      attackersLost: Military;
      defendersLost: Military & { defence: number };
      survivors: Military;
      option: RaidOption;
      /** What the option did: resources plundered, population killed, buildings destroyed, conquest. */
      plundered: number;
      killed: number;
      destroyed: Building[];
      conquered: boolean;
      /** Defender's stored resources removed by a conquest. */
      resourcesRemoved: number;
      movedIn: number;
    }
  /** A Defence destroyed because nobody of its land's owner is left in it (abandoned). */
  | { type: 'defence_abandoned'; land: string; player: string | null }
  /** Out of the game (nothing can give them population again); `resources`: their stored resources removed. */
  | { type: 'eliminated'; player: string; resources: number }
  /** A player still in the game with nothing to decide this turn (no population or military, nothing to build). */
  | { type: 'turn_passed'; player: string }
  | { type: 'round_start'; round: number }
  | { type: 'game_over'; reason: EndReason; winners: string[]; population: Record<string, number> };

export type TurnEventType = TurnEvent['type'];

/** The outcome of one answered step. */
export interface Outcome {
  round: number;
  /** Whose step it was, and which (moves = seed steps 3–4; actions = seed steps 5–8). */
  player: string | null;
  step: Step;
  /** True when the player did not answer and the default (do nothing) was applied. */
  defaulted: boolean;
  /** Orders left out (the server refuses such answers; only a hand-made call gets here). */
  rejected: Rejection[];
  events: TurnEvent[];
  /** The next decision (null once the game is over). */
  next: { round: number; player: string; step: Step } | null;
  winners: string[];
  gameOver: boolean;
  /** Every player's population on the board after the step (the race to the target). */
  population: Record<string, number>;
}
