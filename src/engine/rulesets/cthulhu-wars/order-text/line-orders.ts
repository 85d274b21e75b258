import type { Action } from '../answers.ts';
import type { Direction } from '../types.ts';
import type { AnswerKind } from './context.ts';

/**
 * What one line of a pasted answer says. An initiative line is an action of answers.ts as it stands (a move line
 * holds the moves to one area; consecutive move lines are one Move action), or a move by count ("2 Acólitos de
 * Europa") that answer.ts settles on the position; `use` names abilities (one action each, or the battle
 * abilities declared); `done` says "nothing more". The other lines answer one decision each.
 */
export type MoveLine = Extract<Action, { type: 'move' }>;
export interface MoveCountLine {
  type: 'move-count';
  count: number;
  unitType: string;
  from?: string;
  to: string;
}
export interface UseLine {
  type: 'use';
  abilities: string[];
}
export type ActionLine = Exclude<Action, { type: 'ability' }>;
export type LineOrder =
  | ActionLine
  | MoveCountLine
  | UseLine
  | { type: 'done' }
  | { type: 'direction'; direction: Direction }
  | { type: 'first-player'; player: string }
  | { type: 'kills'; units: string[] }
  | { type: 'pains'; units: string[] }
  | { type: 'eliminate'; unit: string }
  | { type: 'ritual'; perform: boolean };

/** The answers a line may be part of (the first is the one it makes when the writer is asked nothing). */
export function answerKindsOf(line: LineOrder): readonly AnswerKind[] {
  switch (line.type) {
    case 'move':
    case 'move-count':
      return ['actions', 'retreat'];
    case 'use':
    case 'done':
      return ['actions', 'abilities'];
    case 'direction':
    case 'first-player':
    case 'ritual':
      return [line.type];
    case 'kills':
    case 'pains':
      return ['assign'];
    case 'eliminate':
      return ['retreat'];
    default:
      return ['actions'];
  }
}

/** English orders often start with "I" ("I move…", "I pass"): each English pattern is also read after "I" or "we". */
export const withSubject = (patterns: readonly string[]): string[] => [...patterns, ...patterns.map((p) => `i|we ${p}`)];
