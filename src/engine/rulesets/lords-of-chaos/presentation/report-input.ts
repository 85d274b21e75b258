import type { Outcome } from '../outcome.ts';
import type { GameMap } from '../schemas.ts';
import type { Language } from '../../../core/catalogue.ts';
import type { ReportPlayer } from './players.ts';

/** What a turn report is written from. No orders: only the resolution's public outcome (secrecy by construction). */
export interface ReportInput {
  game: { id: string; name: string; language: Language };
  map: GameMap;
  /** Seating order (fixes each player's colour and map number). */
  players: ReportPlayer[];
  turn: number;
  /** The position the orders were written against: control (who lost what) and totals (rank changes). */
  before: { control: Record<string, string | null>; scores: Record<string, number> };
  outcome: ReportOutcome;
  /** GM corrections applied to the position before this turn was resolved (src/lifecycle); none when absent. */
  adjustments?: ReportAdjustment[];
}

/** One GM correction as a report shows it (Lords of Chaos kinds; others are listed by kind). */
export interface ReportAdjustment {
  kind: string;
  reason: string;
  player?: string | null;
  deed?: string;
  points?: number;
  planet?: string;
}

/** The parts of an Outcome a report reads. */
export type ReportOutcome = Pick<Outcome, 'control' | 'turnPoints' | 'scores' | 'actions' | 'draws' | 'events' | 'scoreBreakdown' | 'gameOver'>;
