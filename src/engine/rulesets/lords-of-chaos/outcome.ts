import type { Draw } from '../../core/rng.ts';
import type { AllianceFailure, CessionFailure, RejectionReason } from './reasons.ts';
import type { Order, State } from './schemas.ts';

/** A rejected order: who, which order (0-based index in the sheet as written), why. */
export interface Rejection {
  player: string;
  index: number;
  reason: RejectionReason;
}

/**
 * The outcome of one turn. The first block is exactly the case-file contract
 * (../shared/spec/adjudication-cases.md, "The outcome"); the rest is what reports and the server need.
 */
export interface Outcome {
  control: Record<string, string | null>; // every planet after resolution
  inhabitants: Record<string, number>; // every planet that had inhabitants (map count > 0)
  turnPoints: Record<string, number>; // every player, doubling included
  scores: Record<string, number>; // every player, new totals
  deeds: Record<string, string[]>; // deeds awarded this turn -> players, sorted
  actions: Record<string, number>; // every player: actions available next turn
  permanentActions: Record<string, number>; // every player
  favours: Record<string, string[]>; // every player
  eliminated: Record<string, string[]>; // eliminated this turn -> credited players, sorted
  kills: Record<string, number>; // every player: inhabitants killed this turn
  rejected: Rejection[];
  draws: Draw[];

  /** Language-neutral story of the turn, in resolution order; reports are written from it. */
  events: TurnEvent[];
  /** Points breakdown per player for the score table (before doubling; `doubled` says if ×2 applied). */
  scoreBreakdown: Record<string, ScoreBreakdown>;
  /** The position at the start of the next turn (turn + 1; after turn 8 the game is over). */
  nextState: State;
  /** Set after the last turn (8). */
  gameOver: GameOver | null;
}

export interface ScoreBreakdown {
  planets: number;
  resources: number;
  subsectors: number;
  outerSectors: number; // points (3 each)
  eyeSectors: number; // points (5 each)
  deeds: number;
  doubled: boolean;
  total: number; // the turn's points, doubling included (= turnPoints)
}

export interface GameOver {
  /** Player ids ranked by final score, best first; ties share a rank. */
  ranking: { player: string; score: number; rank: number }[];
  /** One winner: Supreme Lord of Chaos (names two Lieutenants later). Several tied: Paladins of Chaos. */
  supremeLord: string | null;
  paladins: string[];
}

/** Per-order validation result: accepted with its cost, or rejected with a reason (rules §5). */
export type OrderCheck =
  | { index: number; order: Order; ok: true; cost: number; crossing: boolean }
  | { index: number; order: unknown; ok: false; reason: RejectionReason; cost?: number; left?: number };

export interface SheetCheck {
  player: string;
  actionsAvailable: number;
  actionsUsed: number;
  actionsLeft: number;
  checks: OrderCheck[];
}

/** Where a planet's defence came from (rules §6.1). */
export interface DefenceSource {
  kind: 'extreme' | 'defend' | 'defendSector';
  player: string | null; // null for `extreme`
  amount: number;
}

/**
 * Events: codes + parameters, no prose. Player ids, planet ids, sector ids and deed ids only;
 * renderers look names up in the map and the player list.
 */
export type TurnEvent =
  | { type: 'order_rejected'; player: string; index: number; orderType: string | null; reason: RejectionReason }
  | { type: 'defence'; planet: string; value: number; sources: DefenceSource[] }
  | {
      type: 'attack';
      planet: string;
      players: string[]; // the side's members (one unless allied)
      beneficiary: string; // who receives the planet if this side wins
      attack: number; // the side's attack value
      contributions: Record<string, number>; // attack value per member
      crossing: Record<string, boolean>; // per member: did it pay crossing (double) costs
    }
  | { type: 'alliance_failed'; planet: string; members: string[]; reason: AllianceFailure }
  | { type: 'contest_lost'; planet: string; players: string[]; attack: number } // a side that was not the contender
  | { type: 'kill'; planet: string; player: string; count: number; remaining: number }
  | {
      type: 'conquest';
      planet: string;
      from: string | null;
      to: string;
      players: string[]; // the contender side's members
      attack: number;
      killed: number;
      defence: number;
    }
  | {
      type: 'invasion_repelled';
      planet: string;
      holder: string | null;
      players: string[];
      attack: number;
      killed: number;
      defence: number;
    }
  | { type: 'cession'; planet: string; from: string; to: string; exchangeFor: string | null }
  | { type: 'cession_failed'; planet: string; from: string; to: string; exchangeFor: string | null; reason: CessionFailure }
  | { type: 'eliminated'; player: string; by: string[] }
  | {
      type: 'deed_awarded';
      deed: string;
      players: string[];
      points: number; // per player (already split, rounded up; before doubling); the highest share if they differ
      pointsByPlayer?: Record<string, number>; // each achiever's share (burn/warlord shares can differ)
      permanentAction: boolean;
      permanentActionTo?: string | null; // who received the permanent action (drawn among achievers)
      favour: { player: string; god: string } | null; // extra benefit, drawn at random among claimants if several
      sacred: { player: string; planets: string[] } | null; // temple: planets made sacred to the player's god
    }
  | { type: 'deed_not_awarded'; deed: string; player: string; reason: 'condition_not_met' }
  | { type: 'deed_supporter'; deed: 'warlord'; player: string; warlord: string; points: number } // warlord: each ally gets 1
  | { type: 'actions'; player: string; actions: number } // next turn's actions
  | { type: 'game_over'; ranking: GameOver['ranking']; supremeLord: string | null; paladins: string[] };

export type TurnEventType = TurnEvent['type'];
