import type { Ending, God, TokenKind } from './ids.ts';
import type { DialInstruction } from './schemas.ts';
import type { GodLots } from './seating.ts';
import type { GameResult, GodMap } from './state.ts';

/** One god's battle roll: every die as rolled, then each wave of re-rolled sixes (seed: "6'ere ... slå igen"). */
export interface BattleRoll {
  dice: number[];
  rerolls: number[][];
  hits: number;
  /** The explosion limit (LIMITS.explosions extra dice) was reached: later sixes were not rolled again. */
  capped: boolean;
}

export interface HitAssignment {
  /** `god/figure` or `token/<kind>`. */
  target: string;
  count: number;
}

export type GmReason = 'heroes' | 'old-world' | 'always';

/**
 * What happened, as data (no prose): reports, views and tests are written from these. Ids only (gods, regions,
 * figure types, cards); renderers look names up in the setup.
 */
export type Event =
  /** Players asked for the same god: the lots drawn at the start (seed: "hvis der er uenighed, trækkes der lod"). */
  | ({ type: 'gods_drawn' } & GodLots)
  | { type: 'setup_tokens'; placed: { region: string; token: TokenKind }[] }
  | { type: 'round_started'; round: number }
  | { type: 'old_world_card'; card: string; placement: 'track' | 'discard'; track: [string | null, string | null]; removed: string | null }
  | { type: 'old_world_deck_empty' }
  | { type: 'tokens_placed'; token: TokenKind; region: string; count: number; card: string }
  | { type: 'tokens_blocked'; token: TokenKind; region: string; count: number; card: string }
  | { type: 'tokens_removed'; token: TokenKind; region: string; count: number; card: string }
  /** A card would have removed `count` tokens from a ruined region: they stay (seed: "bliver dog liggende"). */
  | { type: 'tokens_kept'; token: TokenKind; region: string; count: number; card: string }
  | { type: 'power_reset'; god: God; power: number; bonus: number }
  /** `cards` is hidden from everybody but the god and the GM (outcomeView replaces it with null). */
  | { type: 'cards_drawn'; god: God; count: number; cards: string[] | null; reshuffled: boolean; reason: 'setup' | 'draw' | 'dial' }
  | { type: 'summoned'; god: God; figure: string; region: string; from: string | null; cost: number; powerLeft: number }
  | { type: 'card_played'; god: God; card: string; region: string; cost: number; powerLeft: number }
  | { type: 'passed'; god: God; defaulted: boolean }
  | { type: 'auto_passed'; god: God }
  | { type: 'answer_refused'; god: God; reason: string }
  | { type: 'summoning_ended' }
  | { type: 'battle_started'; region: string; dice: GodMap<number> }
  | { type: 'conflict'; region: string; effect: 'peace' | 'purge'; overriddenBy: 'attack' | 'corruption' }
  | { type: 'battle_prevented'; region: string }
  | { type: 'no_target'; god: God; region: string }
  | ({ type: 'rolled'; god: God; region: string; count: number } & BattleRoll)
  | { type: 'hits_assigned'; god: God; region: string; hits: HitAssignment[]; mode: 'answer' | 'default' | 'forced'; lost: number }
  | { type: 'tokens_killed'; god: God; region: string; token: TokenKind; count: number }
  | { type: 'casualties'; region: string; killed: { god: God; figure: string; count: number; by: God[] }[] }
  | { type: 'domination'; region: string; totals: GodMap<number>; resistance: number; winner: God | null; points: number; tie: boolean }
  | { type: 'corruption_placed'; region: string; placed: GodMap<number>; total: number; purged: boolean }
  | { type: 'region_ruined'; region: string; card: number | null; total: number; ruiners: God[]; points: number }
  | { type: 'counters_earned'; god: God; count: number; regions: string[] }
  | { type: 'cards_discarded'; god: God; cards: string[] }
  | { type: 'gm_step'; reasons: GmReason[] }
  | { type: 'old_world_resolved'; card: string; slot: 1 | 2 }
  | {
      type: 'ruin_scored';
      region: string;
      card: number | null;
      shares: { god: God; place: 'first' | 'second'; tokens: number; points: number }[];
    }
  | { type: 'dial_turned'; god: God; from: number; to: number; instruction: DialInstruction | null; bonus: boolean }
  | { type: 'dial_bonus_tied'; gods: God[]; counters: number }
  | { type: 'counters_cleared' }
  | { type: 'upgrade_taken'; god: God; upgrade: string; defaulted: boolean }
  | { type: 'game_over'; ending: Ending; winners: God[]; candidates: God[]; vp: GodMap<number>; threat: GodMap<number> };

export type EventType = Event['type'];

/** The outcome of one step. */
export interface Outcome {
  /** The server step this outcome resolved (1-based) and the round it started in. */
  step: number;
  round: number;
  /** Who held which god (god → player id): a player's god may differ from the one they asked for (lots). */
  seats?: GodMap<string>;
  /** The decision that was answered (null: none, e.g. a GM step). */
  answered: { kind: string; gods: God[] } | null;
  events: Event[];
  /** Set when the game ended in this step. */
  result: GameResult | null;
}
