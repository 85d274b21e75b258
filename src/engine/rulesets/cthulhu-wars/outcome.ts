import type { Action } from './answers.ts';
import type { AssignPart, BattlePause, Direction, ElderSign, EndReason, PendingKind, Phase, Side } from './types.ts';

/** What happened in one step, as data (no prose): reports and views are written from these events. */
export type GameEvent =
  | { type: 'direction'; player: string; direction: Direction; defaulted: boolean }
  | { type: 'first-player'; player: string; power: number; tied: string[]; chooser: string | null; defaulted: boolean }
  | { type: 'phase'; phase: Phase; round: number }
  | { type: 'initiative-skipped'; player: string }
  | { type: 'answer-replaced'; player: string; kind: PendingKind; reasons: string[] }
  | { type: 'action'; player: string; action: Action; main: boolean; cost: number; power: number; unit?: string }
  | { type: 'initiative-end'; player: string; battleAs: 'action' | 'unlimited' | null; defaulted: boolean }
  | { type: 'battle'; area: string; attacker: string; defender: string }
  | { type: 'pre-battle'; player: string; side: Side; abilities: string[]; defaulted: boolean }
  /** Step 3.1, in turn order; `side` null: a player outside the battle (footnote 8). */
  | { type: 'post-battle'; player: string; side: Side | null; abilities: string[]; defaulted: boolean }
  | { type: 'battle-paused'; stage: BattlePause }
  | { type: 'battle-roll'; player: string; side: Side; combat: number; modifier: number; dice: number[]; kills: number; pains: number }
  | { type: 'battle-no-roll'; area: string; emptySide: Side }
  | {
      type: 'assignment';
      player: string;
      side: Side;
      /** Which results: kills and pains together, the kills (3.1), the kills added by abilities, the pains (3.2). */
      part: AssignPart;
      kills: string[];
      pains: string[];
      discarded: { kills: number; pains: number };
      defaulted: boolean;
      automatic: boolean;
    }
  | { type: 'eliminated'; unit: string; player: string; area: string; cause: 'kill' | 'no-retreat' }
  | { type: 'retreat'; unit: string; player: string; from: string; to: string; automatic: boolean; defaulted: boolean }
  | { type: 'retreat-blocked'; player: string; side: Side; area: string; eliminated: string; stay: string[]; automatic: boolean; defaulted: boolean }
  | { type: 'battle-end'; area: string }
  | { type: 'gate-abandoned'; area: string; unit: string }
  | { type: 'power-gathered'; player: string; cultists: number; gates: number; abandoned: number; bonus: number; gained: number; power: number }
  | { type: 'captive-returned'; unit: string; owner: string; captor: string; power: number }
  | { type: 'consolation'; player: string; from: number; to: number; highest: number }
  | { type: 'gate-doom'; player: string; gates: number; doom: number }
  | { type: 'ritual'; player: string; cost: number; gates: number; doom: number; greatOldOnes: number; track: number }
  | { type: 'ritual-declined'; player: string; defaulted: boolean }
  | { type: 'ritual-unaffordable'; player: string; cost: number | null; power: number }
  | { type: 'elder-sign'; player: string; id: string; value: number }
  | { type: 'elder-sign-pool-empty'; player: string }
  | { type: 'signs-revealed'; player: string; signs: ElderSign[]; doom: number }
  | {
      type: 'game-end';
      reason: EndReason;
      converted: Record<string, ElderSign[]>;
      doom: Record<string, number>;
      spellbooks: Record<string, number>;
      winners: string[];
    };

export type EventType = GameEvent['type'];

export interface Outcome {
  round: number;
  phase: Phase;
  /** The decision this step answered. */
  answered: PendingKind | null;
  events: GameEvent[];
  gameOver: boolean;
  winners: string[] | null;
}
